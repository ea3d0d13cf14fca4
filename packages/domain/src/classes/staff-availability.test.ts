import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { sessionSpan } from './recurrence.ts';
import { type StaffSessionSpan, staffAvailability } from './staff-availability.ts';

const ZONE = 'Australia/Sydney';
const session = (id: string, date: string, start: string, end: string): StaffSessionSpan => ({
  id,
  ...sessionSpan(date, start, end, ZONE),
});
const slot = (date: string, start: string, end: string) => sessionSpan(date, start, end, ZONE);

const YOGA = session('yoga', '2026-06-15', '09:00', '10:00');
const SPIN = session('spin', '2026-06-15', '12:00', '13:00');
const SESSIONS = [SPIN, YOGA];

describe('staff availability (spec 2 §4)', () => {
  it.each([
    ['before every session', '07:00', '08:00', 'FREE', []],
    ['ending exactly as a session starts', '08:00', '09:00', 'FREE', []],
    ['starting exactly as a session ends', '10:00', '11:00', 'FREE', []],
    ['between two sessions, touching both', '10:00', '12:00', 'FREE', []],
    ['overlapping the start of one', '08:30', '09:30', 'BUSY', ['yoga']],
    ['overlapping the end of one', '09:59', '10:30', 'BUSY', ['yoga']],
    ['inside one', '09:15', '09:45', 'BUSY', ['yoga']],
    ['around one', '08:00', '11:00', 'BUSY', ['yoga']],
    ['the same span', '09:00', '10:00', 'BUSY', ['yoga']],
    ['across two, earliest first', '09:30', '12:30', 'BUSY', ['yoga', 'spin']],
  ])('a slot %s is %s', (_, start, end, status, ids) => {
    const answer = staffAvailability(SESSIONS, slot('2026-06-15', start, end));
    expect(answer?.status).toBe(status);
    expect(answer?.overlapping.map((s) => s.id)).toEqual(ids);
  });

  it('is FREE on another day and with no sessions', () => {
    expect(staffAvailability(SESSIONS, slot('2026-06-16', '09:00', '10:00'))?.status).toBe('FREE');
    expect(staffAvailability([], slot('2026-06-15', '09:00', '10:00'))?.status).toBe('FREE');
  });

  it('does not count the session being edited against its own new times', () => {
    expect(staffAvailability(SESSIONS, slot('2026-06-15', '09:30', '10:30'), 'yoga')?.status).toBe('FREE');
    expect(staffAvailability(SESSIONS, slot('2026-06-15', '11:30', '12:30'), 'yoga')?.status).toBe('BUSY');
  });

  it('gives no status when the start is not before the end', () => {
    const at = Temporal.Instant.from('2026-06-15T00:00:00Z');
    expect(staffAvailability(SESSIONS, { start: at, end: at })).toBeNull();
    expect(staffAvailability(SESSIONS, { start: at.add({ hours: 1 }), end: at })).toBeNull();
  });

  it('compares instants, so a session across the fall-back night is measured in elapsed time', () => {
    // 5 April 2026 in Sydney: 02:00–03:00 happens twice; 01:30–02:30 is the first 02:30 (+11).
    const night = [session('late', '2026-04-05', '01:30', '02:30')];
    expect(staffAvailability(night, slot('2026-04-05', '02:30', '03:00'))?.status).toBe('FREE');
    expect(staffAvailability(night, slot('2026-04-05', '02:00', '03:00'))?.status).toBe('BUSY');
  });
});
