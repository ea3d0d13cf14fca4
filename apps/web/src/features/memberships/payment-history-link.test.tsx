import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import { ADMIN_EVERYWHERE, PERSON_ID, personAnswer, renderMemberApp, WLG } from '../../testing/members.ts';
import { MEMBERSHIP_ID, type MembershipData, makeMembership } from './memberships.testing.ts';

/**
 * Spec 2 §3 "Billing links", §8 ("the paymentHistory link is used"): the membership page links to
 * the customer's payment history at the billing company, as the server gives it (getBillingLinks:
 * view-member on the member's home branch, a membership with the customer reference there).
 */
const HISTORY = 'https://api.test/sandbox/billing/paysmart/customers/PS-1001/payments?org=o&expires=1&sig=s';

function open(membership: MembershipData, paymentHistory: string | null = HISTORY) {
  return renderMemberApp(
    `/branch/${WLG}/members/${PERSON_ID}/memberships/${MEMBERSHIP_ID}`,
    {
      MemberArea: personAnswer(),
      MembershipDetails: {
        data: {
          getPerson: { __typename: 'Person', id: PERSON_ID, tags: [], overdueReferences: [] },
          getMembership: membership,
        },
      },
      PaymentHistoryLink: {
        data: {
          getBillingLinks: { __typename: 'BillingLinks', paymentHistory },
        },
      },
    },
    { assignments: ADMIN_EVERYWHERE },
  );
}

describe('Payment history link (billing links)', () => {
  it('opens the customer’s payment history at the billing company in a new tab, from the Billing card', {
    timeout: 15_000,
  }, async () => {
    const { calls } = open(makeMembership());
    const billing = await screen.findByRole('region', { name: 'Billing' });
    const link = await within(billing).findByRole('link', {
      name: 'Payment history (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe(HISTORY);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(
      calls.filter((call) => call.operationName === 'PaymentHistoryLink').map((c) => c.variables),
    ).toEqual([{ branchId: WLG, customerReference: 'PS-1001' }]);
  });

  it('is not offered without a customer reference, nor when the server gives no link', {
    timeout: 15_000,
  }, async () => {
    const { calls } = open(makeMembership({ customerReference: null, ddrStatus: 'DDR_PENDING' }));
    await screen.findByRole('region', { name: 'Billing' });
    expect(screen.queryByRole('link', { name: /Payment history/ })).toBeNull();
    expect(calls.some((call) => call.operationName === 'PaymentHistoryLink')).toBe(false);

    open(makeMembership(), null);
    await eventually(() =>
      expect(screen.getAllByRole('region', { name: 'Billing' }).length).toBeGreaterThan(0),
    );
    await eventually(() => expect(screen.queryByRole('link', { name: /Payment history/ })).toBeNull());
  });
});
