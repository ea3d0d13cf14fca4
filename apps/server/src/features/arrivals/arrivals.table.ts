import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, idColumn } from '../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';
import { doors } from '../access-control/doors.table.ts';
import { branches } from '../branches/branches.table.ts';
import { persons } from '../members/persons/persons.table.ts';
import { memberships } from '../membership-records/memberships.table.ts';

/**
 * A person arriving at a branch (a door swipe or a manual arrival): a visit in activities. Every
 * door decision is stored, denials too; a card nobody holds gives a denied arrival with no person.
 */
export const arrivals = pgTable(
  'arrivals',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    /** Null only for a card that matched nobody (reason UNKNOWN_CARD). */
    personId: uuid(),
    branchId: uuid().notNull(),
    /** When the person stood at the door (the door's clock; for an offline swipe, its own time). */
    arrivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    departedAt: timestamp({ withTimezone: true }),
    /** Arrival tags of spec 1 §4.2 (PAID, OVERDUE, DENIED, MANUAL, …). */
    tags: text().array().notNull().default([]),
    granted: boolean().notNull().default(true),
    /** The door that decided; null for a manual arrival or the seed. */
    doorId: uuid(),
    /** The door's id for the swipe: a retried or re-uploaded swipe finds the stored decision. */
    swipeId: text(),
    /** Why entry was denied: a code of the domain's denial catalogue (DENIAL_REASONS). */
    reason: text(),
    /**
     * The reason's sentence as the door said it then, with its facts ("Membership suspended until
     * 12 Jan"): the facts change later (the debt is paid, the suspension moves), the sentence stays.
     */
    reasonText: text(),
    /** The card (or barcode) swiped, as the door sent it. */
    cardNumber: text(),
    /** What the entry counted against (e.g. the visit pass that lost a visit). */
    membershipId: uuid(),
    /** When the server stored it (after an outage, later than arrivedAt). */
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The staff user who added a manual arrival. */
    recordedByUserId: uuid(),
    /** The door decided from its allow-list while the server could not be reached. */
    decidedOffline: boolean().notNull().default(false),
  },
  (t) => [
    index('arrivals_person_idx').on(t.applicationId, t.personId, t.arrivedAt),
    // A branch's arrivals by time; `granted` last so a custom report's visit totals over a range
    // read this index alone (an index-only scan: reports/custom, docs/reports.md "Custom reports").
    index('arrivals_branch_idx').on(t.applicationId, t.branchId, t.arrivedAt, t.granted),
    // A branch's visits by time with what the visit reports show (person, departure; id for their
    // stable order): contact tracing, high usage and member visit read this index alone instead of
    // one heap page per arrival (docs/reports.md "Standard reports"). departedAt is never updated.
    index('arrivals_granted_branch_idx')
      .on(t.applicationId, t.branchId, t.arrivedAt, t.id, t.personId, t.departedAt)
      .where(sql`${t.granted}`),
    // Idempotency of door swipes: one arrival per swipe id and door.
    uniqueIndex('arrivals_door_swipe_idx')
      .on(t.applicationId, t.doorId, t.swipeId)
      .where(sql`${t.swipeId} is not null`),
    // The arrivals page's "denied" and "denied for this reason" filters at millions of rows.
    index('arrivals_branch_reason_idx')
      .on(t.applicationId, t.branchId, t.reason, t.arrivedAt)
      .where(sql`${t.reason} is not null`),
    // Visits counted against a membership (a visit pass's use).
    index('arrivals_membership_idx')
      .on(t.applicationId, t.membershipId, t.arrivedAt)
      .where(sql`${t.membershipId} is not null`),
    check('arrivals_swipe_id_check', sql`${t.swipeId} is null or length(${t.swipeId}) between 1 and 100`),
    check('arrivals_swipe_door_check', sql`${t.swipeId} is null or ${t.doorId} is not null`),
    check('arrivals_reason_check', sql`${t.reason} is null or ${t.reason} ~ '^[A-Z][A-Z_]{0,63}$'`),
    check('arrivals_reason_text_check', sql`${t.reasonText} is null or length(${t.reasonText}) <= 300`),
    check('arrivals_card_number_check', sql`${t.cardNumber} is null or length(${t.cardNumber}) <= 200`),
    check('arrivals_person_check', sql`${t.personId} is not null or not ${t.granted}`),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantReference(t.applicationId, t.branchId, branches),
    tenantReference(t.applicationId, t.doorId, doors),
    tenantReference(t.applicationId, t.membershipId, memberships),
    tenantIsolation(),
  ],
);
