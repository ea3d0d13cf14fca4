import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, idColumn } from '../../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../../platform/db/tenant-policy.ts';
import { memberships } from '../../membership-records/memberships.table.ts';

/**
 * One period in which overdue control kept a membership BLOCKED (docs/overdue-control.md). The
 * statuses it replaced are kept so unblocking puts them back; the rows are also the membership's
 * BLOCKED / UNBLOCKED activities. At most one open period per membership.
 */
export const membershipBlocks = pgTable(
  'membership_blocks',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    membershipId: uuid().notNull(),
    personId: uuid().notNull(),
    branchId: uuid().notNull(),
    /** The membership's stored status before the block (ACTIVE). */
    previousStatus: text().notNull(),
    /** The person's Member role status at the branch before the block; null when they had none. */
    previousPersonStatus: text(),
    blockedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unblockedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('membership_blocks_open_key')
      .on(t.applicationId, t.membershipId)
      .where(sql`${t.unblockedAt} is null`),
    index('membership_blocks_person_idx').on(t.applicationId, t.personId, t.blockedAt),
    tenantReference(t.applicationId, t.membershipId, memberships).onDelete('cascade'),
    tenantIsolation(),
  ],
);
