import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { LATE_CANCEL_FEE_MAX_CENTS, lateCancellationMessages } from './classes-messages.ts';
import {
  bookedFromWaitlistInWindow,
  canStaffWaive,
  DEFAULT_LATE_CANCELLATION_SETTINGS,
  feeFor,
  isLateCancellation,
  isNoShow,
  isWaivedFree,
  type LateCancellationSettings,
} from './late-cancellation.ts';

const START = Temporal.Instant.from('2026-06-15T18:00:00Z');
const END = START.add({ hours: 1 });
const ON: LateCancellationSettings = { enabled: true, windowMinutes: 120, feeCents: 1500, freeWaivers: 1 };
const ms = (n: number) => ({ milliseconds: n });

describe('a late cancellation (window before the start)', () => {
  const windowOpens = START.subtract({ minutes: 120 });

  it('is off by default', () => {
    expect(DEFAULT_LATE_CANCELLATION_SETTINGS).toMatchObject({ enabled: false, feeCents: 0 });
    expect(
      isLateCancellation(START.subtract({ minutes: 1 }), START, DEFAULT_LATE_CANCELLATION_SETTINGS),
    ).toBe(false);
  });

  it.each([
    ['a millisecond before the window', windowOpens.subtract(ms(1)), false],
    ['exactly the window before the start', windowOpens, false],
    ['a millisecond into the window', windowOpens.add(ms(1)), true],
    ['a minute before the start', START.subtract({ minutes: 1 }), true],
    ['at the start', START, true],
    ['after the start', START.add({ minutes: 10 }), true],
  ])('cancelling %s is late: %s', (_, at, late) => {
    expect(isLateCancellation(at, START, ON)).toBe(late);
  });
});

describe('a booking the waitlist made inside the window (cancelling it is never late)', () => {
  const windowOpens = START.subtract({ minutes: 120 });

  it.each([
    ['booked from the waitlist inside the window', true, windowOpens.add(ms(1)), true],
    ['booked from the waitlist a minute before the start', true, START.subtract({ minutes: 1 }), true],
    ['booked from the waitlist exactly the window before the start', true, windowOpens, false],
    ['booked from the waitlist before the window', true, windowOpens.subtract({ minutes: 30 }), false],
    ['booked otherwise inside the window', false, START.subtract({ minutes: 30 }), false],
  ] as const)('%s: exempt %s', (_, fromWaitlist, bookedAt, exempt) => {
    expect(bookedFromWaitlistInWindow({ bookedAt, fromWaitlist }, START, ON)).toBe(exempt);
  });
});

describe('a no-show (booked, not checked in by the end)', () => {
  it.each([
    ['BOOKED', END.subtract(ms(1)), false],
    ['BOOKED', END, true],
    ['BOOKED', END.add({ hours: 3 }), true],
    ['ATTENDED', END.add({ hours: 3 }), false],
  ] as const)('%s at %s: %s', (attendance, now, noShow) => {
    expect(isNoShow(attendance, END, now, ON)).toBe(noShow);
  });

  it('is never one while the setting is off', () => {
    expect(isNoShow('BOOKED', END, END, { ...ON, enabled: false })).toBe(false);
  });
});

describe('free waivers per rolling 30 days', () => {
  const at = Temporal.Instant.from('2026-06-30T10:00:00Z');
  const thirtyDays = at.subtract({ hours: 30 * 24 });

  it('waives the first incident, then charges while a free waiver lies in the 30 days before', () => {
    expect(isWaivedFree(at, [], ON)).toBe(true);
    expect(isWaivedFree(at, [thirtyDays.add(ms(1))], ON)).toBe(false);
    expect(isWaivedFree(at, [thirtyDays], ON)).toBe(true); // exactly 30 days before: outside
  });

  it('counts a free waiver used by a later incident assessed first (a no-show is assessed after the session)', () => {
    expect(isWaivedFree(at, [at.add({ hours: 1 })], ON)).toBe(false);
    // A later waiver whose own 30 days do not reach back to this incident leaves it free.
    expect(isWaivedFree(at, [at.add({ hours: 30 * 24 })], ON)).toBe(true);
    expect(isWaivedFree(at, [at.add({ hours: 30 * 24 }).subtract(ms(1))], ON)).toBe(false);
    // Two allowed: one 25 days before and one 25 days after leave no 30 days holding three.
    const two = { ...ON, freeWaivers: 2 };
    expect(isWaivedFree(at, [at.subtract({ hours: 25 * 24 }), at.add({ hours: 25 * 24 })], two)).toBe(true);
    // A later waiver whose 30 days already hold two (itself and one after this incident) is full.
    expect(isWaivedFree(at, [at.add({ hours: 24 }), at.add({ hours: 48 })], two)).toBe(false);
    expect(isWaivedFree(at, [at.subtract({ hours: 24 }), at.add({ hours: 24 })], two)).toBe(false);
  });

  it('gives N waivers with N set, none with 0', () => {
    const two = { ...ON, freeWaivers: 2 };
    expect(isWaivedFree(at, [at.subtract({ hours: 3 * 24 })], two)).toBe(true);
    expect(isWaivedFree(at, [at.subtract({ hours: 3 * 24 }), at.subtract({ hours: 2 * 24 })], two)).toBe(
      false,
    );
    expect(isWaivedFree(at, [], { ...ON, freeWaivers: 0 })).toBe(false);
  });

  it('charges the fee once the waivers are used, nothing when off', () => {
    expect(feeFor(at, [], ON)).toEqual({ charge: false, reason: 'WAIVED_FREE' });
    expect(feeFor(at, [at.subtract({ hours: 1 * 24 })], ON)).toEqual({ charge: true, amountCents: 1500 });
    expect(feeFor(at, [], { ...ON, enabled: false })).toEqual({ charge: false, reason: 'OFF' });
    expect(feeFor(at, [at.subtract({ hours: 1 * 24 })], { ...ON, feeCents: 0 })).toEqual({
      charge: false,
      reason: 'OFF',
    });
  });
});

describe('staff waiving a charged fee', () => {
  const chargedAt = Temporal.Instant.from('2026-06-15T19:00:00Z');

  it('is possible for a day after the charge', () => {
    expect(canStaffWaive(chargedAt, chargedAt)).toBe(true);
    expect(canStaffWaive(chargedAt, chargedAt.add({ hours: 24 }).subtract(ms(1)))).toBe(true);
    expect(canStaffWaive(chargedAt, chargedAt.add({ hours: 24 }))).toBe(false);
    expect(canStaffWaive(chargedAt, chargedAt.subtract(ms(1)))).toBe(false);
  });
});

describe('the fee has a ceiling', () => {
  it('is the ceiling of any fee staff type, $10,000', () => {
    expect(LATE_CANCEL_FEE_MAX_CENTS).toBe(1_000_000);
    expect(lateCancellationMessages.feeTooHigh).toBe('Fee cannot exceed $10,000');
  });
});
