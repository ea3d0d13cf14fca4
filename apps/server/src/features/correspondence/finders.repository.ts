import type { CorrespondenceChannel, CorrespondenceType, StoredPhone } from '@clubline/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';

/**
 * The finders (docs/correspondence.md "Who is due"): for one rule of one branch on one of the
 * branch's days, the people it is due to and the occasion each is due for. The daily run sends
 * to exactly these rows and "Who would get this today?" counts them, so the two cannot disagree.
 * They read other features' tables by SQL only (read-only, one statement per rule, so a branch of
 * 20,000 members is found in milliseconds).
 */

export interface DueRule {
  id: string | null;
  type: CorrespondenceType;
  channel: CorrespondenceChannel;
  daysPrior: number | null;
}

export interface DuePerson {
  personId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  mobilePhone: StoredPhone | null;
  occasionKey: string;
  suspensionEndDate: string | null;
  sessionName: string | null;
  sessionStart: string | null;
  sessionMinutes: number | null;
}

/** Engagement types share the frequency cap (docs/correspondence.md "Frequency cap"). */
const CAPPED_TYPES: readonly CorrespondenceType[] = [
  'BIRTHDAY',
  'NEW_JOINER',
  '3_WEEKS_NON_ATTENDANCE',
  '6_WEEKS_NON_ATTENDANCE',
];
/** One capped message per member and channel in this many days. */
const CAP_DAYS = 7;

/** Home-branch members of the branch whose membership role is live (not a prospect or inactive). */
const homeMembers = (branchId: string) => sql`
  select p.id as person_id from persons p
  join person_branch_roles r on r.application_id = p.application_id and r.person_id = p.id
    and r.branch_id = p.home_branch_id and r.role_type = 'Member' and r.status in ('MEMBER', 'SUSPENDED', 'BLOCKED')
  where p.home_branch_id = ${branchId}::uuid`;

const LIVE_MEMBERSHIP = sql`m.status in ('ACTIVE', 'IN_PROGRESS', 'SUSPENDED', 'FREE_PERIOD', 'BLOCKED')`;

/**
 * Each type's due occasions: person_id, occasion_key and the merge values of the occasion. `day`
 * is the branch's calendar day of the run, `target` that day plus daysPrior.
 */
function dueOccasions(rule: DueRule, branchId: string, day: string, timeZone: string): SQL | null {
  const target = sql`(${day}::date + ${rule.daysPrior ?? 0}::int)`;
  const none = sql`null::date as suspension_end_date, null::text as session_name, null::timestamptz as session_start, null::int as session_minutes`;
  switch (rule.type) {
    case 'BIRTHDAY':
      // 29 February birthdays are kept on 28 February in other years.
      return sql`select h.person_id, extract(year from ${target})::text as occasion_key, ${none}
        from (${homeMembers(branchId)}) h join persons p on p.id = h.person_id
        where p.date_of_birth is not null and (
          to_char(p.date_of_birth, 'MM-DD') = to_char(${target}, 'MM-DD')
          or (to_char(p.date_of_birth, 'MM-DD') = '02-29' and to_char(${target}, 'MM-DD') = '02-28'
              and extract(day from (date_trunc('year', ${target}) + interval '1 month 28 days')) <> 29))`;
    case 'NEW_JOINER':
      // The first membership at the branch started within the last week (a run missed is caught up).
      return sql`select h.person_id, 'joined' as occasion_key, ${none}
        from (${homeMembers(branchId)}) h
        where (select min(m.start_date) from memberships m where m.person_id = h.person_id and m.branch_id = ${branchId}::uuid)
          between ${day}::date - 6 and ${day}::date`;
    case 'MEMBERSHIP_ENDING':
      return sql`select m.person_id, m.id::text || ':' || m.end_date::text as occasion_key, ${none}
        from memberships m join (${homeMembers(branchId)}) h on h.person_id = m.person_id
        where m.branch_id = ${branchId}::uuid and m.end_date = ${target} and ${LIVE_MEMBERSHIP}`;
    case 'SUSPENSION_STARTING':
    case 'SUSPENSION_ENDING':
    case 'MEMBER_COMING_OFF_SUSPENSION': {
      const column = rule.type === 'SUSPENSION_STARTING' ? sql`s.start_date` : sql`s.end_date`;
      return sql`select m.person_id, s.id::text as occasion_key, s.end_date as suspension_end_date,
          null::text as session_name, null::timestamptz as session_start, null::int as session_minutes
        from membership_suspensions s join memberships m on m.application_id = s.application_id and m.id = s.membership_id
        join (${homeMembers(branchId)}) h on h.person_id = m.person_id
        where m.branch_id = ${branchId}::uuid and s.kind = 'SUSPENSION' and ${column} = ${target} and ${LIVE_MEMBERSHIP}`;
    }
    case '3_WEEKS_NON_ATTENDANCE':
    case '6_WEEKS_NON_ATTENDANCE': {
      // Once per absence: the occasion is the last visit, so a member who comes back and stays
      // away again is missed again. 3 weeks covers days 21–41 of absence, 6 weeks days 42–89.
      const [from, until] = rule.type === '3_WEEKS_NON_ATTENDANCE' ? [21, 42] : [42, 90];
      return sql`select h.person_id, 'since:' || (r.last_visit_at at time zone ${timeZone})::date::text as occasion_key, ${none}
        from (${homeMembers(branchId)}) h
        join person_branch_roles r on r.person_id = h.person_id and r.branch_id = ${branchId}::uuid and r.role_type = 'Member'
        where r.status = 'MEMBER' and r.last_visit_at is not null
          and (r.last_visit_at at time zone ${timeZone})::date <= ${day}::date - ${from}::int
          and (r.last_visit_at at time zone ${timeZone})::date > ${day}::date - ${until}::int`;
    }
    case 'UPCOMING_CLASS_BOOKING':
      // Anyone booked at the branch, home member or not.
      return sql`select b.person_id, b.id::text as occasion_key, null::date as suspension_end_date,
          coalesce(c.name, s.name, 'Class') as session_name, s.starts_at as session_start,
          (extract(epoch from (s.ends_at - s.starts_at)) / 60)::int as session_minutes
        from session_bookings b join sessions s on s.application_id = b.application_id and s.id = b.session_id
        left join classes c on c.application_id = s.application_id and c.id = s.class_id
        where s.branch_id = ${branchId}::uuid and s.date = ${target} and s.cancelled_at is null
          and b.cancelled_at is null and b.status = 'BOOKED'`;
    case 'PAYMENT_DISHONOURED':
      return sql`select m.person_id, l.id::text as occasion_key, ${none}
        from ledger_entries l join memberships m on m.application_id = l.application_id and m.id = l.membership_id
        where m.branch_id = ${branchId}::uuid and l.type = 'DEBIT_DISHONOURED' and l.date between ${day}::date - 3 and ${day}::date`;
    default:
      // Waitlist emails follow waitlist events, not the day (docs/correspondence.md).
      return null;
  }
}

/**
 * Who the rule is due to today and would be sent: the occasions above, less those already in the
 * send log, people without the channel's address, people who opted out (marketing types only;
 * transactional notices are never suppressed), and people the frequency cap holds back.
 */
export async function findDue(
  tx: Transaction,
  rule: DueRule,
  branch: { id: string; timeZone: string },
  day: string,
  options: { marketing: boolean; limit?: number },
): Promise<DuePerson[]> {
  const due = dueOccasions(rule, branch.id, day, branch.timeZone);
  if (!due) return [];
  const email = rule.channel === 'EMAIL';
  const contact = email ? sql`p.email is not null and p.email <> ''` : sql`p.mobile_phone is not null`;
  const consent = !options.marketing ? sql`true` : email ? sql`p.email_optin` : sql`p.sms_optin`;
  const logged = rule.id
    ? sql`not exists (select 1 from correspondence_sends l where l.rule_id = ${rule.id}::uuid
        and l.person_id = d.person_id and l.occasion_key = d.occasion_key)`
    : sql`true`;
  const capped = CAPPED_TYPES.includes(rule.type)
    ? sql`not exists (select 1 from correspondence_sends c where c.branch_id = ${branch.id}::uuid
        and c.run_date > ${day}::date - ${CAP_DAYS}::int and c.run_date <= ${day}::date
        and c.channel = ${rule.channel} and c.type in (${sql.join(
          CAPPED_TYPES.map((type) => sql`${type}`),
          sql`, `,
        )}) and c.person_id = d.person_id)`
    : sql`true`;
  const limit = options.limit === undefined ? sql`` : sql`limit ${options.limit}`;
  const result = await tx.execute<Record<string, unknown>>(sql`
    select distinct on (d.person_id, d.occasion_key) d.person_id, d.occasion_key, p.first_name, p.last_name, p.email,
      p.mobile_phone, d.suspension_end_date::text as suspension_end_date, d.session_name, d.session_start, d.session_minutes
    from (${due}) d join persons p on p.id = d.person_id
    where ${contact} and ${consent} and ${logged} and ${capped}
    order by d.person_id, d.occasion_key
    ${limit}`);
  return result.rows.map((row) => ({
    personId: String(row.person_id),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: row.email === null ? null : String(row.email),
    mobilePhone: (row.mobile_phone ?? null) as StoredPhone | null,
    occasionKey: String(row.occasion_key),
    suspensionEndDate: row.suspension_end_date === null ? null : String(row.suspension_end_date),
    sessionName: row.session_name === null ? null : String(row.session_name),
    sessionStart: row.session_start === null ? null : new Date(String(row.session_start)).toISOString(),
    sessionMinutes: row.session_minutes === null ? null : Number(row.session_minutes),
  }));
}

/** A live home member of the branch, first by name: whom a preview is rendered for when nobody is due. */
export async function sampleMember(tx: Transaction, branchId: string): Promise<DuePerson | null> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select p.id, p.first_name, p.last_name, p.email, p.mobile_phone from (${homeMembers(branchId)}) h
    join persons p on p.id = h.person_id
    order by p.search_first_name, p.search_last_name, p.id limit 1`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    personId: String(row.id),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: row.email === null ? null : String(row.email),
    mobilePhone: (row.mobile_phone ?? null) as StoredPhone | null,
    occasionKey: 'preview',
    suspensionEndDate: null,
    sessionName: null,
    sessionStart: null,
    sessionMinutes: null,
  };
}
