import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../testing/eventually.ts';
import { ADMIN_EVERYWHERE, PERSON_ID, personAnswer, renderMemberApp, WLG } from '../../../testing/members.ts';
import { MEMBERSHIP_ID, makeMembership } from '../memberships.testing.ts';

const area = `/branch/${WLG}/members/${PERSON_ID}`;
const NEW_LINK = `http://localhost:3000/${WLG}/payment-setup/new-token`;

function openDetails(membership = makeMembership()) {
  return renderMemberApp(
    `${area}/memberships/${MEMBERSHIP_ID}`,
    {
      MemberArea: personAnswer(),
      MembershipDetails: {
        data: {
          getPerson: { __typename: 'Person', id: PERSON_ID, tags: [], overdueReferences: [] },
          getMembership: membership,
        },
      },
      SendPaymentSetupLink: {
        data: {
          sendPaymentSetupLink: {
            __typename: 'SentPaymentSetupLink',
            signupLink: NEW_LINK,
            emailedTo: 'aroha@example.com',
          },
        },
      },
    },
    { assignments: ADMIN_EVERYWHERE },
  );
}

const rejected = () =>
  makeMembership({
    ddrStatus: 'DDR_REJECTED',
    accountBillingStatus: 'DDR_REJECTED',
    accountBillingStatusReason: 'The bank does not accept direct debits from this account',
    customerReference: 'PS-1001',
  });

describe('a rejected direct debit request (docs/billing.md "A new payment setup link")', () => {
  it('shows the reason, says the next payments will not be taken, and sends a new link', async () => {
    const { calls } = openDetails(rejected());
    const notice = await screen.findByText('The direct debit request was rejected');
    expect(
      screen.getAllByText(/The bank does not accept direct debits from this account/).length,
    ).toBeGreaterThanOrEqual(1);
    expect(notice).toBeTruthy();
    const payments = screen.getByRole('region', { name: 'Next payments' });
    expect(within(payments).getByText(/Will not be taken until payment is set up/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new payment setup link' }));
    await eventually(() =>
      expect(calls.find((call) => call.operationName === 'SendPaymentSetupLink')?.variables).toEqual({
        membershipId: MEMBERSHIP_ID,
      }),
    );
    expect(
      await screen.findByText('A new payment setup link was emailed to aroha@example.com.'),
    ).toBeTruthy();
    // A page, a mutation and a notification: more than the default 5 s on a busy shared machine.
  }, 20_000);

  it('says where the current link was emailed, or that it was not', async () => {
    openDetails(
      makeMembership({
        ddrStatus: 'DDR_PENDING',
        accountBillingStatus: 'DDR_PENDING',
        customerReference: null,
        signupLink: NEW_LINK,
        signupLinkEmailedTo: 'aroha@example.com',
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Payment setup page' });
    expect(within(panel).getByText('The link was emailed to aroha@example.com.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a new payment setup link' })).toBeTruthy();
    expect(screen.queryByText('The direct debit request was rejected')).toBeNull();
  });

  it('offers no new link once the direct debit is active', async () => {
    openDetails();
    await screen.findByRole('region', { name: 'Billing' });
    expect(screen.queryByRole('button', { name: 'Send a new payment setup link' })).toBeNull();
    expect(screen.queryByText(/Will not be taken until payment is set up/)).toBeNull();
  });
});
