import {
  LATE_CANCEL_FEE_MAX_CENTS,
  PROMOTION_RESULTS,
  SESSION_CAPACITY_MAX,
  SESSION_NAME_MAX,
} from '@clubline/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
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
import { tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';
import { branches } from '../branches/branches.table.ts';
import { classes } from '../classes/classes.table.ts';
import { persons } from '../members/persons/persons.table.ts';
import { memberships } from '../membership-records/memberships.table.ts';

/** HH:MM on the half hour (spec 2 §9 time options); the end may be 24:00 (midnight). */
const HALF_HOUR = `'^([01][0-9]|2[0-3]):(00|30)$|^24:00$'`;
const CAPACITY_MAX = SESSION_CAPACITY_MAX;
const literals = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A schedule as it was defined (spec 2 §3 "Session definition input"): ONCE or WEEKLY from a start
 * date, at a local wall-clock time in the branch's IANA zone (docs/classes.md "Times and
 * recurrence"). Its occurrences are the `sessions` rows; "this and following" ends a series the day
 * before and starts a new one (`splitSeriesAt`).
 */
export const sessionSeries = pgTable(
  'session_series',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    branchId: uuid().notNull(),
    classId: uuid(),
    /** The session's own name when it is made by name rather than for a class. */
    name: text(),
    staffMemberId: uuid(),
    /** Null or 0: no limit (spec 2 §4 "Capacity 0 or none means no limit"). */
    capacity: integer(),
    frequency: text({ enum: ['ONCE', 'WEEKLY'] }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    /** Inclusive; null for a weekly series without an end (occurrences are made ahead by a job). */
    endDate: date({ mode: 'string' }),
    startTime: text().notNull(),
    endTime: text().notNull(),
    /** The branch's zone when the series was defined: the wall-clock times are read in it. */
    timeZone: text().notNull(),
    /** The last date up to which occurrences have been made (the top-up job continues from it). */
    materialisedUntil: date({ mode: 'string' }),
    createdByUserId: uuid(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('session_series_tenant_key').on(t.applicationId, t.id),
    check('session_series_start_time_check', sql`${t.startTime} ~ ${sql.raw(HALF_HOUR)}`),
    check('session_series_end_time_check', sql`${t.endTime} ~ ${sql.raw(HALF_HOUR)}`),
    check('session_series_times_check', sql`${t.startTime} < ${t.endTime}`),
    check('session_series_end_date_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check(
      'session_series_what_check',
      sql`${t.classId} is not null or length(btrim(${t.name})) between 1 and ${sql.raw(String(SESSION_NAME_MAX))}`,
    ),
    check(
      'session_series_capacity_check',
      sql`${t.capacity} is null or ${t.capacity} between 0 and ${sql.raw(String(CAPACITY_MAX))}`,
    ),
    index('session_series_branch_idx').on(t.applicationId, t.branchId),
    tenantReference(t.applicationId, t.branchId, branches).onDelete('cascade'),
    tenantReference(t.applicationId, t.classId, classes),
    tenantReference(t.applicationId, t.staffMemberId, persons),
    tenantIsolation(),
  ],
);

/**
 * One occurrence of a series (spec 2 §3 "Session"): its own date, wall-clock times and zone, and
 * the instants computed from them when it was written (for range queries and staff availability).
 * A removed session is kept, cancelled (iCalendar feeds say STATUS:CANCELLED; activities keep it);
 * `sequence` grows with every change a member's calendar should see.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    seriesId: uuid().notNull(),
    branchId: uuid().notNull(),
    classId: uuid(),
    name: text(),
    staffMemberId: uuid(),
    capacity: integer(),
    date: date({ mode: 'string' }).notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    timeZone: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * Places taken (BOOKED or ATTENDED, not cancelled), kept by the booking statements themselves:
     * a booking increments it with `where capacity is null or capacity = 0 or booked_count <
     * capacity`, so two bookings of the last place cannot both succeed (the check below backs it).
     */
    bookedCount: integer().notNull().default(0),
    /** Members on the waitlist now (not left, not promoted). */
    waitlistCount: integer().notNull().default(0),
    sequence: integer().notNull().default(0),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    unique('sessions_tenant_key').on(t.applicationId, t.id),
    // A series has one occurrence per date (cancelled ones included: a cancelled date is not remade).
    unique('sessions_series_date_key').on(t.applicationId, t.seriesId, t.date),
    // The calendar reads a branch's visible range; availability reads a staff member's.
    index('sessions_branch_range_idx').on(t.applicationId, t.branchId, t.startsAt),
    index('sessions_staff_range_idx')
      .on(t.applicationId, t.staffMemberId, t.startsAt)
      .where(sql`${t.staffMemberId} is not null and ${t.cancelledAt} is null`),
    index('sessions_class_idx').on(t.applicationId, t.classId, t.startsAt),
    check('sessions_start_time_check', sql`${t.startTime} ~ ${sql.raw(HALF_HOUR)}`),
    check('sessions_end_time_check', sql`${t.endTime} ~ ${sql.raw(HALF_HOUR)}`),
    check('sessions_times_check', sql`${t.startTime} < ${t.endTime} and ${t.startsAt} < ${t.endsAt}`),
    check(
      'sessions_what_check',
      sql`${t.classId} is not null or length(btrim(${t.name})) between 1 and ${sql.raw(String(SESSION_NAME_MAX))}`,
    ),
    check(
      'sessions_capacity_check',
      sql`${t.capacity} is null or ${t.capacity} between 0 and ${sql.raw(String(CAPACITY_MAX))}`,
    ),
    check(
      'sessions_booked_count_check',
      sql`${t.bookedCount} >= 0 and (${t.capacity} is null or ${t.capacity} = 0 or ${t.bookedCount} <= ${t.capacity})`,
    ),
    check('sessions_waitlist_count_check', sql`${t.waitlistCount} >= 0`),
    foreignKey({
      name: 'sessions_series_fk',
      columns: [t.applicationId, t.seriesId],
      foreignColumns: [sessionSeries.applicationId, sessionSeries.id],
    }).onDelete('cascade'),
    tenantReference(t.applicationId, t.branchId, branches).onDelete('cascade'),
    tenantReference(t.applicationId, t.classId, classes),
    tenantReference(t.applicationId, t.staffMemberId, persons),
    tenantIsolation(),
  ],
);

/**
 * A member's place in a session (spec 2 §3 "Session member"): BOOKED, then ATTENDED when checked
 * in. A cancelled booking is kept (late-cancellation fees, activities) with when and why.
 */
export const sessionBookings = pgTable(
  'session_bookings',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    sessionId: uuid().notNull(),
    personId: uuid().notNull(),
    status: text({ enum: ['BOOKED', 'ATTENDED'] })
      .notNull()
      .default('BOOKED'),
    /** The membership that let them book (null for a guest or staff). */
    membershipId: uuid(),
    bookedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    bookedByUserId: uuid(),
    /** How the place was taken: STAFF, WAITLIST_PROMOTION, WAITLIST_OFFER, WAITLIST_AUTO. */
    source: text().notNull().default('STAFF'),
    checkedInAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** MEMBER, STAFF_REMOVED, SESSION_REMOVED or SESSION_CHANGED. */
    cancelReason: text(),
    cancelledByUserId: uuid(),
  },
  (t) => [
    unique('session_bookings_tenant_key').on(t.applicationId, t.id),
    // One live booking per member and session, whatever races: the second insert fails.
    uniqueIndex('session_bookings_live_idx')
      .on(t.applicationId, t.sessionId, t.personId)
      .where(sql`${t.cancelledAt} is null`),
    index('session_bookings_person_idx').on(t.applicationId, t.personId, t.bookedAt),
    check('session_bookings_status_check', sql`${t.status} in ('BOOKED', 'ATTENDED')`),
    check('session_bookings_checked_in_check', sql`${t.status} = 'BOOKED' or ${t.checkedInAt} is not null`),
    check('session_bookings_cancel_check', sql`${t.cancelledAt} is null or ${t.status} = 'BOOKED'`),
    foreignKey({
      name: 'session_bookings_session_fk',
      columns: [t.applicationId, t.sessionId],
      foreignColumns: [sessions.applicationId, sessions.id],
    }).onDelete('cascade'),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantReference(t.applicationId, t.membershipId, memberships),
    tenantIsolation(),
  ],
);

/**
 * A member waiting for a place (spec 2 §3 "Waitlist entry"): in the order they joined. Leaving
 * (removed, promoted, declined, session removed) keeps the row with when and why.
 */
export const sessionWaitlistEntries = pgTable(
  'session_waitlist_entries',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    sessionId: uuid().notNull(),
    personId: uuid().notNull(),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    addedByUserId: uuid(),
    lastPromotionAttempt: timestamp({ withTimezone: true }),
    /** What the last attempt came to: one of the domain's PROMOTION_RESULTS. */
    lastPromotionResult: text({ enum: PROMOTION_RESULTS }),
    leftAt: timestamp({ withTimezone: true }),
    /** REMOVED, PROMOTED, OFFER_ACCEPTED, DECLINED or SESSION_REMOVED. */
    leftReason: text(),
  },
  (t) => [
    unique('session_waitlist_entries_tenant_key').on(t.applicationId, t.id),
    uniqueIndex('session_waitlist_entries_live_idx')
      .on(t.applicationId, t.sessionId, t.personId)
      .where(sql`${t.leftAt} is null`),
    index('session_waitlist_entries_queue_idx')
      .on(t.applicationId, t.sessionId, t.joinedAt)
      .where(sql`${t.leftAt} is null`),
    check(
      'session_waitlist_entries_result_check',
      sql`${t.lastPromotionResult} is null or ${t.lastPromotionResult} in (${literals(PROMOTION_RESULTS)})`,
    ),
    index('session_waitlist_entries_person_idx').on(t.applicationId, t.personId, t.joinedAt),
    foreignKey({
      name: 'session_waitlist_entries_session_fk',
      columns: [t.applicationId, t.sessionId],
      foreignColumns: [sessions.applicationId, sessions.id],
    }).onDelete('cascade'),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/**
 * A freed place offered to the first member waiting (docs/classes.md "Waitlist offers"), held
 * until `expiresAt`. One offer per entry, ever (an expired offer is not made again); the signed link names it.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    entryId: uuid().notNull(),
    sessionId: uuid().notNull(),
    personId: uuid().notNull(),
    offeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: ['OFFERED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN'] })
      .notNull()
      .default('OFFERED'),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('waitlist_offers_entry_key').on(t.applicationId, t.entryId),
    index('waitlist_offers_expiry_idx').on(t.applicationId, t.expiresAt).where(sql`${t.status} = 'OFFERED'`),
    index('waitlist_offers_session_idx').on(t.applicationId, t.sessionId),
    check(
      'waitlist_offers_status_check',
      sql`${t.status} in ('OFFERED', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'WITHDRAWN')`,
    ),
    check('waitlist_offers_expiry_check', sql`${t.expiresAt} > ${t.offeredAt}`),
    foreignKey({
      name: 'waitlist_offers_entry_fk',
      columns: [t.applicationId, t.entryId],
      foreignColumns: [sessionWaitlistEntries.applicationId, sessionWaitlistEntries.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_offers_session_fk',
      columns: [t.applicationId, t.sessionId],
      foreignColumns: [sessions.applicationId, sessions.id],
    }).onDelete('cascade'),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/**
 * A late cancellation or no-show (docs/classes.md "Late cancellations and no-shows"): one per
 * booking, whatever runs twice. CHARGED names the ledger charge; FREE used a free waiver; WAIVED
 * was charged and then waived by staff (a credit in the ledger).
 */
export const sessionFees = pgTable(
  'session_fees',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    bookingId: uuid().notNull(),
    personId: uuid().notNull(),
    kind: text({ enum: ['LATE_CANCELLATION', 'NO_SHOW'] }).notNull(),
    outcome: text({ enum: ['CHARGED', 'FREE', 'WAIVED'] }).notNull(),
    amountCents: integer().notNull(),
    /** The membership whose billing account was charged (null for FREE). */
    membershipId: uuid(),
    incidentAt: timestamp({ withTimezone: true }).notNull(),
    waivedAt: timestamp({ withTimezone: true }),
    waivedByUserId: uuid(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    unique('session_fees_booking_key').on(t.applicationId, t.bookingId),
    index('session_fees_person_idx').on(t.applicationId, t.personId, t.incidentAt),
    check('session_fees_kind_check', sql`${t.kind} in ('LATE_CANCELLATION', 'NO_SHOW')`),
    check('session_fees_outcome_check', sql`${t.outcome} in ('CHARGED', 'FREE', 'WAIVED')`),
    check(
      'session_fees_amount_check',
      sql`${t.amountCents} between 0 and ${sql.raw(String(LATE_CANCEL_FEE_MAX_CENTS))}`,
    ),
    check('session_fees_charged_check', sql`${t.outcome} = 'FREE' or ${t.membershipId} is not null`),
    foreignKey({
      name: 'session_fees_booking_fk',
      columns: [t.applicationId, t.bookingId],
      foreignColumns: [sessionBookings.applicationId, sessionBookings.id],
    }).onDelete('cascade'),
    tenantReference(t.applicationId, t.personId, persons).onDelete('cascade'),
    tenantReference(t.applicationId, t.membershipId, memberships),
    tenantIsolation(),
  ],
);
