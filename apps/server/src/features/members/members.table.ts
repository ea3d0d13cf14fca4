import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
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
} from '../../platform/db/columns.ts';
import { tenantIsolation } from '../../platform/db/tenant-policy.ts';
import { branches } from '../branches/branches.table.ts';

export interface StoredPhoneNumber {
  countryCode: string;
  number: string;
}

export interface StoredEmergencyContact {
  name: string | null;
  number: StoredPhoneNumber | null;
}

export interface StoredPersonAddress {
  address1: string | null;
  address2: string | null;
  suburb: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string;
}

/**
 * A person known to an organisation: member, prospect or staff member (spec 1 §3, spec 2 §3).
 * Names are searched by prefix, so each has a lower-case `text_pattern_ops` index.
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
    mobilePhone: jsonb().$type<StoredPhoneNumber>(),
    homePhone: jsonb().$type<StoredPhoneNumber>(),
    emergencyContact: jsonb().$type<StoredEmergencyContact>(),
    address: jsonb().$type<StoredPersonAddress>(),
    /** Free tags shown on lists; 'overdue' is set by billing. */
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    emailOptin: boolean().notNull().default(true),
    smsOptin: boolean().notNull().default(true),
    vaccinationCertSightedOn: timestamp({ withTimezone: true }),
    vaccinationPassExpiryDate: timestamp({ withTimezone: true }),
    homeBranchId: uuid(),
    /** Storage key of the profile image; `hasImage` is derived from it. */
    imageKey: text(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('persons_tenant_key').on(t.applicationId, t.id),
    foreignKey({
      columns: [t.applicationId, t.homeBranchId],
      foreignColumns: [branches.applicationId, branches.id],
    }),
    index('persons_home_branch_idx').on(t.applicationId, t.homeBranchId),
    index('persons_first_name_prefix_idx').on(t.applicationId, sql`lower(${t.firstName}) text_pattern_ops`),
    index('persons_last_name_prefix_idx').on(t.applicationId, sql`lower(${t.lastName}) text_pattern_ops`),
    index('persons_email_idx').on(t.applicationId, sql`lower(${t.email})`),
    index('persons_created_idx').on(t.applicationId, t.createdAt),
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
  },
  (t) => [
    uniqueIndex('person_branch_roles_key').on(t.applicationId, t.personId, t.branchId, t.roleType),
    index('person_branch_roles_branch_idx').on(t.applicationId, t.branchId, t.roleType),
    foreignKey({
      columns: [t.applicationId, t.personId],
      foreignColumns: [persons.applicationId, persons.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.applicationId, t.branchId],
      foreignColumns: [branches.applicationId, branches.id],
    }).onDelete('cascade'),
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
    foreignKey({
      columns: [t.applicationId, t.personId],
      foreignColumns: [persons.applicationId, persons.id],
    }).onDelete('cascade'),
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
    foreignKey({
      columns: [t.applicationId, t.personId],
      foreignColumns: [persons.applicationId, persons.id],
    }).onDelete('cascade'),
    tenantIsolation(),
  ],
);
