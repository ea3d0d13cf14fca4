import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { nowIn, resolveToday, todayIn } from './time-zone.ts';
import { DEFAULT_TIME_ZONE, isValidTimeZone, resolveTimeZone, todayTextIn } from './time-zone-id.ts';

describe('branch time zone', () => {
  it('defaults to Pacific/Auckland when a branch has none', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Pacific/Auckland');
    expect(resolveTimeZone(undefined)).toBe('Pacific/Auckland');
    expect(resolveTimeZone(null)).toBe('Pacific/Auckland');
    expect(resolveTimeZone(' ')).toBe('Pacific/Auckland');
    expect(resolveTimeZone('Australia/Sydney')).toBe('Australia/Sydney');
  });

  it('refuses an unknown time zone', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(() => resolveTimeZone('Mars/Olympus')).toThrow(RangeError);
  });

  it('gives "now" in the zone', () => {
    const now = nowIn('Asia/Singapore', Temporal.Instant.from('2024-01-01T00:00:00Z'));
    expect(now.toPlainDateTime().toString()).toBe('2024-01-01T08:00:00');
    expect(nowIn(undefined, Temporal.Instant.from('2024-01-01T00:00:00Z')).offset).toBe('+13:00');
  });
});

describe('today across daylight-saving changes (Pacific/Auckland)', () => {
  it.each([
    // DST ends 2024-04-07 03:00 NZDT (+13) → 02:00 NZST (+12).
    ['2024-04-06T10:59:00Z', '2024-04-06'],
    ['2024-04-06T11:00:00Z', '2024-04-07'],
    ['2024-04-07T11:30:00Z', '2024-04-07'],
    ['2024-04-07T12:00:00Z', '2024-04-08'],
    // DST starts 2024-09-29 02:00 NZST (+12) → 03:00 NZDT (+13).
    ['2024-09-28T11:59:00Z', '2024-09-28'],
    ['2024-09-28T12:00:00Z', '2024-09-29'],
    ['2024-09-29T10:59:00Z', '2024-09-29'],
    ['2024-09-29T11:30:00Z', '2024-09-30'],
  ])('%s → %s', (instant, date) => {
    expect(todayIn('Pacific/Auckland', Temporal.Instant.from(instant)).toString()).toBe(date);
  });

  it('agrees with the platform time-zone database at every instant (property)', () => {
    const zones = [
      'Pacific/Auckland',
      'Australia/Sydney',
      'Australia/Perth',
      'Asia/Kolkata',
      'Asia/Singapore',
      'Europe/London',
    ];
    const start = Date.UTC(2020, 0, 1);
    const end = Date.UTC(2030, 11, 31);
    fc.assert(
      fc.property(fc.integer({ min: start, max: end }), fc.constantFrom(...zones), (ms, zone) => {
        const expected = new Intl.DateTimeFormat('en-CA', {
          timeZone: zone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        }).format(new Date(ms));
        expect(todayIn(zone, Temporal.Instant.fromEpochMilliseconds(ms)).toString()).toBe(expected);
      }),
    );
  });
});

describe('resolveToday', () => {
  it('takes a date, a zone with an instant, or a function', () => {
    const date = Temporal.PlainDate.from('2024-06-15');
    expect(resolveToday(date)).toBe(date);
    expect(resolveToday(() => date)).toBe(date);
    const now = Temporal.Instant.from('2024-06-15T12:30:00Z');
    expect(resolveToday({ timeZone: 'Pacific/Auckland', now }).toString()).toBe('2024-06-16');
    expect(resolveToday({ now }).toString()).toBe('2024-06-16');
    expect(resolveToday({ timeZone: 'Europe/London', now }).toString()).toBe('2024-06-15');
  });
});

describe('time zone ids and today without the Temporal polyfill', () => {
  /** The rule before it moved to Intl: whether the polyfill can place an instant in the zone. */
  const temporalKnows = (timeZone: string) => {
    try {
      Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(timeZone);
      return true;
    } catch {
      return false;
    }
  };

  it('knows exactly the ids the polyfill knows: every IANA id, aliases, offsets and junk', () => {
    const ids = [
      ...Intl.supportedValuesOf('timeZone'),
      'UTC',
      'utc',
      'Etc/GMT+5',
      'pacific/auckland',
      'Asia/Calcutta',
      'US/Eastern',
      'NZ',
      'Europe/Kiev',
      '+05:00',
      '-11:30',
      '+0530',
      '+05',
      '+25:00',
      'Z',
      '',
      ' ',
      'Pacific/Auckland ',
      'Mars/Olympus',
      '1',
    ];
    for (const id of ids) expect(isValidTimeZone(id), id).toBe(temporalKnows(id));
  });

  it("gives today's date in a zone as the polyfill does, across midnights and DST changes", () => {
    const zones = ['Pacific/Auckland', 'Australia/Sydney', 'Australia/Perth', 'Pacific/Chatham', 'UTC'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        (zone, epochMs) => {
          const instant = Temporal.Instant.fromEpochMilliseconds(epochMs);
          expect(todayTextIn(zone, new Date(epochMs))).toBe(todayIn(zone, instant).toString());
        },
      ),
      { numRuns: 1000 },
    );
  }, 30_000);
});
