import { describe, expect, it } from 'vitest';
import {
  canSuspend,
  canSynchronise,
  canUnblock,
  isAccessAllowedByAdmin,
  latestAllowAccessUntil,
  membershipActions,
  suspendFacts,
  unblockMessages,
} from './membership-actions.ts';
import type { MembershipFacts } from './membership-rules.ts';
import { unblockInputSchemaFor } from './unblock-schema.ts';

const TODAY = '2026-11-24';
const facts = { today: TODAY, memberHasOverdueTag: false };

function membership(overrides: Partial<MembershipFacts> = {}): MembershipFacts {
  return {
    status: 'ACTIVE',
    isHistory: false,
    startDate: '2026-01-01',
    endDate: null,
    kind: 'BILLING',
    billingProvider: 'PAYSMART',
    organisationProvider: 'PAYSMART',
    ddrStatus: 'DDR_ACTIVE',
    accountBillingStatus: 'ACTIVE',
    customerReference: 'CUST-1',
    overdueAmount: 0,
    firstPaymentDate: '2026-01-07',
    planType: 'ONGOING',
    isExternalPayer: false,
    paymentFrequency: 'WEEKLY',
    ...overrides,
  };
}

describe('Suspend and Free period (spec 2 §4)', () => {
  it('are offered for an active paysmart or recurring debitsuccess membership', () => {
    expect(canSuspend(membership(), facts)).toBe(true);
    const ds = { billingProvider: 'DEBITSUCCESS' as const, organisationProvider: 'DEBITSUCCESS' as const };
    expect(canSuspend(membership(ds), facts)).toBe(true);
    expect(membershipActions(membership(), facts).freePeriod).toBe(true);
  });

  it("follow the organisation's provider: a non-billing membership (no provider of its own) is offered", () => {
    const nonBilling = {
      kind: 'NON_BILLING' as const,
      billingProvider: null,
      ddrStatus: null,
      accountBillingStatus: null,
      customerReference: null,
    };
    // Paid in full for 12 months under paysmart: offered whatever the frequency.
    expect(
      canSuspend(membership({ ...nonBilling, paymentFrequency: 'ONE_OFF', endDate: '2027-06-01' }), facts),
    ).toBe(true);
    // Under debitsuccess only a recurring frequency is.
    const underDs = { ...nonBilling, organisationProvider: 'DEBITSUCCESS' as const };
    expect(canSuspend(membership({ ...underDs, paymentFrequency: 'WEEKLY' }), facts)).toBe(true);
    expect(canSuspend(membership({ ...underDs, paymentFrequency: 'ONE_OFF' }), facts)).toBe(false);
  });

  it.each([
    ['a visit pass', { planType: 'VISITOR_PASS' as const }],
    ['an external payer plan', { planType: 'EXTERNAL_PAYER' as const }],
    ['an external payer', { isExternalPayer: true }],
    ['a suspended membership', { status: 'SUSPENDED' as const }],
    ['a free period', { status: 'FREE_PERIOD' as const }],
    ['a pending DDR', { ddrStatus: 'DDR_PENDING' }],
    ['a rejected DDR', { ddrStatus: 'DDR_REJECTED' }],
    ['a pending billing status', { accountBillingStatus: 'DDR_PENDING' as const }],
    ['a rejected billing status', { accountBillingStatus: 'DDR_REJECTED' as const }],
    ['a blocked membership', { status: 'BLOCKED' as const }],
    ['a pending membership', { status: 'PENDING' as const }],
    [
      'debitsuccess one-off',
      {
        billingProvider: 'DEBITSUCCESS' as const,
        organisationProvider: 'DEBITSUCCESS' as const,
        paymentFrequency: 'ONE_OFF' as const,
      },
    ],
    [
      'debitsuccess without a frequency',
      { organisationProvider: 'DEBITSUCCESS' as const, paymentFrequency: null },
    ],
    ['history', { status: 'ENDED' as const, isHistory: true }],
  ])('are hidden for %s', (_name, overrides) => {
    const actions = membershipActions(membership(overrides), facts);
    expect(actions.suspend).toBe(false);
    expect(actions.freePeriod).toBe(false);
  });

  it('are hidden while a suspension runs or a free period is given, offered once the suspension ended', () => {
    expect(canSuspend(membership(), { ...facts, suspensionEndDate: '2026-11-25' })).toBe(false);
    expect(canSuspend(membership(), { ...facts, suspensionEndDate: TODAY })).toBe(true);
    expect(canSuspend(membership(), { ...facts, suspensionEndDate: '2026-11-01' })).toBe(true);
    expect(canSuspend(membership(), { ...facts, hasFreePeriod: true })).toBe(false);
  });
});

describe('Synchronise (spec 2 §4, flag 1233)', () => {
  const ds = { billingProvider: 'DEBITSUCCESS' as const };
  it('is offered for a debitsuccess billing membership with a customer reference', () => {
    expect(canSynchronise(membership(ds))).toBe(true);
  });
  it.each([
    ['paysmart', {}],
    ['no customer reference', { ...ds, customerReference: null }],
    ['non-billing', { ...ds, kind: 'NON_BILLING' as const }],
    ['history', { ...ds, status: 'EXPIRED' as const, isHistory: true }],
  ])('is hidden for %s', (_name, overrides) => {
    expect(canSynchronise(membership(overrides))).toBe(false);
  });
});

describe('Unblock (spec 2 §4, flag 2582)', () => {
  it('is offered for a blocked debitsuccess membership only', () => {
    expect(canUnblock(membership({ status: 'BLOCKED', billingProvider: 'DEBITSUCCESS' }))).toBe(true);
    expect(canUnblock(membership({ status: 'BLOCKED' }))).toBe(false);
    expect(canUnblock(membership({ billingProvider: 'DEBITSUCCESS' }))).toBe(false);
  });
});

describe('membershipActions', () => {
  it('hides everything for a history membership', () => {
    const actions = membershipActions(
      membership({ status: 'ENDED', isHistory: true, billingProvider: 'DEBITSUCCESS', overdueAmount: 500 }),
      facts,
    );
    expect(actions).toEqual({
      suspend: false,
      freePeriod: false,
      synchronise: false,
      unblock: false,
      payOverdue: false,
      change: false,
      end: 'hidden',
      edit: null,
      editExternalPayer: false,
    });
  });

  it('under debitsuccess offers synchronise and unblock but not pay overdue nor change', () => {
    const actions = membershipActions(
      membership({ status: 'ACTIVE', billingProvider: 'DEBITSUCCESS', overdueAmount: 500 }),
      { ...facts, memberHasOverdueTag: false },
    );
    expect(actions.synchronise).toBe(true);
    expect(actions.unblock).toBe(false);
    expect(actions.payOverdue).toBe(false);
    expect(actions.change).toBe(false);
  });

  it('under debitsuccess offers a blocked membership Unblock and Pay overdue (the block is ours)', () => {
    const actions = membershipActions(
      membership({ status: 'BLOCKED', billingProvider: 'DEBITSUCCESS', overdueAmount: 500 }),
      { ...facts, memberHasOverdueTag: false },
    );
    expect(actions.synchronise).toBe(true);
    expect(actions.unblock).toBe(true);
    expect(actions.payOverdue).toBe(true);
    expect(actions.change).toBe(false);
    expect(actions.suspend).toBe(false);
  });
});

describe('unblock input (spec 2 §5)', () => {
  const schema = unblockInputSchemaFor(TODAY);
  const message = (value: unknown) => {
    const result = schema.safeParse({ allowAccessUntil: value });
    return result.success ? null : result.error.issues.map((issue) => issue.message);
  };

  it('requires a date', () => {
    expect(message('')).toEqual([unblockMessages.dateRequired]);
    expect(message(undefined)).toEqual([unblockMessages.dateRequired]);
    expect(message('not a date')).toEqual([unblockMessages.dateRequired]);
    expect(unblockMessages.dateRequired).toBe('Date is required');
  });

  it('refuses a day before today', () => {
    expect(message('2026-11-23')).toEqual(['Date cannot be earlier than todays date']);
  });

  it('accepts today up to one month ahead, refuses the day after', () => {
    expect(latestAllowAccessUntil(TODAY)).toBe('2026-12-24');
    expect(message(TODAY)).toBeNull();
    expect(message('2026-12-24')).toBeNull();
    expect(message('2026-12-25')).toEqual(['Date must be within 1 month']);
  });

  it('month ends clamp (31 January + 1 month is 28 February)', () => {
    expect(latestAllowAccessUntil('2027-01-31')).toBe('2027-02-28');
  });
});

describe('isAccessAllowedByAdmin', () => {
  const window = { allowAccessFrom: '2026-11-24', allowAccessUntil: '2026-12-01' };
  it('allows from the day given through allowAccessUntil, inclusive', () => {
    expect(isAccessAllowedByAdmin(window, '2026-11-23')).toBe(false);
    expect(isAccessAllowedByAdmin(window, '2026-11-24')).toBe(true);
    expect(isAccessAllowedByAdmin(window, '2026-12-01')).toBe(true);
    expect(isAccessAllowedByAdmin(window, '2026-12-02')).toBe(false);
    expect(isAccessAllowedByAdmin({ allowAccessFrom: null, allowAccessUntil: null }, TODAY)).toBe(false);
  });
});

describe('the suspend facts (what Suspend and Free period read of a membership’s pauses)', () => {
  it('take the latest resume date of its suspensions, and whether a free period has not ended', () => {
    const suspensions = [{ endDate: '2026-03-01' }, { endDate: '2026-12-01' }, { endDate: '2026-06-01' }];
    expect(suspendFacts({ suspensions, freePeriods: [{ endDate: TODAY }] }, TODAY)).toEqual({
      suspensionEndDate: '2026-12-01',
      hasFreePeriod: false,
    });
    expect(suspendFacts({ suspensions: [], freePeriods: [{ endDate: '2026-11-25' }] }, TODAY)).toEqual({
      suspensionEndDate: null,
      hasFreePeriod: true,
    });
  });

  it('decide Suspend with canSuspend: a suspension in force or a free period not ended hides it', () => {
    const paused = (suspensionEnd: string, freePeriodEnd: string) =>
      canSuspend(membership(), {
        ...facts,
        ...suspendFacts(
          { suspensions: [{ endDate: suspensionEnd }], freePeriods: [{ endDate: freePeriodEnd }] },
          TODAY,
        ),
      });
    expect(paused(TODAY, TODAY)).toBe(true);
    expect(paused('2026-11-25', TODAY)).toBe(false);
    expect(paused(TODAY, '2026-11-25')).toBe(false);
  });
});
