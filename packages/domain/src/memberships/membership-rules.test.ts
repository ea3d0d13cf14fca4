import { describe, expect, it } from 'vitest';
import {
  activeMembershipsInOrder,
  billingStatusTone,
  canChange,
  canEditExternalPayer,
  canPayOverdue,
  editMembershipOperation,
  endAvailability,
  groupMemberships,
  isAddMembershipDisabled,
  isOptionOnSale,
  type MembershipFacts,
  needsFirstPaymentDateOptions,
  offersCreditCardOnline,
  pastMembershipArrears,
  showsBillingStatusTag,
  showsOverdueTag,
} from './membership-rules.ts';

const TODAY = '2026-11-24';

function membership(
  overrides: Partial<MembershipFacts> & { id?: string } = {},
): MembershipFacts & { id: string } {
  return {
    id: 'm',
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

describe('groupMemberships', () => {
  it('splits active with term, active without end date, pending or other and history, each sorted', () => {
    const list = [
      membership({ id: 'ongoing-late', startDate: '2026-05-01' }),
      membership({ id: 'term-late', endDate: '2027-06-01' }),
      membership({ id: 'pending', status: 'PENDING', startDate: '2026-12-01' }),
      membership({ id: 'ended-old', status: 'ENDED', isHistory: true, endDate: '2025-01-01' }),
      membership({ id: 'term-soon', endDate: '2027-01-01' }),
      membership({ id: 'ongoing-early', startDate: '2026-02-01' }),
      membership({ id: 'expired-recent', status: 'EXPIRED', isHistory: true, endDate: '2026-10-01' }),
      membership({ id: 'suspended', status: 'SUSPENDED', startDate: '2026-03-01' }),
    ];
    const groups = groupMemberships(list);
    expect(groups.activeWithTerm.map((m) => m.id)).toEqual(['term-soon', 'term-late']);
    expect(groups.activeOngoing.map((m) => m.id)).toEqual(['ongoing-early', 'ongoing-late']);
    expect(groups.pendingOrOther.map((m) => m.id)).toEqual(['suspended', 'pending']);
    expect(groups.history.map((m) => m.id)).toEqual(['expired-recent', 'ended-old']);
    expect(activeMembershipsInOrder(list).map((m) => m.id)).toEqual([
      'term-soon',
      'term-late',
      'ongoing-early',
      'ongoing-late',
      'suspended',
      'pending',
    ]);
  });

  it('does not reorder its input', () => {
    const list = [membership({ id: 'b', startDate: '2026-02-01' }), membership({ id: 'a' })];
    groupMemberships(list);
    expect(list.map((m) => m.id)).toEqual(['b', 'a']);
  });
});

describe('billing status', () => {
  it('colours DDR_PENDING warning, the paid states success, the rest error', () => {
    expect(billingStatusTone('DDR_PENDING')).toBe('warning');
    for (const status of ['ACTIVE', 'DDR_ACTIVE', 'FULLY_PAID'] as const)
      expect(billingStatusTone(status)).toBe('success');
    for (const status of ['DDR_DELETED', 'DDR_REJECTED', 'CANCELLED', 'OVERDUE'] as const)
      expect(billingStatusTone(status)).toBe('error');
  });

  it('hides the tag for ACTIVE and DDR_ACTIVE only', () => {
    expect(showsBillingStatusTag('ACTIVE')).toBe(false);
    expect(showsBillingStatusTag('DDR_ACTIVE')).toBe(false);
    expect(showsBillingStatusTag(null)).toBe(false);
    expect(showsBillingStatusTag('DDR_PENDING')).toBe(true);
    expect(showsBillingStatusTag('FULLY_PAID')).toBe(true);
  });

  it('shows the overdue tag for a membership among the overdue references', () => {
    expect(showsOverdueTag(membership(), ['CUST-1'])).toBe(true);
    expect(showsOverdueTag(membership(), ['CUST-2'])).toBe(false);
    expect(showsOverdueTag(membership({ customerReference: null }), [])).toBe(false);
  });
});

describe('pay overdue', () => {
  it('is offered for an overdue paysmart membership with a customer reference', () => {
    expect(canPayOverdue(membership({ overdueAmount: 2500 }))).toBe(true);
    expect(canPayOverdue(membership({ overdueAmount: 0 }))).toBe(false);
    expect(canPayOverdue(membership({ overdueAmount: 2500, billingProvider: 'DEBITSUCCESS' }))).toBe(false);
    expect(canPayOverdue(membership({ overdueAmount: 2500, customerReference: null }))).toBe(false);
    expect(canPayOverdue(membership({ overdueAmount: 2500, isHistory: true, status: 'ENDED' }))).toBe(false);
  });

  it('is offered under debitsuccess only for a membership overdue control blocked (the block is ours)', () => {
    const debitsuccess = {
      billingProvider: 'DEBITSUCCESS' as const,
      organisationProvider: 'DEBITSUCCESS' as const,
    };
    expect(canPayOverdue(membership({ ...debitsuccess, status: 'BLOCKED', overdueAmount: 2500 }))).toBe(true);
    expect(canPayOverdue(membership({ ...debitsuccess, status: 'BLOCKED', overdueAmount: 0 }))).toBe(false);
    expect(canPayOverdue(membership({ ...debitsuccess, status: 'ACTIVE', overdueAmount: 2500 }))).toBe(false);
  });
});

describe('arrears left on past memberships', () => {
  const ended = (id: string, overrides: Partial<MembershipFacts> = {}) =>
    membership({ id, status: 'ENDED', isHistory: true, endDate: '2026-11-01', ...overrides });

  it('are offered once per customer reference, their amounts together, named by the latest ended', () => {
    const found = pastMembershipArrears([
      ended('a', { overdueAmount: 2500, customerReference: 'PS-1', endDate: '2026-10-01' }),
      ended('b', { overdueAmount: 1000, customerReference: 'PS-1', endDate: '2026-11-01' }),
      ended('c', { overdueAmount: 500, customerReference: 'PS-2' }),
      ended('d', { overdueAmount: 0, customerReference: 'PS-3' }),
    ]);
    expect(found.map((entry) => [entry.membership.id, entry.overdueAmount])).toEqual([
      ['b', 3500],
      ['c', 500],
    ]);
  });

  it('are left to a current membership of the reference that offers Pay overdue, and to debitsuccess', () => {
    const current = membership({ id: 'now', overdueAmount: 100, customerReference: 'PS-1' });
    const settled = membership({ id: 'now', overdueAmount: 0, customerReference: 'PS-1' });
    const past = ended('old', { overdueAmount: 2500, customerReference: 'PS-1' });
    expect(pastMembershipArrears([current, past])).toEqual([]);
    // A change carried the reference over: the new membership owes nothing, so the page offers it.
    expect(pastMembershipArrears([settled, past]).map((entry) => entry.membership.id)).toEqual(['old']);
    const debitsuccess = {
      billingProvider: 'DEBITSUCCESS' as const,
      organisationProvider: 'DEBITSUCCESS' as const,
    };
    expect(pastMembershipArrears([ended('ds', { ...debitsuccess, overdueAmount: 2500 })])).toEqual([]);
    expect(pastMembershipArrears([ended('none', { overdueAmount: 2500, customerReference: null })])).toEqual(
      [],
    );
  });
});

describe('endAvailability', () => {
  it('offers End on a current paysmart membership', () => {
    expect(endAvailability(membership(), TODAY)).toBe('offered');
    expect(endAvailability(membership({ status: 'PENDING', startDate: '2026-12-01' }), TODAY)).toBe(
      'offered',
    );
    expect(endAvailability(membership({ endDate: TODAY }), TODAY)).toBe('offered');
  });

  it('hides End for history, a passed end date, other statuses and DDR_DELETED', () => {
    expect(endAvailability(membership({ isHistory: true, status: 'ENDED' }), TODAY)).toBe('hidden');
    expect(endAvailability(membership({ endDate: '2026-11-23' }), TODAY)).toBe('hidden');
    expect(endAvailability(membership({ status: 'SUSPENDED' }), TODAY)).toBe('hidden');
    expect(endAvailability(membership({ accountBillingStatus: 'DDR_DELETED' }), TODAY)).toBe('hidden');
  });

  it('sends a debitsuccess billing membership with a submitted request to the billing company', () => {
    const debitsuccess = { billingProvider: 'DEBITSUCCESS' as const };
    expect(endAvailability(membership(debitsuccess), TODAY)).toBe('remove-via-provider');
    expect(endAvailability(membership({ ...debitsuccess, ddrStatus: 'DDR_REJECTED' }), TODAY)).toBe('hidden');
  });

  it('offers End on a debitsuccess billing membership whose request is still pending (nothing submitted yet)', () => {
    const pending = {
      billingProvider: 'DEBITSUCCESS' as const,
      ddrStatus: 'DDR_PENDING',
      accountBillingStatus: 'DDR_PENDING' as const,
      customerReference: null,
    };
    expect(endAvailability(membership(pending), TODAY)).toBe('offered');
    expect(
      endAvailability(membership({ ...pending, status: 'PENDING', startDate: '2026-12-01' }), TODAY),
    ).toBe('offered');
  });

  it('keeps End on a non-billing membership under debitsuccess', () => {
    const debitsuccess = { billingProvider: 'DEBITSUCCESS' as const };
    // Not a billing membership: debitsuccess does not hold it, so End stays.
    expect(
      endAvailability(membership({ ...debitsuccess, kind: 'NON_BILLING', ddrStatus: null }), TODAY),
    ).toBe('offered');
  });
});

describe('canChange', () => {
  it('is offered on an active, paid-up, ongoing paysmart membership past its first billing date', () => {
    expect(canChange(membership(), TODAY, false)).toBe(true);
  });

  it.each<[string, Partial<MembershipFacts>, boolean]>([
    ['an end date', { endDate: '2027-01-01' }, false],
    ['a pending billing status', { accountBillingStatus: 'DDR_PENDING' }, false],
    ['not active', { status: 'SUSPENDED' }, false],
    ['first billing date not passed', { firstPaymentDate: TODAY }, false],
    ['no first billing date', { firstPaymentDate: null }, false],
    ['debitsuccess', { billingProvider: 'DEBITSUCCESS' }, false],
    ['no plan type', { planType: null }, false],
    ['history', { isHistory: true }, false],
  ])('is hidden with %s', (_, overrides) => {
    expect(canChange(membership(overrides), TODAY, false)).toBe(false);
  });

  it('is hidden while the member has the overdue tag', () => {
    expect(canChange(membership(), TODAY, true)).toBe(false);
  });
});

describe('edit permissions', () => {
  it('uses the billing permission for ongoing recurring plans and the other for the rest', () => {
    expect(editMembershipOperation(membership())).toBe('edit-billing-membership-dates');
    expect(editMembershipOperation(membership({ planType: 'VISITOR_PASS' }))).toBe(
      'edit-non-billing-membership-dates',
    );
    expect(editMembershipOperation(membership({ planType: 'EXTERNAL_PAYER' }))).toBe(
      'edit-non-billing-membership-dates',
    );
    expect(editMembershipOperation(membership({ paymentFrequency: 'ONE_OFF' }))).toBe(
      'edit-non-billing-membership-dates',
    );
    expect(editMembershipOperation(membership({ isHistory: true }))).toBeNull();
  });

  it('offers edit external payer only on an external-payer plan', () => {
    expect(canEditExternalPayer(membership())).toBe(false);
    expect(canEditExternalPayer(membership({ planType: 'EXTERNAL_PAYER', isExternalPayer: true }))).toBe(
      true,
    );
  });
});

describe('add membership', () => {
  const now = Date.UTC(2026, 10, 24);
  it('sells a published option inside its sale window only', () => {
    const option = {
      status: 'PUBLISHED',
      saleStartDate: String(now - 1000),
      saleEndDate: String(now + 1000),
    };
    expect(isOptionOnSale(option, now)).toBe(true);
    expect(isOptionOnSale({ ...option, saleEndDate: null }, now)).toBe(true);
    expect(isOptionOnSale({ ...option, status: 'DRAFT' }, now)).toBe(false);
    expect(isOptionOnSale({ ...option, saleStartDate: String(now + 1) }, now)).toBe(false);
    expect(isOptionOnSale({ ...option, saleEndDate: String(now - 1) }, now)).toBe(false);
  });

  it('offers Credit card ONLINE only for one-off or unspecified frequency', () => {
    expect(offersCreditCardOnline('ONE_OFF')).toBe(true);
    expect(offersCreditCardOnline(null)).toBe(true);
    expect(offersCreditCardOnline('WEEKLY')).toBe(false);
  });

  it('asks for first payment date options only for billing plans off paysmart', () => {
    expect(needsFirstPaymentDateOptions(true, 'DEBITSUCCESS')).toBe(true);
    expect(needsFirstPaymentDateOptions(true, 'PAYSMART')).toBe(false);
    expect(needsFirstPaymentDateOptions(false, 'DEBITSUCCESS')).toBe(false);
  });

  it('disables Add while anything loads or after a payments error', () => {
    const idle = { plansLoading: false, submitting: false, paymentsLoading: false, paymentsError: false };
    expect(isAddMembershipDisabled(idle)).toBe(false);
    for (const key of Object.keys(idle) as (keyof typeof idle)[])
      expect(isAddMembershipDisabled({ ...idle, [key]: true })).toBe(true);
  });
});
