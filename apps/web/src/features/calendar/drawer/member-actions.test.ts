import { describe, expect, it } from 'vitest';
import { memberAction, showsWaitlist } from './member-actions.ts';

describe("a session member's row (spec 2 §4)", () => {
  it('offers check in and cancel check-in once the session has started, removal of booked members before', () => {
    expect(memberAction('BOOKED', true)).toBe('CHECK_IN');
    expect(memberAction('ATTENDED', true)).toBe('CANCEL_CHECK_IN');
    expect(memberAction('BOOKED', false)).toBe('REMOVE');
    expect(memberAction('ATTENDED', false)).toBe('ATTENDED');
  });

  it('shows the waitlist only with flag 1016 on and the class waitlist enabled', () => {
    const enabled = { sessionWaitlistConfig: { status: 'ENABLED' } };
    expect(showsWaitlist(true, enabled)).toBe(true);
    expect(showsWaitlist(false, enabled)).toBe(false);
    expect(showsWaitlist(true, { sessionWaitlistConfig: { status: 'DISABLED' } })).toBe(false);
    expect(showsWaitlist(true, null)).toBe(false);
  });
});
