import { Temporal } from 'temporal-polyfill';

type ScheduleFrequency = 'DAILY' | 'WEEKLY' | 'MONTHLY';

/** When a schedule runs, in the organisation's zone. */
export interface ScheduleTiming {
  frequency: ScheduleFrequency;
  /** 0–23, the local hour. */
  hour: number;
  /** WEEKLY: 1 (Monday) to 7 (Sunday). */
  dayOfWeek: number | null;
  /** MONTHLY: 1 to 28 (every month has it). */
  dayOfMonth: number | null;
}

/** One occurrence of a schedule: the local day it ran for and the report's range [start, end]. */
export interface SchedulePeriod {
  /** The local date of the occurrence (the run's key: one run per schedule and period). */
  period: string;
  /** The instant of the occurrence (its local day at `hour`). */
  at: Temporal.Instant;
  rangeStart: string;
  rangeEnd: string;
}

/**
 * The latest occurrence of the schedule at or before `now` in `timeZone`, with the range it
 * reports on: the period that has just ended before the occurrence's day (DAILY the day before,
 * WEEKLY the seven days before, MONTHLY the previous calendar month), so a report never covers a
 * day that is still going on.
 */
export function latestOccurrence(
  timing: ScheduleTiming,
  now: Temporal.Instant,
  timeZone: string,
): SchedulePeriod {
  const local = now.toZonedDateTimeISO(timeZone);
  let day = local.toPlainDate();
  const passedHour = local.hour >= timing.hour;
  if (timing.frequency === 'DAILY') {
    if (!passedHour) day = day.subtract({ days: 1 });
  } else if (timing.frequency === 'WEEKLY') {
    const wanted = timing.dayOfWeek ?? 1;
    let back = (day.dayOfWeek - wanted + 7) % 7;
    if (back === 0 && !passedHour) back = 7;
    day = day.subtract({ days: back });
  } else {
    const wanted = timing.dayOfMonth ?? 1;
    let candidate = day.with({ day: wanted });
    if (Temporal.PlainDate.compare(candidate, day) > 0 || (candidate.equals(day) && !passedHour)) {
      candidate = candidate.subtract({ months: 1 });
    }
    day = candidate;
  }
  const at = day.toZonedDateTime({ timeZone, plainTime: { hour: timing.hour } }).toInstant();
  const previous = day.subtract({ days: 1 });
  const rangeStart =
    timing.frequency === 'DAILY'
      ? previous
      : timing.frequency === 'WEEKLY'
        ? day.subtract({ days: 7 })
        : day.subtract({ months: 1 }).with({ day: 1 });
  const rangeEnd =
    timing.frequency === 'MONTHLY' ? rangeStart.add({ months: 1 }).subtract({ days: 1 }) : previous;
  return { period: day.toString(), at, rangeStart: rangeStart.toString(), rangeEnd: rangeEnd.toString() };
}
