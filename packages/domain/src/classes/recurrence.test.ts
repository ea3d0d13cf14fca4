import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { SESSION_TIME_OPTIONS } from '../dates/session-times.ts';
import {
  occurrenceOn,
  occurrencesBetween,
  type SessionSeries,
  sessionSpan,
  splitSeriesAt,
} from './recurrence.ts';
import { endsAfterStart, parseWallClock } from './wall-clock.ts';

const instant = (text: string) => Temporal.Instant.from(text);

function weekly(timeZone: string, overrides: Partial<SessionSeries> = {}): SessionSeries {
  return {
    timeZone,
    startDate: '2026-03-01', // a Sunday
    startTime: '06:00',
    endTime: '07:00',
    repeat: 'WEEKLY',
    untilDate: null,
    count: null,
    ...overrides,
  };
}

/**
 * The offsets, written out by hand from the zones' published rules rather than asked of Temporal:
 * Auckland +13 in summer, +12 from the first Sunday of April to the last Sunday of September;
 * Sydney +11 / +10 from the first Sunday of April to the first Sunday of October; Brisbane +10.
 */
const SUMMER_ENDS = { 2026: '2026-04-05', 2027: '2027-04-04' } as const;
const ZONES = [
  {
    zone: 'Pacific/Auckland',
    winter: 12,
    summer: 13,
    summerStarts: { 2026: '2026-09-27', 2027: '2027-09-26' },
  },
  {
    zone: 'Australia/Sydney',
    winter: 10,
    summer: 11,
    summerStarts: { 2026: '2026-10-04', 2027: '2027-10-03' },
  },
] as const;

function expectedOffset(zone: (typeof ZONES)[number], date: string): number {
  const year = Number(date.slice(0, 4)) as 2026 | 2027;
  const inWinter = date >= SUMMER_ENDS[year] && date < zone.summerStarts[year];
  return inWinter ? zone.winter : zone.summer;
}

/** 06:00 local at a given offset, as a UTC instant (the previous day when the offset is ≥ 6 h). */
function sixAm(date: string, offsetHours: number): Temporal.Instant {
  return instant(`${date}T06:00:00+${String(offsetHours).padStart(2, '0')}:00`);
}

const FROM = instant('2026-02-28T00:00:00Z');
const TO = instant('2028-01-01T00:00:00Z');

describe('a weekly 06:00 class across daylight saving (wall-clock time + IANA zone)', () => {
  it.each(ZONES)('stays at 06:00 local every Sunday of 2026–2027 in $zone', (zone) => {
    const occurrences = occurrencesBetween(weekly(zone.zone), FROM, TO);
    expect(occurrences.length).toBe(96);
    for (const occurrence of occurrences) {
      expect(occurrence.start, occurrence.date).toEqual(
        sixAm(occurrence.date, expectedOffset(zone, occurrence.date)),
      );
      expect(occurrence.end.since(occurrence.start).total('minutes')).toBe(60);
    }
  });

  it('moves by 25 or 23 elapsed hours in the changeover weeks, not by 7 × 24 (Pacific/Auckland)', () => {
    const series = weekly('Pacific/Auckland');
    const at = (date: string) => occurrenceOn(series, date)?.start;
    // Summer ends on Sunday 5 April 2026: 06:00 +13 on 29 March, 06:00 +12 on 5 April.
    expect(at('2026-03-29')).toEqual(instant('2026-03-28T17:00:00Z'));
    expect(at('2026-04-05')).toEqual(instant('2026-04-04T18:00:00Z'));
    // Summer starts on Sunday 27 September 2026 (last Sunday of September).
    expect(at('2026-09-20')).toEqual(instant('2026-09-19T18:00:00Z'));
    expect(at('2026-09-27')).toEqual(instant('2026-09-26T17:00:00Z'));
    expect(at('2027-04-04')).toEqual(instant('2027-04-03T18:00:00Z'));
    expect(at('2027-09-26')).toEqual(instant('2027-09-25T17:00:00Z'));
  });

  it('changes offset on the first Sundays of April and October in Australia/Sydney', () => {
    const series = weekly('Australia/Sydney');
    const at = (date: string) => occurrenceOn(series, date)?.start;
    expect(at('2026-03-29')).toEqual(instant('2026-03-28T19:00:00Z'));
    expect(at('2026-04-05')).toEqual(instant('2026-04-04T20:00:00Z'));
    expect(at('2026-09-27')).toEqual(instant('2026-09-26T20:00:00Z'));
    expect(at('2026-10-04')).toEqual(instant('2026-10-03T19:00:00Z'));
    expect(at('2027-04-04')).toEqual(instant('2027-04-03T20:00:00Z'));
    expect(at('2027-10-03')).toEqual(instant('2027-10-02T19:00:00Z'));
  });

  it('is always 20:00 UTC the day before in Australia/Brisbane, which has no daylight saving', () => {
    const occurrences = occurrencesBetween(weekly('Australia/Brisbane'), FROM, TO);
    expect(occurrences.length).toBe(96);
    for (const occurrence of occurrences) expect(occurrence.start).toEqual(sixAm(occurrence.date, 10));
    for (let i = 1; i < occurrences.length; i += 1) {
      const previous = occurrences[i - 1];
      const current = occurrences[i];
      if (previous === undefined || current === undefined) throw new Error('missing occurrence');
      expect(current.start.since(previous.start).total('hours')).toBe(7 * 24);
    }
  });
});

describe('times that do not exist or happen twice (compatible disambiguation)', () => {
  it('moves 02:30 on the spring-forward night forward by the gap, to 03:30 in the new offset', () => {
    const span = sessionSpan('2026-09-27', '02:30', '03:30', 'Pacific/Auckland');
    expect(span.start).toEqual(instant('2026-09-27T03:30:00+13:00'));
    expect(span.end).toEqual(instant('2026-09-27T03:30:00+13:00').add({ hours: 1 }));
    expect(sessionSpan('2026-10-04', '02:30', '04:00', 'Australia/Sydney').start).toEqual(
      instant('2026-10-04T03:30:00+11:00'),
    );
  });

  it('takes the earlier 02:30 on the fall-back night (the offset before the change)', () => {
    const span = sessionSpan('2026-04-05', '02:30', '03:30', 'Pacific/Auckland');
    expect(span.start).toEqual(instant('2026-04-05T02:30:00+13:00'));
    expect(span.end).toEqual(instant('2026-04-05T03:30:00+12:00'));
  });

  it('keeps the planned length when the whole session falls in the gap', () => {
    const span = sessionSpan('2026-09-27', '02:00', '03:00', 'Pacific/Auckland');
    expect(span.start).toEqual(instant('2026-09-27T03:00:00+13:00'));
    expect(span.end.since(span.start).total('minutes')).toBe(60);
    const late = sessionSpan('2026-09-27', '02:30', '03:00', 'Pacific/Auckland');
    expect(late.end.since(late.start).total('minutes')).toBe(30);
  });

  it('ends at the next midnight for 24:00, and refuses an end not after the start', () => {
    const span = sessionSpan('2026-06-15', '23:30', '24:00', 'Pacific/Auckland');
    expect(span.end).toEqual(instant('2026-06-16T00:00:00+12:00'));
    expect(() => sessionSpan('2026-06-15', '10:00', '10:00', 'Pacific/Auckland')).toThrow(RangeError);
    expect(() => sessionSpan('2026-06-15', '24:00', '24:00', 'Pacific/Auckland')).toThrow(RangeError);
    expect(() => sessionSpan('2026-06-15', '9:00', '10:00', 'Pacific/Auckland')).toThrow(RangeError);
  });
});

describe('occurrences between two instants', () => {
  const series = weekly('Pacific/Auckland', {
    startDate: '2026-06-01',
    startTime: '18:00',
    endTime: '19:00',
  });

  it('includes a session running at the start of the range and excludes one ending exactly at it', () => {
    const running = occurrencesBetween(
      series,
      instant('2026-06-01T18:30:00+12:00'),
      instant('2026-06-02T00:00:00+12:00'),
    );
    expect(running.map((o) => o.date)).toEqual(['2026-06-01']);
    expect(
      occurrencesBetween(series, instant('2026-06-01T19:00:00+12:00'), instant('2026-06-08T18:00:00+12:00')),
    ).toEqual([]);
  });

  it('stops at the end date (inclusive) and at the count', () => {
    const all = (s: SessionSeries) => occurrencesBetween(s, FROM, TO).map((o) => o.date);
    expect(all({ ...series, untilDate: '2026-06-15' })).toEqual(['2026-06-01', '2026-06-08', '2026-06-15']);
    expect(all({ ...series, untilDate: '2026-06-14' })).toEqual(['2026-06-01', '2026-06-08']);
    expect(all({ ...series, count: 2 })).toEqual(['2026-06-01', '2026-06-08']);
    expect(all({ ...series, repeat: 'ONCE' })).toEqual(['2026-06-01']);
  });

  it('gives nothing before the start date and for an empty range', () => {
    expect(
      occurrencesBetween(series, instant('2026-05-01T00:00:00Z'), instant('2026-05-31T00:00:00Z')),
    ).toEqual([]);
    const at = instant('2026-06-01T06:00:00Z');
    expect(occurrencesBetween(series, at, at)).toEqual([]);
  });

  it('numbers the occurrences from the start of the series, not of the range', () => {
    const found = occurrencesBetween(
      series,
      instant('2026-06-20T00:00:00Z'),
      instant('2026-06-30T00:00:00Z'),
    );
    expect(found.map((o) => [o.date, o.index])).toEqual([
      ['2026-06-22', 3],
      ['2026-06-29', 4],
    ]);
  });
});

describe('"this and following": splitting a series at an occurrence', () => {
  const series = weekly('Australia/Sydney', { startDate: '2026-03-01', count: 10 });

  it('ends the earlier part the day before and gives the rest its own start and count', () => {
    const split = splitSeriesAt(series, '2026-03-22');
    expect(split?.before).toEqual({ ...series, untilDate: '2026-03-21', count: 3 });
    expect(split?.following).toEqual({ ...series, startDate: '2026-03-22', count: 7 });
    const before = split?.before ? occurrencesBetween(split.before, FROM, TO) : [];
    const following = split ? occurrencesBetween(split.following, FROM, TO) : [];
    expect([...before, ...following].map((o) => o.start)).toEqual(
      occurrencesBetween(series, FROM, TO).map((o) => o.start),
    );
  });

  it('keeps the end date on the following part and has no earlier part at the first occurrence', () => {
    const open = { ...series, count: null, untilDate: '2026-12-31' };
    expect(splitSeriesAt(open, '2026-03-01')).toEqual({ before: null, following: open });
    expect(splitSeriesAt(open, '2026-04-05')?.following.untilDate).toBe('2026-12-31');
  });

  it('refuses a date that is not one of the occurrences', () => {
    expect(splitSeriesAt(series, '2026-03-23')).toBeUndefined();
    expect(splitSeriesAt(series, '2026-02-22')).toBeUndefined();
    expect(splitSeriesAt(series, '2026-05-10')).toBeUndefined(); // the 11th: past the count
  });
});

describe('wall-clock times', () => {
  it.each([
    ['00:00', 0],
    ['06:30', 390],
    ['23:59', 1439],
    ['24:00', 1440],
    ['24:30', undefined],
    ['12:60', undefined],
    ['6:00', undefined],
    ['', undefined],
  ])('%s is %s minutes', (text, minutes) => {
    expect(parseWallClock(text)).toBe(minutes);
  });

  it('says whether a session ends after it starts', () => {
    expect(endsAfterStart('10:00', '11:00')).toBe(true);
    expect(endsAfterStart('23:30', '24:00')).toBe(true);
    expect(endsAfterStart('11:00', '11:00')).toBe(false);
    expect(endsAfterStart('24:00', '24:00')).toBe(false);
    expect(endsAfterStart('10:00', 'x')).toBe(false);
  });
});

describe('occurrencesBetween against every occurrence, one by one (property)', () => {
  const zones = ['Pacific/Auckland', 'Australia/Sydney', 'Australia/Brisbane', 'Australia/Perth'];
  const day = fc
    .integer({ min: 0, max: 700 })
    .map((n) => Temporal.PlainDate.from('2026-01-01').add({ days: n }).toString());
  const times = fc
    .tuple(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 1, max: 6 }))
    .map(
      ([start, length]) =>
        [
          SESSION_TIME_OPTIONS[start] ?? '00:00',
          SESSION_TIME_OPTIONS[Math.min(48, start + length)] ?? '24:00',
        ] as const,
    );
  const series = fc.record({
    timeZone: fc.constantFrom(...zones),
    startDate: day,
    times,
    repeat: fc.constantFrom('ONCE' as const, 'WEEKLY' as const),
    untilDate: fc.option(day, { nil: null }),
    count: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
  });
  const instantIn2026 = fc
    .integer({ min: 0, max: 730 * 24 * 60 })
    .map((m) => instant('2026-01-01T00:00:00Z').add({ minutes: m }));

  it('finds exactly the occurrences overlapping the range, in order', () => {
    fc.assert(
      fc.property(
        series,
        instantIn2026,
        fc.integer({ min: 1, max: 40 * 24 * 60 }),
        (drawn, from, minutes) => {
          const s: SessionSeries = {
            timeZone: drawn.timeZone,
            startDate: drawn.startDate,
            startTime: drawn.times[0],
            endTime: drawn.times[1],
            repeat: drawn.repeat,
            untilDate: drawn.untilDate,
            count: drawn.count,
          };
          const to = from.add({ minutes });
          const all = [];
          for (let week = 0; week < 120; week += 1) {
            const date = Temporal.PlainDate.from(s.startDate).add({ weeks: week }).toString();
            const found = occurrenceOn(s, date);
            if (found !== undefined) all.push(found);
          }
          const expected = all.filter(
            (o) => Temporal.Instant.compare(o.start, to) < 0 && Temporal.Instant.compare(o.end, from) > 0,
          );
          expect(occurrencesBetween(s, from, to)).toEqual(expected);
          for (const o of expected) {
            const local = o.start.toZonedDateTimeISO(s.timeZone);
            // Only a start in a spring-forward gap moves (Brisbane and Perth have none).
            if (s.timeZone.endsWith('Brisbane') || s.timeZone.endsWith('Perth')) {
              expect(local.toPlainTime().toString({ smallestUnit: 'minute' })).toBe(s.startTime);
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
