/**
 * The calendar week's data (bench/README.md "Calendar week"), shared by calendar-week.ts (the
 * figures) and calendar-week-profile.ts (where the slowest requests go): the test scenario's
 * organisation, ten classes at Wellington and `sessions` sessions in one Monday-to-Sunday week,
 * each with `bookings` bookings, written by PostgreSQL itself.
 */
import { makeClass } from '../../apps/server/src/features/classes/classes.testing.ts';
import type { DatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { makePersons, organisationScenario } from '../../apps/server/src/testing/builders.ts';

/** A Monday-to-Sunday week (the calendar's week view), far from the billing clock's today. */
export const WEEK = { startDate: '2030-03-04', endDate: '2030-03-10' };

// What the calendar's week view asks (apps/web calendar/sessions-api.ts CalendarSessionsQuery), and
// every field of the Session type beside it (the drawer asks those of one session, not of a week).
export const CALENDAR_FIELDS = 'id name date startTime endTime color capacity membersCount isFull';
export const EVERY_FIELD = `id name date startTime endTime startsAt endsAt timeZone capacity branchId allowOnlineBooking
  isRecurring color classAssociated { id name color } staffMember { id firstName lastName }
  membersCount waitlistQueueLength spotsLeft isFull isPast hasAttended canManage`;
export const weekQuery = (
  fields: string,
) => `query Week($branchId: ID!, $startDate: String!, $endDate: String!) {
  getBranchSessions(branchId: $branchId, startDate: $startDate, endDate: $endDate) { ${fields} }
}`;

export async function buildCalendarWeek(
  pools: DatabasePools,
  options: { sessions: number; bookings: number },
) {
  // The organisation, ten classes at Wellington and the members who book.
  const org = await organisationScenario(pools.appDb);
  const branchId = org.branches.wellington.id;
  const { classIds, personIds } = await org.build(async (tx) => {
    const classIds: string[] = [];
    for (let n = 0; n < 10; n++)
      classIds.push((await makeClass(tx, { name: `Class ${n}`, branchIds: [branchId] })).id);
    const persons = await makePersons(tx, options.bookings, { homeBranchId: branchId });
    return { classIds, personIds: persons.map((person) => person.id) };
  });

  // The week's sessions, each its own ONCE series, spread over the seven days on the half hours
  // from 05:00, an hour long, capacity 30, a tenth taught by the front desk; every member booked
  // into every session, the first checked in at a tenth of them. Written by PostgreSQL itself.
  const owner = pools.owner;
  await owner.query(
    `insert into session_series (id, application_id, branch_id, class_id, staff_member_id, capacity, frequency,
       start_date, end_date, start_time, end_time, time_zone, materialised_until)
     select md5('series' || i)::uuid, $1, $2, ($3::uuid[])[1 + i % 10], case when i % 10 = 0 then $4::uuid end, 30,
       'ONCE', d, d, to_char(t, 'HH24:MI'), to_char(t + interval '1 hour', 'HH24:MI'), 'Pacific/Auckland', d
     from generate_series(0, $5 - 1) i,
       lateral (select ($6::date + (i % 7))::date as d, time '05:00' + ((i / 7) % 36) * interval '30 minutes' as t) x`,
    [org.applicationId, branchId, classIds, org.frontDesk.personId, options.sessions, WEEK.startDate],
  );
  await owner.query(
    `insert into sessions (id, application_id, series_id, branch_id, class_id, staff_member_id, capacity, date,
       start_time, end_time, time_zone, starts_at, ends_at, booked_count)
     select md5('session' || s.id)::uuid, s.application_id, s.id, s.branch_id, s.class_id, s.staff_member_id,
       s.capacity, s.start_date, s.start_time, s.end_time, s.time_zone,
       (s.start_date + s.start_time::time) at time zone s.time_zone,
       (s.start_date + s.end_time::time) at time zone s.time_zone, $2
     from session_series s where s.application_id = $1`,
    [org.applicationId, personIds.length],
  );
  await owner.query(
    `insert into session_bookings (application_id, session_id, person_id, status, checked_in_at)
     select s.application_id, s.id, p.id,
       case when p.n = 1 and abs(hashtext(s.id::text)) % 10 = 0 then 'ATTENDED' else 'BOOKED' end,
       case when p.n = 1 and abs(hashtext(s.id::text)) % 10 = 0 then now() end
     from sessions s cross join unnest($2::uuid[]) with ordinality as p(id, n)
     where s.application_id = $1`,
    [org.applicationId, personIds],
  );
  await owner.query('vacuum (analyze)');
  return { org, branchId };
}
