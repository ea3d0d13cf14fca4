import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { keepsMemberOut } from './door-access.ts';

const today = Temporal.PlainDate.from('2026-11-27');
const blocked = {
  status: 'BLOCKED',
  startDate: '2026-01-01',
  endDate: null,
  cancellationReason: null,
  allowAccessFrom: null,
  allowAccessUntil: null,
};

describe('door access (docs/access-control.md "Blocked members")', () => {
  it('keeps out a member whose membership shows BLOCKED today with no allowance in force', () => {
    expect(keepsMemberOut(blocked, today)).toBe(true);
    expect(keepsMemberOut({ ...blocked, status: 'ACTIVE' }, today)).toBe(false);
  });

  it('lets them in from the day the allowance was given through its last day, not the day after', () => {
    const allowed = { ...blocked, allowAccessFrom: '2026-11-20', allowAccessUntil: '2026-11-27' };
    expect(keepsMemberOut(allowed, today)).toBe(false);
    expect(keepsMemberOut(allowed, Temporal.PlainDate.from('2026-11-20'))).toBe(false);
    expect(keepsMemberOut(allowed, Temporal.PlainDate.from('2026-11-28'))).toBe(true);
  });

  it('does not keep out a member whose blocked membership has ended', () => {
    expect(keepsMemberOut({ ...blocked, endDate: '2026-11-27', cancellationReason: 'Moved' }, today)).toBe(
      false,
    );
  });
});
