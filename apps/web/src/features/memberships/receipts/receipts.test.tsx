import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../testing/eventually.ts';
import { ADMIN_EVERYWHERE, PERSON_ID, personAnswer, renderMemberApp, WLG } from '../../../testing/members.ts';
import { MEMBERSHIP_ID, makeMembership } from '../memberships.testing.ts';

/**
 * Receipts of desk payments (docs/billing.md "Receipts and part payments"): Pay overdue takes the
 * whole overdue amount or part of it and then shows its receipt; the membership page lists its
 * receipts, each to print or email.
 */
const area = `/branch/${WLG}/members/${PERSON_ID}`;
const RECEIPT = {
  __typename: 'Receipt' as const,
  id: 'r-1',
  receiptNumber: 'R-000042',
  heading: 'Tax invoice',
  issuedOn: '2026-11-28',
  branchName: 'Wellington',
  legalName: 'Demo Fitness Wellington Limited',
  branchAddress: '11 Queen Street, Te Aro, Wellington',
  country: 'NZ',
  taxNumberLabel: 'GST number',
  taxNumber: '49-091-850',
  recipientName: 'Pat Member',
  recipientEmail: 'pat@example.com',
  paymentType: 'EFTPOS',
  totalCents: 1250,
  gstStatement: 'Total price includes GST of $1.63',
  lines: [
    {
      __typename: 'ReceiptLine' as const,
      membershipId: MEMBERSHIP_ID,
      description: 'Overdue payment — Anytime',
      amountCents: 1250,
    },
  ],
};
const TICKET = {
  __typename: 'AsyncOperationTicket' as const,
  ticketId: 't',
  operationDomain: 'MEMBERSHIP' as const,
};
const DONE = {
  data: {
    getAsyncOperationStatus: {
      __typename: 'AsyncOperationStatus' as const,
      status: 'OK' as const,
      message: null,
      resultId: MEMBERSHIP_ID,
      membership: { __typename: 'Membership' as const, id: MEMBERSHIP_ID },
    },
  },
};

function open(receipts: (typeof RECEIPT)[], overdue = 3500) {
  return renderMemberApp(
    `${area}/memberships/${MEMBERSHIP_ID}`,
    {
      MemberArea: personAnswer(),
      MembershipDetails: {
        data: {
          getPerson: {
            __typename: 'Person',
            id: PERSON_ID,
            tags: ['overdue'],
            overdueReferences: ['PS-1001'],
          },
          getMembership: makeMembership({ overdueAmount: overdue }),
        },
      },
      MembershipReceipts: { data: { getMembershipReceipts: receipts } },
      OverdueAmount: { data: { getOverdueAmount: overdue } },
      PayOverdueInBranch: { data: { payOverdueInBranch: TICKET } },
      MembershipOperationStatus: DONE,
      EmailReceipt: {
        data: {
          emailReceipt: { __typename: 'EmailedReceipt', emailedTo: 'pat@example.com', queued: true },
        },
      },
    },
    { assignments: ADMIN_EVERYWHERE },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Pay overdue: part payments and the receipt', () => {
  it('starts from the whole overdue amount, takes part of it, and then shows the payment’s receipt', async () => {
    const { calls } = open([RECEIPT]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay overdue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay overdue' });
    const amount = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: /Amount to pay/ });
    expect(amount.value).toBe('$35.00');
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByLabelText('EFTPOS'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText('Enter an amount of at least $0.01')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));

    const receipt = await screen.findByRole('dialog', { name: 'Receipt' }, { timeout: 3000 });
    expect(calls.find((call) => call.operationName === 'PayOverdueInBranch')?.variables).toMatchObject({
      paymentType: 'EFTPOS',
      paymentInCents: 1250,
    });
    const document = await within(receipt).findByRole('region', { name: 'Tax invoice R-000042' });
    expect(document.textContent).toContain('Demo Fitness Wellington Limited');
    expect(document.textContent).toContain('GST number: 49-091-850');
    expect(document.textContent).toContain('Overdue payment — Anytime');
    expect(document.textContent).toContain('Total price includes GST of $1.63');

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(within(receipt).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByTestId('receipt-print').textContent).toContain('Tax invoice R-000042');

    fireEvent.click(within(receipt).getByRole('button', { name: 'Email receipt' }));
    expect(await within(receipt).findByText('The receipt is on its way to pat@example.com.')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'EmailReceipt')?.variables).toEqual({
      receiptId: 'r-1',
    });
  }, 20_000);

  it('refuses more than the overdue amount', async () => {
    open([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay overdue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay overdue' });
    const amount = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: /Amount to pay/ });
    fireEvent.change(amount, { target: { value: '35.01' } });
    fireEvent.click(within(dialog).getByLabelText('Cash'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(
      await within(dialog).findByText('The payment cannot be more than the overdue amount'),
    ).toBeTruthy();
  });
});

describe('the membership’s receipts', () => {
  it('lists them on the membership page, each opening to print or email', async () => {
    open([RECEIPT]);
    const section = await screen.findByRole('region', { name: 'Receipts' });
    await eventually(() => expect(within(section).getByText('R-000042')).toBeTruthy());
    expect(within(section).getByText('$12.50')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'View receipt R-000042' }));
    const receipt = await screen.findByRole('dialog', { name: 'Receipt' });
    expect(await within(receipt).findByRole('button', { name: 'Print' })).toBeTruthy();
    expect(within(receipt).getByRole('button', { name: 'Email receipt' })).toBeTruthy();
  });

  it('says when no money was taken at the desk', async () => {
    open([], 0);
    const section = await screen.findByRole('region', { name: 'Receipts' });
    expect(
      await within(section).findByText('No payments have been taken at the desk for this membership.'),
    ).toBeTruthy();
  });
});
