import type { StoredAddress, StoredPhone } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  applicationIdColumn,
  createdAtColumn,
  idColumn,
  updatedAtColumn,
} from '../../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../../platform/db/tenant-policy.ts';
import { branches } from '../../branches/branches.table.ts';

export interface StoredEmergencyContact {
  name: string | null;
  number: StoredPhone | null;
}

/**
 * Text compared byte by byte (collation "C"): a plain b-tree index on such a column answers both a
 * prefix condition (`^@` becomes a range of the index) and ORDER BY on it, so a page of a name
 * search is read in index order and PostgreSQL stops after offset + limit rows. Under a linguistic
 * collation the prefix needs `text_pattern_ops`, whose order ORDER BY cannot use (it sorted every
 * match). Folded names (see `search_fold`) are plain lower-case letters, whose byte order is
 * alphabetical.
 */
const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * A person known to an organisation: member, prospect or staff member (spec 1 §3, spec 2 §3).
 *
 * Names and email are searched through copies the database keeps (generated columns): names folded
 * by `search_fold` (migration 0010: lower case without diacritics, so "rawiri" finds "Rāwiri" and
 * the reverse), email in lower case; by prefix (`^@`) or equality, the term folded the same way by
 * PostgreSQL. Under row-level security PostgreSQL only lets leakproof conditions use an index:
 * `lower(...)`, `search_fold(...)` and LIKE are not leakproof, so an index on `lower(first_name)`
 * would never be used by the api role; `^@` and `=` on a plain column are. Access cards are found
 * by their exact number. docs/search.md has the rules.
 */
export const persons = pgTable(
  'persons',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text(),
    gender: text({ enum: ['MALE', 'FEMALE', 'OTHER', 'PREFER_NOT_TO_SAY'] }),
    dateOfBirth: date({ mode: 'string' }),
    mobilePhone: jsonb().$type<StoredPhone>(),
    homePhone: jsonb().$type<StoredPhone>(),
    emergencyContact: jsonb().$type<StoredEmergencyContact>(),
    address: jsonb().$type<StoredAddress>(),
    /** Free tags shown on lists; 'overdue' is set by billing. */
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    emailOptin: boolean().notNull().default(true),
    smsOptin: boolean().notNull().default(true),
    vaccinationCertSightedOn: timestamp({ withTimezone: true }),
    vaccinationPassExpiryDate: timestamp({ withTimezone: true }),
    homeBranchId: uuid(),
    /** Storage key of the profile image; `hasImage` is derived from it. */
    imageKey: text(),
    /** Folded first name (lower case, no diacritics), kept by the database, for prefix search and sorting. */
    searchFirstName: byteOrderedText().generatedAlwaysAs(sql`search_fold(first_name)`),
    /** Folded last name, kept by the database. */
    searchLastName: byteOrderedText().generatedAlwaysAs(sql`search_fold(last_name)`),
    /** Lower-case email, kept by the database, for search and duplicate counts. */
    searchEmail: text().generatedAlwaysAs(sql`lower(email)`),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('persons_tenant_key').on(t.applicationId, t.id),
    tenantReference(t.applicationId, t.homeBranchId, branches),
    // Lists of a branch's persons, newest first (the member list without a term), and counts per branch.
    // With the id, the order of a page (created_at, id) is the index's, so a page stops after 50.
    index('persons_home_branch_idx').on(t.applicationId, t.homeBranchId, t.createdAt, t.id),
    // Name prefixes and name orders across the organisation, and within a branch (what a branch's
    // staff search). Each holds every column a search reads before it has its page (names, id, home
    // branch), so the page's ids come from an index-only scan; the rows are read for those alone.
    index('persons_first_name_order_idx').on(
      t.applicationId,
      t.searchFirstName,
      t.searchLastName,
      t.id,
      t.homeBranchId,
    ),
    index('persons_last_name_order_idx').on(
      t.applicationId,
      t.searchLastName,
      t.searchFirstName,
      t.id,
      t.homeBranchId,
    ),
    index('persons_branch_first_name_order_idx').on(
      t.applicationId,
      t.homeBranchId,
      t.searchFirstName,
      t.searchLastName,
      t.id,
    ),
    index('persons_branch_last_name_order_idx').on(
      t.applicationId,
      t.homeBranchId,
      t.searchLastName,
      t.searchFirstName,
      t.id,
    ),
    index('persons_email_idx').on(t.applicationId, t.searchEmail.op('text_pattern_ops')),
    index('persons_created_idx').on(t.applicationId, t.createdAt, t.id),
    tenantIsolation(),
  ],
);

/**
 * What a person is at a branch (spec 2 §3 "roles"): Member, Prospect or StaffMember, with its
 * status and the last visit there. Home-branch membership and reciprocal access both show here.
 */
export const personBranchRoles = pgTable(
  'person_branch_roles',
  {
    applicationId: applicationIdColumn(),
    personId: uuid().notNull(),
    branchId: uuid().notNull(),
    roleType: text({ enum: ['Member', 'Prospect', 'StaffMember'] }).notNull(),
    status: text({ enum: ['PROSPECT', 'MEMBER', 'INACTIVE', 'BLOCKED', 'SUSPENDED'] }).notNull(),
    lastVisitAt: timestamp({ withTimezone: true }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The branch is not the person's home branch: a reciprocal role. Kept by triggers (migration
     * 0013), never written by the application, so the few reciprocal members of a branch are read
     * from their own small index instead of checking every role of the branch against persons.
     */
    awayFromHome: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('person_branch_roles_key').on(t.applicationId, t.personId, t.branchId, t.roleType),
    index('person_branch_roles_branch_idx').on(t.applicationId, t.branchId, t.roleType),
    index('person_branch_roles_away_idx')
      .on(t.applicationId, t.branchId, t.roleType)
      .where(sql`${t.awayFromHome}`),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantReference(t.applicationId, t.branchId, branches).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/** An access card; searching members with `#` finds its holder (spec 1 §5.5). */
export const accessCards = pgTable(
  'access_cards',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    personId: uuid().notNull(),
    /** Upper case, as searches normalise it. */
    cardNumber: text().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('access_cards_number_idx').on(t.applicationId, t.cardNumber),
    index('access_cards_person_idx').on(t.applicationId, t.personId),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/** A completed move of a person's home branch; shown as a branchTransfer activity. */
export const personTransfers = pgTable(
  'person_transfers',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    personId: uuid().notNull(),
    sourceBranchId: uuid(),
    targetBranchId: uuid().notNull(),
    customerReference: text(),
    transferredByUserId: uuid(),
    transferredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('person_transfers_person_idx').on(t.applicationId, t.personId, t.transferredAt),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantIsolation(),
  ],
);
