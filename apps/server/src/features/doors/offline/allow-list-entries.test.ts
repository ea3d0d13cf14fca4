import { type EntryFacts, type EntryMembership, NO_VACCINATION_REQUIREMENT } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { allowListEntries } from './allow-list-entries.ts';

/* The allow-list's entries (pure): until when a card is let in, in the branch's own midnights. */

const BRANCH = 'b1';

const membership = (fields: Partial<EntryMembership> = {}): EntryMembership => ({
  id: 'm1',
  branchId: BRANCH,
  planName: 'Open hours',
  planType: 'ONGOING',
  status: 'ACTIVE',
  startDate: '2026-01-01',
  endDate: null,
  cancellationReason: null,
  allowAccessFrom: null,
  allowAccessUntil: null,
  numberOfVisitsLeft: null,
  paymentSetupPending: false,
  overdue: null,
  pauses: [],
  ...fields,
});

const holder = (memberships: EntryMembership[]) => {
  const facts: EntryFacts = {
    branchId: BRANCH,
    cardNumber: 'C1',
    person: {
      firstName: 'Ada',
      vaccination: { certificateSightedAt: null, passExpiryDate: null },
      staff: null,
      memberHere: true,
    },
    memberships,
    vaccinationRequirement: NO_VACCINATION_REQUIREMENT,
    lastGrantedArrival: null,
  };
  return { cardNumber: 'C1', personId: 'p1', firstName: 'Ada', facts };
};

const entryAt = (memberships: EntryMembership[], at: string, timeZone: string) =>
  allowListEntries([holder(memberships)], Temporal.Instant.from(at), timeZone)[0];

describe('allowListEntries', () => {
  it('lets a card in until the midnight of the first day it would be refused, across a daylight-saving change', () => {
    // Sydney moves to daylight time on Sunday 4 October 2026: the 6th starts at +11:00, not +10:00.
    const entry = entryAt(
      [membership({ endDate: '2026-10-06' })],
      '2026-10-02T01:00:00Z',
      'Australia/Sydney',
    );
    expect(entry).toMatchObject({
      granted: true,
      until: '2026-10-05T13:00:00Z',
      reasonAfter: { code: 'MEMBERSHIP_EXPIRED', text: 'Membership expired on 6 Oct' },
    });
  });

  it('lets a card in all week through the rest of today and the next seven days, in Perth at +08:00', () => {
    const entry = entryAt([membership()], '2026-11-28T04:00:00Z', 'Australia/Perth');
    expect(entry).toMatchObject({ granted: true, until: '2026-12-05T16:00:00Z', reasonAfter: null });
  });

  it('refuses a suspended member with the online sentence, and says when a suspension will start', () => {
    const pause = { startDate: '2026-12-01', endDate: '2027-01-13', kind: 'SUSPENSION' as const };
    const later = entryAt([membership({ pauses: [pause] })], '2026-11-28T04:00:00Z', 'Pacific/Auckland');
    expect(later).toMatchObject({
      granted: true,
      until: '2026-11-30T11:00:00Z',
      reasonAfter: { code: 'MEMBERSHIP_SUSPENDED', text: 'Membership suspended until 12 Jan 2027' },
    });
    const now = entryAt([membership({ pauses: [pause] })], '2026-12-02T04:00:00Z', 'Pacific/Auckland');
    expect(now).toMatchObject({
      granted: false,
      until: null,
      reason: { code: 'MEMBERSHIP_SUSPENDED', text: 'Membership suspended until 12 Jan 2027' },
    });
  });

  it('gives a visit pass its visits left, and a spent one its reason', () => {
    const pass = (left: number) =>
      membership({
        id: 'pass',
        planType: 'VISITOR_PASS',
        planName: '10-visit pass',
        numberOfVisitsLeft: left,
      });
    expect(entryAt([pass(3)], '2026-11-28T04:00:00Z', 'Pacific/Auckland')).toMatchObject({
      granted: true,
      membershipId: 'pass',
      visitsLeft: 3,
    });
    expect(entryAt([pass(0)], '2026-11-28T04:00:00Z', 'Pacific/Auckland')).toMatchObject({
      granted: false,
      visitsLeft: null,
      reason: { code: 'NO_VISITS_LEFT', text: 'No visits left on 10-visit pass' },
    });
  });
});
