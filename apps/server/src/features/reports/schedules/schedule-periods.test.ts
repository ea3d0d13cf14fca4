import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { latestOccurrence } from './schedule-periods.ts';

const ZONE = 'Pacific/Auckland';
const at = (local: string) => Temporal.ZonedDateTime.from(`${local}[${ZONE}]`).toInstant();
const timing = (
  frequency: 'DAILY' | 'WEEKLY' | 'MONTHLY',
  extra: { dayOfWeek?: number; dayOfMonth?: number } = {},
) => ({
  frequency,
  hour: 9,
  dayOfWeek: extra.dayOfWeek ?? null,
  dayOfMonth: extra.dayOfMonth ?? null,
});

describe('schedule periods in the organisation zone', () => {
  it('daily: from the hour, the day before; before it, the previous occurrence', () => {
    expect(latestOccurrence(timing('DAILY'), at('2026-03-11T09:00'), ZONE)).toMatchObject({
      period: '2026-03-11',
      rangeStart: '2026-03-10',
      rangeEnd: '2026-03-10',
    });
    expect(latestOccurrence(timing('DAILY'), at('2026-03-11T08:59'), ZONE).period).toBe('2026-03-10');
  });

  it('weekly: the seven days before the chosen weekday', () => {
    // 2026-03-16 is a Monday.
    expect(latestOccurrence(timing('WEEKLY', { dayOfWeek: 1 }), at('2026-03-18T12:00'), ZONE)).toMatchObject({
      period: '2026-03-16',
      rangeStart: '2026-03-09',
      rangeEnd: '2026-03-15',
    });
    expect(latestOccurrence(timing('WEEKLY', { dayOfWeek: 1 }), at('2026-03-16T08:00'), ZONE).period).toBe(
      '2026-03-09',
    );
  });

  it('monthly: the previous calendar month, across a year end', () => {
    expect(
      latestOccurrence(timing('MONTHLY', { dayOfMonth: 1 }), at('2026-01-01T09:05'), ZONE),
    ).toMatchObject({
      period: '2026-01-01',
      rangeStart: '2025-12-01',
      rangeEnd: '2025-12-31',
    });
    expect(
      latestOccurrence(timing('MONTHLY', { dayOfMonth: 28 }), at('2026-03-05T10:00'), ZONE),
    ).toMatchObject({
      period: '2026-02-28',
      rangeStart: '2026-01-01',
      rangeEnd: '2026-01-31',
    });
  });

  it('the occurrence instant is the hour on the local clock (daylight saving counted)', () => {
    expect(latestOccurrence(timing('DAILY'), at('2026-03-11T10:00'), ZONE).at.toString()).toBe(
      '2026-03-10T20:00:00Z',
    );
  });
});
