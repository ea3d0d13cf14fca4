import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, createdAtColumn, idColumn } from '../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';
import { persons } from '../members/persons/persons.table.ts';

/** A staff sign-in account. It belongs to one application; the password is an argon2id hash. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    personId: uuid().notNull(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    /**
     * Set by Deactivate (spec 3 §4 Staff): the account cannot sign in, refresh a token or call the
     * api while it is set. Kept on the account row so the per-request access check stays one
     * primary-key read.
     */
    disabledAt: timestamp({ withTimezone: true }),
    /**
     * Set while the password is a temporary passcode (Reset password): it signs in only until
     * then, and the next sign-in with it must choose a new password.
     */
    temporaryPasswordExpiresAt: timestamp({ withTimezone: true }),
    /**
     * Set by Reset password, Deactivate and Reactivate: every provider session, authorization code
     * and refresh token of a sign-in made before it (in that second or earlier) stops working, so
     * a reset password or a reactivated account does not bring old sessions back.
     */
    sessionsValidAfter: timestamp({ withTimezone: true }),
    /** Spec 3 §3 staff availableForSessions: offered as a class session's staff member. */
    availableForSessions: boolean().notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('users_tenant_key').on(t.applicationId, t.id),
    tenantReference(t.applicationId, t.personId, persons),
    uniqueIndex('users_application_username_idx').on(t.applicationId, sql`lower(${t.username})`),
    tenantIsolation(),
  ],
);
