import { DateLocalizer } from 'react-big-calendar';
import { describe, expect, it } from 'vitest';
import { localizer } from './calendar-localizer.ts';

/** The library's arithmetic as every localizer without its own has it. */
const library = new DateLocalizer({ formats: {}, firstOfWeek: () => 1, format: () => '' });

/** Dates on and around midnights, half hours and a daylight-saving change, a year apart at most. */
function dates(): Date[] {
  const found: Date[] = [];
  for (const day of [1, 2, 3, 28, 29, 30, 31]) {
    for (const month of [0, 2, 3, 8, 9, 10]) {
      for (const [hour, minute, second] of [
        [0, 0, 0],
        [0, 0, 30],
        [0, 1, 0],
        [2, 30, 0],
        [12, 0, 0],
        [23, 59, 59],
      ]) {
        found.push(new Date(2026, month, day, hour, minute, second));
      }
    }
  }
  return found;
}

describe('the calendar localizer', () => {
  const all = dates();
  const sample = all.filter((_, index) => index % 7 === 0);

  it('compares dates, and answers inRange, by day, by minute and exactly as the library does', () => {
    for (const unit of ['day', 'minutes', undefined, 'month'] as const)
      for (const a of sample)
        for (const b of all.filter((_, index) => index % 5 === 0)) {
          for (const name of ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const)
            expect(localizer[name](a, b, unit)).toBe(library[name](a, b, unit));
          expect(localizer.inRange(a, b, a, unit)).toBe(library.inRange(a, b, a, unit));
          expect(localizer.inRange(b, a, b, unit)).toBe(library.inRange(b, a, b, unit));
        }
  });

  it('compares with a missing date as the library does: no order holds (the month’s “+N more” list has no day end)', () => {
    // The month view opens its "+2 more" list without the day's end, and asks each event whether
    // it continues after it: the page failed with "reading 'getFullYear'" instead of listing them.
    const missing = undefined as unknown as Date;
    for (const unit of ['day', 'minutes', undefined, 'month'] as const)
      for (const a of sample.slice(0, 5))
        for (const name of ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const) {
          expect(localizer[name](a, missing, unit)).toBe(library[name](a, missing, unit));
          expect(localizer[name](missing, a, unit)).toBe(library[name](missing, a, unit));
        }
  });

  it('answers whether an event is in a range, and orders events, as the library does', () => {
    // The library's declarations give these two arguments; it calls them with one object.
    const call = (fn: unknown, argument: object): unknown =>
      typeof fn === 'function' ? fn.call(null, argument) : undefined;
    for (const start of sample)
      for (const end of sample.filter((date) => date >= start).slice(0, 12))
        for (const rangeStart of sample.slice(0, 20)) {
          const argument = { event: { start, end }, range: { start: rangeStart, end: start } };
          expect(call(localizer.inEventRange, argument)).toBe(call(library.inEventRange, argument));
        }
    const events = sample.flatMap((start) => [
      { start, end: start },
      { start, end: new Date(start.getTime() + 45 * 60_000) },
      { start, end: new Date(start.getTime() + 26 * 60 * 60_000), allDay: true },
    ]);
    for (const evtA of events)
      for (const evtB of events.slice(0, 40)) {
        expect(Math.sign(Number(call(localizer.sortEvents, { evtA, evtB })))).toBe(
          Math.sign(Number(call(library.sortEvents, { evtA, evtB }))),
        );
      }
  });
});
