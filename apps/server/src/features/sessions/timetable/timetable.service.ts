import { calendarRange, isUuid, spotsLeftText, todayIn, weekStart } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { findApplicationByDomain } from '../../organisation/public.ts';
import { findTimetableBranch, type TimetableSessionRow, timetableSessions } from './timetable.repository.ts';

/** One session on the page: what a member choosing a class needs, and no one's name but the teacher's. */
export interface TimetableEntry {
  startTime: string;
  endTime: string;
  name: string;
  color: string | null;
  teacher: string | null;
  spotsLeft: string;
  full: boolean;
  waitlistOpen: boolean;
  /** Its end has passed: places no longer matter. */
  finished: boolean;
}

interface TimetableDay {
  date: string;
  entries: TimetableEntry[];
}

export interface TimetableView {
  branchName: string;
  timeZone: string;
  /** The Monday shown. */
  weekStart: string;
  thisWeek: string;
  previousWeek: string;
  nextWeek: string;
  days: TimetableDay[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The calendar's own bounds for a date in an address (docs/classes.md "The calendar"). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;
const DAYS_PER_WEEK = 7;

/** The Monday of the week asked for, or null when the text is not a real day of 1900–2200. */
export function requestedWeek(text: string | undefined): Temporal.PlainDate | null {
  if (text === undefined || !ISO_DATE.test(text)) return null;
  try {
    const date = Temporal.PlainDate.from(text, { overflow: 'reject' });
    if (date.year < FIRST_YEAR || date.year > LAST_YEAR) return null;
    return weekStart(date);
  } catch {
    return null;
  }
}

/**
 * The organisation a member domain names: its first label is the organisation's domain, as for the
 * staff site (`demo.example.com`, and `demo.localhost` on a development machine).
 */
function organisationLabel(host: string | undefined): string | null {
  const label = host?.split('.')[0]?.toLowerCase();
  return label && /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label) ? label : null;
}

function entryOf(row: TimetableSessionRow, now: Temporal.Instant): TimetableEntry {
  const full = row.capacity !== null && row.capacity > 0 && row.bookedCount >= row.capacity;
  return {
    startTime: row.startTime,
    endTime: row.endTime,
    name: row.name,
    color: row.color,
    teacher: row.teacherFirstName,
    spotsLeft: spotsLeftText(row.capacity, row.bookedCount),
    full,
    waitlistOpen: row.waitlistOpen,
    finished: row.endsAt.getTime() <= now.epochMilliseconds,
  };
}

/**
 * The week's timetable of a branch of the organisation the host names, or null when the host names
 * no organisation or the branch is not one of its own (another organisation's branch reads as not
 * found: row-level security answers for the tenant the host named, never the branch's own).
 */
export async function branchTimetable(
  db: Database,
  request: { host: string | undefined; branchId: string; week: string | undefined; now?: Temporal.Instant },
): Promise<TimetableView | null> {
  const label = organisationLabel(request.host);
  if (!label || !isUuid(request.branchId)) return null;
  const application = await findApplicationByDomain(db, label);
  if (!application) return null;
  return withTenant(db, application.id, async (tx) => {
    const branch = await findTimetableBranch(tx, request.branchId);
    if (!branch) return null;
    const thisWeek = weekStart(todayIn(branch.timeZone, request.now));
    const monday = requestedWeek(request.week) ?? thisWeek;
    const range = calendarRange('week', monday.toString(), branch.timeZone);
    const rows = await timetableSessions(
      tx,
      branch.id,
      new Date(range.from.epochMilliseconds),
      new Date(range.to.epochMilliseconds),
    );
    const days: TimetableDay[] = Array.from({ length: DAYS_PER_WEEK }, (_, n) => ({
      date: monday.add({ days: n }).toString(),
      entries: [],
    }));
    const now = request.now ?? Temporal.Now.instant();
    for (const row of rows) days.find((day) => day.date === row.date)?.entries.push(entryOf(row, now));
    return {
      branchName: branch.name,
      timeZone: branch.timeZone,
      weekStart: monday.toString(),
      thisWeek: thisWeek.toString(),
      previousWeek: monday.subtract({ days: DAYS_PER_WEEK }).toString(),
      nextWeek: monday.add({ days: DAYS_PER_WEEK }).toString(),
      days,
    };
  });
}
