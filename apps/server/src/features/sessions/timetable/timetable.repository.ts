import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';

export interface TimetableBranchRow {
  id: string;
  name: string;
  timeZone: string;
}

/** One session as the public timetable shows it: no member, only how many places are left. */
export interface TimetableSessionRow {
  date: string;
  startTime: string;
  endTime: string;
  name: string;
  color: string | null;
  teacherFirstName: string | null;
  capacity: number | null;
  bookedCount: number;
  waitlistOpen: boolean;
  endsAt: Date;
}

/** The branch of the current organisation (RLS), or null. */
export async function findTimetableBranch(
  tx: Transaction,
  branchId: string,
): Promise<TimetableBranchRow | null> {
  const result = await tx.execute<{ id: string; name: string; time_zone: string }>(
    sql`select id, name, time_zone from branches where id = ${branchId}`,
  );
  const row = result.rows[0];
  return row ? { id: row.id, name: row.name, timeZone: row.time_zone } : null;
}

/**
 * The branch's sessions starting in [from, to), not cancelled, in order: one statement on the
 * calendar's index (organisation, branch, starts_at). The teacher's first name only.
 */
export async function timetableSessions(
  tx: Transaction,
  branchId: string,
  from: Date,
  to: Date,
): Promise<TimetableSessionRow[]> {
  const result = await tx.execute<{
    date: string;
    start_time: string;
    end_time: string;
    name: string;
    color: string | null;
    teacher_first_name: string | null;
    capacity: number | null;
    booked_count: number;
    waitlist_open: boolean;
    ends_at: string;
  }>(sql`
    select s.date::text, s.start_time, s.end_time, coalesce(c.name, s.name) as name, c.color,
      p.first_name as teacher_first_name, s.capacity, s.booked_count,
      coalesce(c.waitlist_status = 'ENABLED', false) as waitlist_open, s.ends_at
    from sessions s
    left join classes c on c.id = s.class_id
    left join persons p on p.id = s.staff_member_id
    where s.branch_id = ${branchId} and s.starts_at >= ${from.toISOString()}
      and s.starts_at < ${to.toISOString()} and s.cancelled_at is null
    order by s.starts_at, s.id`);
  return result.rows.map((row) => ({
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    name: row.name,
    color: row.color,
    teacherFirstName: row.teacher_first_name,
    capacity: row.capacity,
    bookedCount: row.booked_count,
    waitlistOpen: row.waitlist_open,
    endsAt: new Date(row.ends_at),
  }));
}
