import { occurrencesBetween, type SessionSeries } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { midnight } from '../session-range.ts';
import type { SeriesRow, SessionInsert } from '../sessions.repository.ts';
import { insertOccurrences, setMaterialisedUntil } from './schedule.repository.ts';

/** Occurrences of a weekly series without an end are made this far ahead of today (26 weeks). */
const MATERIALISE_AHEAD_DAYS = 26 * 7;

/** The domain's view of a stored series: wall-clock times in its zone, ONCE or WEEKLY. */
export function seriesOf(row: SeriesRow): SessionSeries {
  return {
    timeZone: row.timeZone,
    startDate: row.startDate,
    startTime: row.startTime,
    endTime: row.endTime,
    repeat: row.frequency,
    untilDate: row.endDate,
    count: null,
  };
}

const plain = (text: string) => Temporal.PlainDate.from(text);
const later = (a: string, b: string) => (Temporal.PlainDate.compare(plain(a), plain(b)) >= 0 ? a : b);
const earlier = (a: string, b: string) => (Temporal.PlainDate.compare(plain(a), plain(b)) <= 0 ? a : b);

/**
 * The last date a series should have occurrences for today: its end date when it has one (a ONCE
 * series ends on its start), else 26 weeks ahead of today or of its start, whichever is later.
 */
export function horizonOf(row: SeriesRow, today: string): string {
  if (row.frequency === 'ONCE') return row.startDate;
  if (row.endDate !== null) return row.endDate;
  return plain(later(today, row.startDate)).add({ days: MATERIALISE_AHEAD_DAYS }).toString();
}

/**
 * Writes the series' occurrences on dates after `materialisedUntil` up to `until` (inclusive), each
 * instant computed from its own date's wall-clock time in the series' zone (the domain's
 * recurrence), and records how far it got. A date that already has a row, removed or moved away
 * included, is left alone (the unique (series, date)): running it twice, or after a crash, makes
 * nothing twice. Answers the number of sessions written.
 */
export async function materialiseSeries(tx: Transaction, row: SeriesRow, until: string): Promise<number> {
  const last = row.endDate === null ? until : earlier(until, row.endDate);
  const first =
    row.materialisedUntil === null ? row.startDate : plain(row.materialisedUntil).add({ days: 1 }).toString();
  if (Temporal.PlainDate.compare(plain(first), plain(last)) > 0) return 0;
  const from = Temporal.Instant.fromEpochMilliseconds(midnight(plain(first), row.timeZone).getTime());
  const to = Temporal.Instant.fromEpochMilliseconds(
    midnight(plain(last).add({ days: 1 }), row.timeZone).getTime(),
  );
  // A session lies within its own local day: an occurrence on a date before `first` ends by its
  // midnight, so only dates in [first, last] come back.
  const occurrences = occurrencesBetween(seriesOf(row), from, to).filter(
    (occurrence) =>
      Temporal.PlainDate.compare(plain(occurrence.date), plain(first)) >= 0 &&
      Temporal.PlainDate.compare(plain(occurrence.date), plain(last)) <= 0,
  );
  let written = 0;
  if (occurrences.length > 0) {
    const values: SessionInsert[] = occurrences.map((occurrence) => ({
      applicationId: row.applicationId,
      seriesId: row.id,
      branchId: row.branchId,
      classId: row.classId,
      name: row.name,
      staffMemberId: row.staffMemberId,
      capacity: row.capacity,
      date: occurrence.date,
      startTime: row.startTime,
      endTime: row.endTime,
      timeZone: row.timeZone,
      startsAt: new Date(occurrence.start.epochMilliseconds),
      endsAt: new Date(occurrence.end.epochMilliseconds),
    }));
    written = await insertOccurrences(tx, values);
  }
  await setMaterialisedUntil(tx, row.id, last);
  return written;
}
