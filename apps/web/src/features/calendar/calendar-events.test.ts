import { describe, expect, it } from 'vitest';
import { branchNow, isoDateOf, sessionEvents, wallClockDate, wallClockOf } from './calendar-events.ts';
import { visibleDates } from './visible-range.ts';

const session = (id: string, startTime: string, endTime: string, date = '2026-11-25') => ({
  id,
  name: `Class ${id}`,
  date,
  startTime,
  endTime,
  color: '#1971C2',
});

describe('calendar events (spec 2 §9)', () => {
  it('places a session by its wall-clock time in the branch zone, "24:00" being the next midnight', () => {
    const [event] = sessionEvents([session('a', '23:00', '24:00')]);
    expect(isoDateOf(event?.start ?? new Date(0))).toBe('2026-11-25');
    expect(wallClockOf(event?.start ?? new Date(0))).toBe('23:00');
    expect(isoDateOf(event?.end ?? new Date(0))).toBe('2026-11-26');
    expect(wallClockOf(event?.end ?? new Date(0))).toBe('00:00');
  });

  it('draws a session under 60 minutes small, and one of exactly 60 minutes not', () => {
    const events = sessionEvents([session('a', '06:00', '06:45'), session('b', '07:00', '08:00')]);
    expect(events.map((event) => [event.title, event.short])).toEqual([
      ['Class a', true],
      ['Class b', false],
    ]);
  });

  it("gives the branch's wall-clock now whatever the browser's zone", () => {
    // 2026-11-28T18:30Z is 07:30 on the 29th in Auckland (NZDT, +13) and 04:30 in Brisbane (+10).
    const instant = new Date('2026-11-28T18:30:00Z');
    expect(wallClockOf(branchNow('Pacific/Auckland', instant))).toBe('07:30');
    expect(isoDateOf(branchNow('Pacific/Auckland', instant))).toBe('2026-11-29');
    expect(wallClockOf(branchNow('Australia/Brisbane', instant))).toBe('04:30');
    expect(wallClockDate('2026-11-29', '07:30').getTime()).toBe(
      branchNow('Pacific/Auckland', instant).getTime(),
    );
  });
});

describe('the days a view fetches (inclusive, exactly those shown)', () => {
  it('asks for the day, the Monday-to-Sunday week, the month grid and the agenda’s 30 days', () => {
    const zone = 'Pacific/Auckland';
    expect(visibleDates('day', '2026-11-25', zone)).toEqual({
      startDate: '2026-11-25',
      endDate: '2026-11-25',
    });
    expect(visibleDates('week', '2026-11-25', zone)).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-29',
    });
    expect(visibleDates('month', '2026-11-25', zone)).toEqual({
      startDate: '2026-10-26',
      endDate: '2026-12-06',
    });
    expect(visibleDates('agenda', '2026-12-31', zone)).toEqual({
      startDate: '2026-12-31',
      endDate: '2027-01-29',
    });
  });
});
