import type { BookingAudience, BookingMembership, PlanType, WaitlistStatus } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';

/** The session as a booking reads it, locked for the transaction when asked. */
export interface BookingSessionRow {
  id: string;
  applicationId: string;
  branchId: string;
  classId: string | null;
  date: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  bookedCount: number;
  waitlistCount: number;
}

interface SessionRecord extends Record<string, unknown> {
  id: string;
  application_id: string;
  branch_id: string;
  class_id: string | null;
  date: string;
  starts_at: string;
  ends_at: string;
  capacity: number | null;
  booked_count: number;
  waitlist_count: number;
}

/**
 * A live (not cancelled) session, or undefined. With `lock`, its row is locked FOR UPDATE: every
 * booking decision of one session then runs after the previous one committed, on the counts it
 * left (the capacity itself is held by `takePlace`'s statement whatever the caller does).
 */
export async function findBookingSession(
  tx: Transaction,
  sessionId: string,
  options: { lock: boolean },
): Promise<BookingSessionRow | undefined> {
  const { rows } = await tx.execute<SessionRecord>(sql`
    select id, application_id, branch_id, class_id, date::text as date, starts_at, ends_at, capacity,
           booked_count, waitlist_count
    from sessions
    where id = ${sessionId} and cancelled_at is null
    ${options.lock ? sql`for update` : sql``}
  `);
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    applicationId: row.application_id,
    branchId: row.branch_id,
    classId: row.class_id,
    date: row.date,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    capacity: row.capacity,
    bookedCount: row.booked_count,
    waitlistCount: row.waitlist_count,
  };
}

/** The class's booking rules, null when the class no longer exists. */
interface BookingClassRow {
  allowBookingsFrom: BookingAudience;
  bookingByMembership: boolean;
  membershipPlans: string[];
  waitlistStatus: WaitlistStatus;
  waitlistLimit: number | null;
}

/** What a booking reads of the person, the class and the session's other holds. */
export interface BookingPersonFacts {
  personExists: boolean;
  staffHere: boolean;
  memberHere: boolean;
  memberships: BookingMembership[];
  /** Their live booking of the session. */
  booking: { id: string; status: 'BOOKED' | 'ATTENDED' } | null;
  /** Their live waitlist entry of the session. */
  waitlistEntryId: string | null;
  holdsOffer: boolean;
  /** Unanswered offers of a place in the session, not yet expired (theirs included). */
  heldOffers: number;
  bookingClass: BookingClassRow | null;
}

interface FactsRecord extends Record<string, unknown> {
  person_id: string;
  staff_here: boolean;
  member_here: boolean;
  memberships: {
    id: string;
    planId: string;
    branchId: string;
    planType: PlanType;
    status: string;
    startDate: string;
    endDate: string | null;
    cancellationReason: string | null;
    allowAccessFrom: string | null;
    allowAccessUntil: string | null;
    numberOfVisitsLeft: number | null;
    pauses: { startDate: string; endDate: string; kind: 'SUSPENSION' | 'FREE_PERIOD' }[];
  }[];
  booking: { id: string; status: 'BOOKED' | 'ATTENDED' } | null;
  waitlist_entry_id: string | null;
  holds_offer: boolean;
  held_offers: number;
  booking_class: BookingClassRow | null;
}

/** What `findBookingFacts` says of someone the organisation does not hold. */
const NOBODY: BookingPersonFacts = {
  personExists: false,
  staffHere: false,
  memberHere: false,
  memberships: [],
  booking: null,
  waitlistEntryId: null,
  holdsOffer: false,
  heldOffers: 0,
  bookingClass: null,
};

/**
 * Everything `decideBooking` reads besides the session, for one person: `findBookingFactsOfPersons`
 * for them alone. Someone the organisation does not hold reads as `personExists: false`.
 */
export async function findBookingFacts(
  tx: Transaction,
  session: BookingSessionRow,
  personId: string,
): Promise<BookingPersonFacts> {
  const facts = await findBookingFactsOfPersons(tx, session, [personId]);
  return facts.get(personId) ?? NOBODY;
}

/**
 * Everything `decideBooking` reads besides the session, in one statement for every person given
 * (ids must be UUIDs; those of nobody in the organisation are left out of the map): the person's
 * roles at the session's branch (active staff there; a Member role there, under which all their
 * memberships count, as at the door), their memberships not over on the session's day with plan,
 * Unblock window, visits left and pauses covering that day, their live booking and waitlist entry,
 * the open offers of the session and the class's booking rules. The booking itself reads one
 * person; the desk's picker reads the people a search found, so that it offers only those the
 * same rule lets book. This repeats the door's reading of memberships (doors' facts statement, a
 * feature on our floor that we may not import); the judgement itself is the domain's
 * (`membershipCountsForBooking`).
 */
export async function findBookingFactsOfPersons(
  tx: Transaction,
  session: BookingSessionRow,
  personIds: readonly string[],
): Promise<Map<string, BookingPersonFacts>> {
  const day = session.date;
  const { rows } = await tx.execute<FactsRecord>(sql`
    select
      p.id as person_id,
      exists (select 1 from person_branch_roles r left join users u on u.person_id = r.person_id
              where r.person_id = p.id and r.branch_id = ${session.branchId}
                and r.role_type = 'StaffMember' and r.status <> 'INACTIVE' and u.disabled_at is null) as staff_here,
      exists (select 1 from person_branch_roles r
              where r.person_id = p.id and r.branch_id = ${session.branchId} and r.role_type = 'Member') as member_here,
      (select coalesce(json_agg(json_build_object(
          'id', m.id, 'planId', m.membership_plan_id, 'branchId', m.branch_id, 'planType', mp.type,
          'status', m.status, 'startDate', m.start_date::text, 'endDate', m.end_date::text,
          'cancellationReason', m.cancellation_reason,
          'allowAccessFrom', m.allow_access_from::text, 'allowAccessUntil', m.allow_access_until::text,
          'numberOfVisitsLeft', m.number_of_visits_left,
          'pauses', (select coalesce(json_agg(json_build_object(
                        'startDate', s.start_date::text, 'endDate', s.end_date::text, 'kind', s.kind)
                        order by s.start_date), '[]'::json)
                     from membership_suspensions s
                     where s.membership_id = m.id and s.start_date <= ${day}::date and s.end_date > ${day}::date))
          order by m.id), '[]'::json)
       from memberships m
       join membership_plans mp on mp.id = m.membership_plan_id
       where m.person_id = p.id and m.start_date <= ${day}::date
         and (m.end_date is null or m.end_date > ${day}::date)) as memberships,
      (select json_build_object('id', b.id, 'status', b.status) from session_bookings b
       where b.session_id = ${session.id} and b.person_id = p.id and b.cancelled_at is null) as booking,
      (select e.id from session_waitlist_entries e
       where e.session_id = ${session.id} and e.person_id = p.id and e.left_at is null) as waitlist_entry_id,
      exists (select 1 from waitlist_offers o
              where o.session_id = ${session.id} and o.person_id = p.id
                and o.status = 'OFFERED' and o.expires_at > now()) as holds_offer,
      (select count(*)::int from waitlist_offers o
       where o.session_id = ${session.id} and o.status = 'OFFERED' and o.expires_at > now()) as held_offers,
      (select json_build_object(
          'allowBookingsFrom', c.allow_bookings_from, 'bookingByMembership', c.booking_by_membership,
          'waitlistStatus', c.waitlist_status, 'waitlistLimit', c.waitlist_limit,
          'membershipPlans', (select coalesce(json_agg(cp.membership_plan_id), '[]'::json)
                              from class_membership_plans cp where cp.class_id = c.id))
       from classes c where c.id = ${session.classId}) as booking_class
    from persons p
    where p.id = any(${sql.param([...personIds])}::uuid[])
  `);
  return new Map(
    rows.map((row) => [
      row.person_id,
      {
        personExists: true,
        staffHere: row.staff_here,
        memberHere: row.member_here,
        memberships: row.memberships,
        booking: row.booking,
        waitlistEntryId: row.waitlist_entry_id,
        holdsOffer: row.holds_offer,
        heldOffers: row.held_offers,
        bookingClass: row.booking_class,
      },
    ]),
  );
}
