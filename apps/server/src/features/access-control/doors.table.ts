import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, createdAtColumn, idColumn } from '../../platform/db/columns.ts';
import { ownerAccess, tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';
import { branches } from '../branches/branches.table.ts';

/**
 * A door controller at a branch, with its own key (docs/access-control.md "Door decisions"). The
 * key is a 256-bit random secret shown once when the door is added; only its SHA-256 is kept, so a
 * leaked table opens no door. Revoking sets `revokedAt`; the row stays, as arrivals point at it.
 *
 * The table sits in access control (below arrivals) because every arrival the door decides holds
 * a foreign key to it; the doors feature manages it through access control's public face.
 */
export const doors = pgTable(
  'doors',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    branchId: uuid().notNull(),
    name: text().notNull(),
    /** The key's first characters, shown to staff to tell keys apart (never enough to use). */
    keyPrefix: text().notNull(),
    /** SHA-256 of the key, lower-case hex: a door is found by it before any tenant is known. */
    keyHash: text().notNull(),
    createdAt: createdAtColumn(),
    createdByUserId: uuid(),
    revokedAt: timestamp({ withTimezone: true }),
    /** The door's last authenticated call (refreshed at most once a minute). */
    lastSeenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('doors_tenant_key').on(t.applicationId, t.id),
    // Global: the lookup by key runs before the tenant is known (resolve_door_by_key_hash).
    uniqueIndex('doors_key_hash_idx').on(t.keyHash),
    // Two working doors of a branch cannot share a name; a revoked door's name is free again.
    uniqueIndex('doors_branch_name_idx')
      .on(t.applicationId, t.branchId, sql`lower(${t.name})`)
      .where(sql`${t.revokedAt} is null`),
    index('doors_branch_idx').on(t.applicationId, t.branchId, t.createdAt),
    check('doors_name_check', sql`length(btrim(${t.name})) between 1 and 100`),
    check('doors_key_hash_check', sql`${t.keyHash} ~ '^[0-9a-f]{64}$'`),
    check('doors_key_prefix_check', sql`length(${t.keyPrefix}) between 1 and 20`),
    tenantReference(t.applicationId, t.branchId, branches).onDelete('cascade'),
    tenantIsolation(),
    // resolve_door_by_key_hash (SECURITY DEFINER, migration 0031) runs as the owner, which forced
    // RLS would otherwise hold to a tenant it cannot know yet.
    ownerAccess('owner_door_key_lookup', 'select'),
  ],
);
