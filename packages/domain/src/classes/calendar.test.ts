import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { calendarRange, stepCalendarDate, weekStart } from './calendar-range.ts';
import { calendarPath, parseCalendarRoute } from './calendar-route.ts';
import {
  CALENDAR_DRAWER_WIDTH,
  CALENDAR_SLOT_MINUTES,
  CALENDAR_SLOTS_PER_HOUR,
  isShortEvent,
  pollsAfterRemoval,
  SESSION_REMOVAL_POLL_INTERVAL_MS,
  SESSION_REMOVAL_POLL_MAX_TIMES,
} from './classes-messages.ts';

const NOW = new Date('2026-06-15T12:30:00Z'); // 00:30 on the 16th in Auckland, 20:30 on the 15th in Perth

describe('the calendar address (spec 2 §2)', () => {
  it('keeps a valid view and date', () => {
    expect(parseCalendarRoute('week', '2026-03-09', 'Pacific/Auckland', NOW)).toEqual({
      view: 'week',
      isoDate: '2026-03-09',
      canonical: true,
    });
    expect(parseCalendarRoute('agenda', '2026-03-09', 'Pacific/Auckland', NOW).view).toBe('agenda');
  });

  it.each([undefined, '', 'Week', 'year', 'day ', 'list'])('turns the view %j into day', (view) => {
    expect(parseCalendarRoute(view, '2026-03-09', 'Pacific/Auckland', NOW)).toEqual({
      view: 'day',
      isoDate: '2026-03-09',
      canonical: false,
    });
  });

  it.each([
    undefined,
    '',
    '2026-02-30',
    '2026-13-01',
    '20260309',
    ' 2026-03-09',
    '1899-12-31',
    '2201-01-01',
    'today',
  ])('turns the date %j into today in the branch zone', (isoDate) => {
    expect(parseCalendarRoute('month', isoDate, 'Pacific/Auckland', NOW)).toEqual({
      view: 'month',
      isoDate: '2026-06-16',
      canonical: false,
    });
    expect(parseCalendarRoute('month', isoDate, 'Australia/Perth', NOW).isoDate).toBe('2026-06-15');
  });

  it('writes the path of a view', () => {
    expect(calendarPath('b-1', 'week', '2026-03-09')).toBe('/branch/b-1/calendar/week/2026-03-09');
  });
});

describe('the range a view fetches (weeks start on Monday)', () => {
  const ZONE = 'Pacific/Auckland';

  it('is one day for day, starting at the zone midnight', () => {
    const range = calendarRange('day', '2026-06-17', ZONE);
    expect(range).toEqual({
      startDate: '2026-06-17',
      endDate: '2026-06-18',
      from: Temporal.Instant.from('2026-06-16T12:00:00Z'),
      to: Temporal.Instant.from('2026-06-17T12:00:00Z'),
    });
  });

  it.each([
    ['2026-06-15', '2026-06-15'], // a Monday
    ['2026-06-17', '2026-06-15'],
    ['2026-06-21', '2026-06-15'], // a Sunday: the end of the week
    ['2026-01-01', '2025-12-29'], // a week across the new year
  ])('the week of %s starts on %s', (date, monday) => {
    const range = calendarRange('week', date, ZONE);
    expect(range.startDate).toBe(monday);
    expect(Temporal.PlainDate.from(range.startDate).until(range.endDate).days).toBe(7);
    expect(weekStart(Temporal.PlainDate.from(date)).dayOfWeek).toBe(1);
  });

  it('measures the week of the fall-back change as 7 days and 169 hours', () => {
    const range = calendarRange('week', '2026-04-05', ZONE);
    expect([range.startDate, range.endDate]).toEqual(['2026-03-30', '2026-04-06']);
    expect(range.to.since(range.from).total('hours')).toBe(169);
    const springWeek = calendarRange('week', '2026-09-27', ZONE);
    expect(springWeek.to.since(springWeek.from).total('hours')).toBe(167);
  });

  it.each([
    ['2026-06-17', '2026-06-01', '2026-07-06'], // June 2026 starts on a Monday: 5 weeks
    ['2026-02-10', '2026-01-26', '2026-03-02'], // February 2026: the 1st a Sunday, the 28th a Saturday
    ['2026-03-01', '2026-02-23', '2026-04-06'], // March 2026: 1st a Sunday, 31st a Tuesday: 6 weeks
  ])('the month of %s covers whole weeks', (date, start, end) => {
    const range = calendarRange('month', date, ZONE);
    expect([range.startDate, range.endDate]).toEqual([start, end]);
  });

  it('lists 30 days in the agenda', () => {
    expect(calendarRange('agenda', '2026-06-17', ZONE)).toMatchObject({
      startDate: '2026-06-17',
      endDate: '2026-07-17',
    });
  });

  it.each([
    ['day', '2026-06-17', '2026-06-16', '2026-06-18'],
    ['week', '2026-06-17', '2026-06-10', '2026-06-24'],
    ['month', '2026-01-31', '2025-12-31', '2026-02-28'],
    ['agenda', '2026-06-17', '2026-05-18', '2026-07-17'],
  ] as const)('steps a %s from %s back to %s and on to %s', (view, date, previous, next) => {
    expect(stepCalendarDate(view, date, -1)).toBe(previous);
    expect(stepCalendarDate(view, date, 1)).toBe(next);
  });
});

describe('calendar constants (spec 2 §9)', () => {
  it('has 15-minute slots, a 400 px drawer and polls every 3 s at most 6 times', () => {
    expect([CALENDAR_SLOT_MINUTES, CALENDAR_SLOTS_PER_HOUR, CALENDAR_DRAWER_WIDTH]).toEqual([15, 4, 400]);
    expect([SESSION_REMOVAL_POLL_INTERVAL_MS, SESSION_REMOVAL_POLL_MAX_TIMES]).toEqual([3000, 6]);
  });

  it('draws an event under 60 minutes small', () => {
    expect(isShortEvent(59)).toBe(true);
    expect(isShortEvent(60)).toBe(false);
  });

  it('polls after a removal only for an open, bookable session with members waiting', () => {
    const open = { allowOnlineBooking: true, full: false, past: false, waitlistQueueLength: 2 };
    expect(pollsAfterRemoval(open)).toBe(true);
    expect(pollsAfterRemoval({ ...open, allowOnlineBooking: false })).toBe(false);
    expect(pollsAfterRemoval({ ...open, full: true })).toBe(false);
    expect(pollsAfterRemoval({ ...open, past: true })).toBe(false);
    expect(pollsAfterRemoval({ ...open, waitlistQueueLength: 0 })).toBe(false);
  });
});
