import { CLASS_COLOURS, classMessages, lateCancellationMessages } from '@clubline/domain';
import { describe, expect, it } from 'vitest';
import { makeClass } from '../classes.testing.ts';
import {
  audienceOf,
  classCheck,
  classValuesOf,
  membershipBookingOffered,
  newClassValues,
} from './class-form.ts';

const valid = () => ({ ...newClassValues(['wlg']), name: 'Yoga' });

describe('class form rules (spec 3 §4, §5, §9)', () => {
  it('starts with the first palette colour, everyone may book and the waitlist off', () => {
    const values = newClassValues([]);
    expect(values.color).toBe(CLASS_COLOURS[0]);
    expect(audienceOf(values)).toBe('ALL');
    expect(values.waitlistEnabled).toBe(false);
  });

  it('combines Members & Staff and Guests into ALL, MEMBER, CASUAL or NONE', () => {
    expect(audienceOf({ membersAndStaff: true, guests: true })).toBe('ALL');
    expect(audienceOf({ membersAndStaff: true, guests: false })).toBe('MEMBER');
    expect(audienceOf({ membersAndStaff: false, guests: true })).toBe('CASUAL');
    expect(audienceOf({ membersAndStaff: false, guests: false })).toBe('NONE');
  });

  it('offers booking by membership only for CASUAL and NONE, and drops it otherwise', () => {
    expect(membershipBookingOffered(valid())).toBe(false);
    expect(membershipBookingOffered({ ...valid(), membersAndStaff: false })).toBe(true);
    const checked = classCheck({ ...valid(), bookingByMembership: true, membershipPlans: ['plan-1'] });
    expect(checked.ok && checked.value.bookingByMembership).toEqual({
      isAllowed: false,
      membershipPlans: [],
    });
  });

  it('asks for memberships when booking by membership is on', () => {
    const checked = classCheck({ ...valid(), membersAndStaff: false, bookingByMembership: true });
    expect(checked).toEqual({ ok: false, errors: { membershipPlans: classMessages.membershipsRequired } });
  });

  it('gives the spec texts for a missing name, a missing colour and no branch', () => {
    const checked = classCheck({ ...valid(), name: '  ', color: '', branches: [] });
    expect(checked.ok ? {} : checked.errors).toEqual({
      name: classMessages.nameRequired,
      color: classMessages.colourRequired,
      branches: classMessages.branchesRequired,
    });
  });

  it('refuses a name over 30 and a colour outside the palette', () => {
    const checked = classCheck({ ...valid(), name: 'x'.repeat(31), color: '#FFFFFF' });
    expect(checked.ok ? {} : checked.errors).toEqual({
      name: 'Name must not exceed 30 characters',
      color: classMessages.colourNotInPalette,
    });
  });

  it('needs a waitlist capacity of at least 1 when the waitlist is on', () => {
    const on = { ...valid(), waitlistEnabled: true };
    expect(classCheck(on)).toEqual({
      ok: false,
      errors: { waitlistLimit: classMessages.waitlistCapacityRequired },
    });
    expect(classCheck({ ...on, waitlistLimit: 0 })).toEqual({
      ok: false,
      errors: { waitlistLimit: classMessages.waitlistCapacityInteger },
    });
    expect(classCheck({ ...on, waitlistLimit: 2.5 })).toEqual({
      ok: false,
      errors: { waitlistLimit: classMessages.waitlistCapacityInteger },
    });
    const checked = classCheck({ ...on, waitlistLimit: 12 });
    expect(checked.ok && checked.value.sessionWaitlistConfig).toEqual({ status: 'ENABLED', limit: 12 });
  });

  it('charges late cancellations only with a fee, in cents, at most $10,000', () => {
    const on = { ...valid(), lateCancelEnabled: true };
    expect(classCheck(on)).toEqual({ ok: false, errors: { fee: lateCancellationMessages.feeRequired } });
    expect(classCheck({ ...on, fee: 10_000.01 })).toEqual({
      ok: false,
      errors: { fee: lateCancellationMessages.feeTooHigh },
    });
    const checked = classCheck({ ...on, fee: '12.50' });
    expect(checked.ok && checked.value.lateCancellation.feeCents).toBe(1250);
  });

  it('keeps the offer settings in range', () => {
    const checked = classCheck({ ...valid(), holdMinutes: 5, cutoffMinutes: 24 * 60 + 1 });
    expect(checked.ok ? {} : Object.keys(checked.errors)).toEqual(['holdMinutes', 'cutoffMinutes']);
  });

  it('reads a stored class back into the same values it was saved from', () => {
    const stored = makeClass({
      allowBookingsFrom: 'CASUAL',
      bookingByMembership: {
        __typename: 'ClassBookingByMembership',
        isAllowed: true,
        membershipPlans: ['plan-1'],
      },
      sessionWaitlistConfig: { __typename: 'SessionWaitlistConfig', status: 'ENABLED', limit: 8 },
      lateCancellation: {
        __typename: 'ClassLateCancellation',
        enabled: true,
        windowMinutes: 60,
        feeCents: 1500,
        freeWaivers: 2,
      },
    });
    const checked = classCheck(classValuesOf(stored));
    expect(checked.ok && checked.value).toMatchObject({
      allowBookingsFrom: 'CASUAL',
      bookingByMembership: { isAllowed: true, membershipPlans: ['plan-1'] },
      sessionWaitlistConfig: { status: 'ENABLED', limit: 8 },
      lateCancellation: { enabled: true, windowMinutes: 60, feeCents: 1500, freeWaivers: 2 },
      branches: ['wlg'],
    });
  });
});
