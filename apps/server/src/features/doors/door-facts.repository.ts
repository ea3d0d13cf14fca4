import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { type LedgerEntryFields, ledgerEntriesJson } from '../billing/public.ts';
import type { MembershipFacts } from './entry-membership.ts';

/*
 * What an online door decision reads, in two statements whatever the person holds (bench/README.md
 * "Door decisions and the live channel": at 200 swipes a second the round trips were the cost).
 * The first takes the holder's membership locks; the second, a new snapshot taken after them,
 * reads what a concurrent swipe of the same person may have just committed (a visit taken, an
 * arrival that makes this one a re-entry, the same swipe id sent twice).
 */

/** A swipe the door had already sent: its stored decision. */
export interface StoredSwipe {
  id: string;
  granted: boolean;
  tags: string[];
  reason: string | null;
  reasonText: string | null;
  /** The first name of the person it was recorded for; null for an unknown card. */
  firstName: string | null;
}

/** The card's holder, as the door decision reads them. */
interface CardHolder {
  id: string;
  firstName: string;
  /** Epoch milliseconds. */
  vaccinationCertSightedMs: number | null;
  vaccinationPassExpiryMs: number | null;
}

interface BranchDoorSettings {
  timeZone: string | null;
  requireVaccinationCertificate: boolean;
  scheduledRequireVaccinationCertificate: boolean | null;
  scheduledFrom: string | null;
}

function storedSwipeJson(doorId: string, swipeId: string): SQL {
  return sql`(select json_build_object('id', a.id, 'granted', a.granted, 'tags', a.tags, 'reason', a.reason,
                 'reasonText', a.reason_text, 'firstName', p.first_name)
              from arrivals a left join persons p on p.id = a.person_id
              where a.door_id = ${doorId} and a.swipe_id = ${swipeId} limit 1)`;
}

/** The stored decision of a swipe id the door sent before, if any. */
export async function findStoredSwipe(
  tx: Transaction,
  doorId: string,
  swipeId: string,
): Promise<StoredSwipe | null> {
  const { rows } = await tx.execute<{ stored: StoredSwipe | null }>(
    sql`select ${storedSwipeJson(doorId, swipeId)} as stored`,
  );
  return rows[0]?.stored ?? null;
}

export interface SwipeStart {
  stored: StoredSwipe | null;
  holder: CardHolder | null;
  settings: BranchDoorSettings;
}

/**
 * The first statement of a swipe: notes the door's call (at most once a minute: a write per swipe
 * would queue every swipe of the door behind one row lock), finds the card's holder and locks
 * their memberships in id order (two swipes of one person decide one after the other, so the last
 * visit of a pass is taken once, and never in a deadlock), and reads the branch's time zone and
 * vaccination requirement and the swipe id's stored decision. The lock takes every membership
 * that ended less than 366 days before the swipe's UTC day: a superset of what the decision reads
 * in the branch's calendar.
 */
export async function startSwipe(
  tx: Transaction,
  door: { id: string; branchId: string },
  swipe: { swipeId: string; cardNumber: string; at: Date },
): Promise<SwipeStart> {
  const utcDay = swipe.at.toISOString().slice(0, 10);
  const { rows } = await tx.execute<{
    stored: StoredSwipe | null;
    holder: CardHolder | null;
    time_zone: string | null;
    require_vaccination_certificate: boolean | null;
    scheduled_require_vaccination_certificate: boolean | null;
    scheduled_from: string | null;
    locked: number;
    touched: number;
  }>(sql`
    with touched as (
      update doors set last_seen_at = now()
      where id = ${door.id} and (last_seen_at is null or last_seen_at < now() - interval '1 minute')
      returning id),
    holder as (
      select p.id, p.first_name as "firstName",
             (extract(epoch from p.vaccination_cert_sighted_on) * 1000)::float8 as "vaccinationCertSightedMs",
             (extract(epoch from p.vaccination_pass_expiry_date) * 1000)::float8 as "vaccinationPassExpiryMs"
      from access_cards c join persons p on p.id = c.person_id
      where c.card_number = ${swipe.cardNumber}
      limit 1),
    locked as (
      select m.id from memberships m
      where m.person_id = (select id from holder) and (m.end_date is null or m.end_date > ${utcDay}::date - 366)
      order by m.id
      for update of m)
    select ${storedSwipeJson(door.id, swipe.swipeId)} as stored,
           (select row_to_json(holder) from holder) as holder,
           b.time_zone, s.require_vaccination_certificate, s.scheduled_require_vaccination_certificate,
           s.scheduled_from::text,
           (select count(*) from locked)::int as locked, (select count(*) from touched)::int as touched
    from branches b left join branch_access_settings s on s.branch_id = b.id
    where b.id = ${door.branchId}`);
  const row = rows[0];
  if (!row) throw new Error("A door's branch was not found");
  return {
    stored: row.stored,
    holder: row.holder,
    settings: {
      timeZone: row.time_zone,
      requireVaccinationCertificate: row.require_vaccination_certificate ?? false,
      scheduledRequireVaccinationCertificate: row.scheduled_require_vaccination_certificate,
      scheduledFrom: row.scheduled_from,
    },
  };
}

/** A membership with its ledger, as the second statement reads it. */
interface MembershipAtDoor extends MembershipFacts {
  ledger: LedgerEntryFields[];
}

export interface HolderFacts {
  stored: StoredSwipe | null;
  memberHere: boolean;
  /** Their staff role at the branch; null when they do not work there. */
  staff: { active: boolean } | null;
  memberships: MembershipAtDoor[];
  /** Their latest granted arrival at the branch up to the swipe (re-entry). */
  lastGranted: { atMs: number; membershipId: string | null } | null;
}

/**
 * The second statement: after the locks, everything else decideEntry reads of the holder (roles at
 * the branch, memberships not ended a year before `today` with plan, payment setup, pauses and
 * ledger, the last granted arrival), and the swipe id again (a duplicate that held the locks first
 * has committed by now: this statement's snapshot sees it).
 */
export async function holderFacts(
  tx: Transaction,
  query: { personId: string; branchId: string; doorId: string; swipeId: string; today: string; at: Date },
): Promise<HolderFacts> {
  const { personId, branchId, today } = query;
  const { rows } = await tx.execute<{
    stored: StoredSwipe | null;
    member_here: boolean;
    staff_status: string | null;
    disabled: boolean;
    memberships: MembershipAtDoor[];
    last_granted: { atMs: number; membershipId: string | null } | null;
  }>(sql`
    select ${storedSwipeJson(query.doorId, query.swipeId)} as stored,
      exists (select 1 from person_branch_roles r
              where r.person_id = ${personId} and r.branch_id = ${branchId} and r.role_type = 'Member') as member_here,
      (select r.status from person_branch_roles r
       where r.person_id = ${personId} and r.branch_id = ${branchId} and r.role_type = 'StaffMember'
       limit 1) as staff_status,
      exists (select 1 from users u where u.person_id = ${personId} and u.disabled_at is not null) as disabled,
      (select coalesce(json_agg(json_build_object(
          'id', m.id, 'branchId', m.branch_id, 'status', m.status,
          'startDate', m.start_date::text, 'endDate', m.end_date::text,
          'cancellationReason', m.cancellation_reason,
          'allowAccessFrom', m.allow_access_from::text, 'allowAccessUntil', m.allow_access_until::text,
          'numberOfVisitsLeft', m.number_of_visits_left, 'planName', p.name, 'planType', p.type,
          'ddrStatus', a.ddr_status,
          'pauses', (select coalesce(json_agg(json_build_object(
                        'startDate', s.start_date::text, 'endDate', s.end_date::text, 'kind', s.kind)
                        order by s.start_date), '[]'::json)
                     from membership_suspensions s
                     where s.membership_id = m.id and s.end_date > ${today}::date - 1),
          'ledger', ${ledgerEntriesJson(sql`m.id`, today)}) order by m.id), '[]'::json)
       from memberships m
       join membership_plans p on p.id = m.membership_plan_id
       left join membership_billing_accounts a on a.membership_id = m.id
       where m.person_id = ${personId} and (m.end_date is null or m.end_date > ${today}::date - 365)
      ) as memberships,
      (select json_build_object('atMs', (extract(epoch from arrived_at) * 1000)::float8,
                                'membershipId', membership_id)
       from arrivals
       where person_id = ${personId} and branch_id = ${branchId} and granted
         and arrived_at <= ${query.at.toISOString()}::timestamptz
       order by arrived_at desc
       limit 1) as last_granted`);
  const row = rows[0];
  if (!row) throw new Error('The door facts statement returned no row');
  return {
    stored: row.stored,
    memberHere: row.member_here,
    // A staff member is inactive when their role there is, or when their sign-in account is disabled.
    staff: row.staff_status === null ? null : { active: row.staff_status !== 'INACTIVE' && !row.disabled },
    memberships: row.memberships,
    lastGranted: row.last_granted,
  };
}
