import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';

/**
 * The demo timetable keeps to the demo branches' opening hours (branch settings): a class is
 * never seeded on a day its branch is closed, nor before it opens or after it closes, read in the
 * branch's own zone from the session's instants. The demo as `npm start` seeds it, so the sessions
 * by name placed relative to the seed's day are checked on whichever weekday they fell today.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ template: 'demo' });
});
afterAll(() => db.drop());

interface SessionRow {
  id: string;
  branch: string;
  time_zone: string;
  starts_at: Date;
  ends_at: Date;
  business_hours: { dayOfWeek: string; startTime: string; finishTime: string }[];
}

const DAY_NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

const local = (at: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
const hhmm = (time: Temporal.ZonedDateTime) =>
  `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;

describe('the demo timetable and the branches’ opening hours', () => {
  it('seeds every session at each demo branch inside its opening hours on its weekday', async () => {
    const { rows } = await db.pools.owner.query<SessionRow>(
      `select s.id, b.name as branch, b.time_zone, s.starts_at, s.ends_at, b.business_hours
       from sessions s join branches b on b.id = s.branch_id`,
    );
    expect(rows.length).toBeGreaterThan(1000);
    const outside: string[] = [];
    const weekendBranches = new Set<string>();
    for (const row of rows) {
      const start = local(row.starts_at, row.time_zone);
      const end = local(row.ends_at, row.time_zone);
      const day = DAY_NAMES[start.dayOfWeek - 1] ?? '';
      if (start.dayOfWeek >= 6) weekendBranches.add(row.branch);
      const hours = row.business_hours.find((h) => h.dayOfWeek === day);
      const sameDay = end.toPlainDate().equals(start.toPlainDate());
      if (!hours || !sameDay || hhmm(start) < hours.startTime || hhmm(end) > hours.finishTime) {
        const open = hours ? `${hours.startTime}–${hours.finishTime}` : 'closed';
        outside.push(
          `${row.branch} ${day} ${start.toPlainDate()} ${hhmm(start)}–${hhmm(end)} (open ${open})`,
        );
      }
    }
    expect(outside).toEqual([]);
    // The weekend, where the two disagreed, is really tried: every branch runs classes then.
    const branches = await db.pools.owner.query<{ name: string }>('select name from branches');
    expect([...weekendBranches].sort()).toEqual(branches.rows.map((b) => b.name).sort());
  });
});
