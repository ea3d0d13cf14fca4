import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { defaultSessionTimes, formatMinutes, SESSION_TIME_OPTIONS } from './session-times.ts';
import { nowIn } from './time-zone.ts';

function at(time: string): Temporal.ZonedDateTime {
  return Temporal.ZonedDateTime.from(`2024-06-15T${time}[Pacific/Auckland]`);
}

describe('default session times (spec 2 §9)', () => {
  it.each([
    ['00:05', '00:00', '01:00'],
    ['10:00', '10:00', '11:00'],
    ['10:14', '10:00', '11:00'],
    ['10:15', '10:30', '11:30'],
    ['10:44', '10:30', '11:30'],
    ['10:45', '11:00', '12:00'],
    ['22:30', '22:30', '23:30'],
    ['22:45', '23:00', '24:00'],
    ['23:00', '23:00', '24:00'],
    ['23:15', '23:30', '24:00'],
    ['23:44', '23:30', '24:00'],
    ['23:45', '23:30', '24:00'],
    ['23:59', '23:30', '24:00'],
  ])('at %s → %s to %s', (time, startTime, endTime) => {
    const times = defaultSessionTimes(at(time));
    expect(times).toEqual({ date: Temporal.PlainDate.from('2024-06-15'), startTime, endTime });
  });

  it('uses the branch time zone', () => {
    const instant = Temporal.Instant.from('2024-06-15T11:50:00Z');
    expect(defaultSessionTimes(nowIn('Pacific/Auckland', instant))).toMatchObject({
      startTime: '23:30',
      endTime: '24:00',
    });
    expect(defaultSessionTimes(nowIn('Australia/Perth', instant))).toMatchObject({
      startTime: '20:00',
      endTime: '21:00',
    });
    expect(defaultSessionTimes(nowIn('Australia/Perth', instant)).date.toString()).toBe('2024-06-15');
  });

  it('offers half-hour steps from 00:00 to 24:00', () => {
    expect(SESSION_TIME_OPTIONS).toHaveLength(49);
    expect(SESSION_TIME_OPTIONS[0]).toBe('00:00');
    expect(SESSION_TIME_OPTIONS[1]).toBe('00:30');
    expect(SESSION_TIME_OPTIONS.at(-1)).toBe('24:00');
    for (const minute of [0, 30, 1439, 1440]) expect(formatMinutes(minute)).toMatch(/^\d{2}:\d{2}$/);
  });

  it('every default is among the time options and ends after it starts', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 1) {
      const time = formatMinutes(minutes);
      const { startTime, endTime } = defaultSessionTimes(at(time));
      expect(SESSION_TIME_OPTIONS).toContain(startTime);
      expect(SESSION_TIME_OPTIONS).toContain(endTime);
      expect(endTime > startTime).toBe(true);
    }
  });
});
