import { OPERATIONS, todayIn } from '@clubline/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FlagOverrides } from '../../../app/flags/flags.ts';
import { eventually } from '../../../testing/eventually.ts';
import { initialisationDataAnswer, makeRole } from '../../../testing/fixtures.ts';
import {
  ADMIN_EVERYWHERE,
  makeHomeBranch,
  makePerson,
  PERSON_ID,
  personAnswer,
  renderMemberApp,
  WLG,
} from '../../../testing/members.ts';
import { formatCalendarDate } from '../../../ui/format.ts';
import { makeFirstPayment, makeSellableOption, makeSellablePlan } from '../memberships.testing.ts';

/**
 * The sale form's rules beside the happy path (memberships.test.tsx): flag 2271 in-branch
 * payments, the fee permissions (spec 1 §6), and the limits the server shares (every amount's
 * maximum, the partial at most what its days cost, the start at most 28 days back).
 */
const area = `/branch/${WLG}/members/${PERSON_ID}`;

/** Sells memberships at Wellington but may not change the fees. */
const SALES_DESK = makeRole({
  id: 'sales-desk',
  name: 'Sales desk',
  operations: OPERATIONS.filter(
    (operation) => operation !== 'manage-join-fee' && operation !== 'manage-access-card-fee',
  ),
});

function openSale(options: { flags?: FlagOverrides; salesDesk?: boolean; serverToday?: string } = {}) {
  return renderMemberApp(
    `${area}/memberships`,
    {
      MemberArea: personAnswer(
        options.serverToday
          ? makePerson({ homeBranch: makeHomeBranch({ today: options.serverToday }) })
          : makePerson(),
      ),
      ...(options.salesDesk
        ? {
            GetInitialisationData: initialisationDataAnswer([
              SALES_DESK,
              makeRole({ id: 'admin', name: 'Admin', operations: [...OPERATIONS] }),
            ]),
          }
        : {}),
      MemberMemberships: {
        data: {
          getPerson: { __typename: 'Person', id: PERSON_ID, overdueReferences: [] },
          getMemberships: [],
        },
      },
      SellableMembershipPlans: {
        data: { getMembershipPlans: [makeSellablePlan({ paymentOptions: [makeSellableOption()] })] },
      },
      AddMembershipProvider: {
        data: { getBillingProviderInfo: { __typename: 'BillingProviderInfo', billingProvider: 'PAYSMART' } },
      },
      FirstPaymentDetails: { data: { getFirstPaymentDetails: makeFirstPayment() } },
      AttachMembership: {
        data: {
          attachMembership: {
            __typename: 'AsyncOperationTicket',
            ticketId: 'ticket-1',
            operationDomain: 'MEMBERSHIP',
          },
        },
      },
    },
    {
      assignments: options.salesDesk ? [{ roleId: 'sales-desk', branchId: WLG }] : ADMIN_EVERYWHERE,
      flags: options.flags ?? {},
    },
  );
}

async function chooseWeekly() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add a membership' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a membership' });
  for (const [label, name] of [
    [/^Membership plan/, 'Anytime'],
    [/^Payment option/, 'Anytime weekly'],
  ] as const) {
    fireEvent.click(within(dialog).getByLabelText(label, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name }));
  }
  await within(dialog).findByRole('table', { name: 'Next payments' });
  return dialog;
}

const input = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByLabelText<HTMLInputElement>(label, { selector: 'input' });

describe('in-branch payments (flag 2271)', () => {
  it('offers no upfront payment when the flag is off: the fees and the partial go in the first debit', async () => {
    const { calls } = openSale({ flags: { in_branch_payments: false } });
    const dialog = await chooseWeekly();
    // On, a join fee due would take the sale to 'Upfront payment' (Next); off, it is added from step 1.
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    const add = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add' });
    await eventually(() => expect(add.disabled).toBe(false));
    fireEvent.click(add);
    await eventually(() =>
      expect(calls.find((call) => call.operationName === 'AttachMembership')?.variables).toMatchObject({
        input: {
          joinFee: 4900,
          paidInBranch: {
            includeJoinFee: true,
            includeAccessCardFee: true,
            includePartialPayment: true,
            inBranchPaymentType: null,
          },
        },
      }),
    );
    expect(within(dialog).queryByText('Step 2 of 2: Upfront payment')).toBeNull();
  }, 20_000);

  it('offers the upfront payment when the flag is on (its default)', async () => {
    openSale();
    const dialog = await chooseWeekly();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Step 2 of 2: Upfront payment')).toBeTruthy();
    expect(within(dialog).getByLabelText('Pay the join fee now ($49.00)')).toBeTruthy();
  }, 20_000);
});

describe('the fees of a sale (manage-join-fee, manage-access-card-fee)', () => {
  it("shows the option's fees read-only to staff without the permissions", async () => {
    openSale({ salesDesk: true });
    const dialog = await chooseWeekly();
    expect(input(dialog, /^Join fee/).readOnly).toBe(true);
    expect(input(dialog, /^Access card fee/).readOnly).toBe(true);
    expect(within(dialog).getAllByText("The payment option's fee")).toHaveLength(2);
  }, 20_000);

  it('lets staff holding them change the fees', async () => {
    openSale();
    const dialog = await chooseWeekly();
    expect(input(dialog, /^Join fee/).readOnly).toBe(false);
    expect(input(dialog, /^Access card fee/).readOnly).toBe(false);
  }, 20_000);
});

describe('the limits of a sale', () => {
  it('says which amount is too high and how far back a sale may start, as the server does', async () => {
    openSale();
    const dialog = await chooseWeekly();
    fireEvent.change(input(dialog, /^Join fee/), { target: { value: '20000' } });
    fireEvent.change(input(dialog, /^Start date/), { target: { value: '2020-01-01' } });
    fireEvent.click(within(dialog).getByLabelText(/Override the partial payment/));
    fireEvent.change(input(dialog, /^Partial payment/), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Join fee cannot exceed $10,000')).toBeTruthy();
    expect(within(dialog).getByText('The start date cannot be more than 28 days before today.')).toBeTruthy();
    fireEvent.change(input(dialog, /^Start date/), { target: { value: '' } });
    fireEvent.change(input(dialog, /^Join fee/), { target: { value: '49' } });
    expect(within(dialog).queryByText('Join fee cannot exceed $10,000')).toBeNull();
  }, 20_000);

  it('refuses a negative fee with a message instead of taking it as no fee', async () => {
    openSale();
    const dialog = await chooseWeekly();
    const joinFee = input(dialog, /^Join fee/);
    fireEvent.focus(joinFee);
    fireEvent.change(joinFee, { target: { value: '-3' } });
    fireEvent.blur(joinFee);
    const next = within(dialog).getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.click(next);
    expect(await within(dialog).findByText('Must be 0 or more')).toBeTruthy();
    expect(within(dialog).queryByText('Step 2 of 2: Upfront payment')).toBeNull();
    // The field with the message takes the focus, as in every other form.
    await waitFor(() => expect(document.activeElement).toBe(joinFee));
  }, 20_000);

  it("judges the start date by the server's today (the billing clock), not the browser's", async () => {
    // The server stands 60 days after the browser's day (BILLING_CLOCK_DATE on a demo server).
    const browserToday = todayIn('Pacific/Auckland');
    const serverToday = browserToday.add({ days: 60 });
    openSale({ serverToday: serverToday.toString() });
    const dialog = await chooseWeekly();
    // The form starts on the server's today, shown in the app's date format.
    expect((input(dialog, /^Start date/) as HTMLInputElement).value).toBe(
      formatCalendarDate(serverToday.toString()),
    );
    // Five days back by the browser is 65 days back by the server: refused, as the sale would be.
    fireEvent.change(input(dialog, /^Start date/), {
      target: { value: browserToday.subtract({ days: 5 }).toString() },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      await within(dialog).findByText('The start date cannot be more than 28 days before today.'),
    ).toBeTruthy();
  }, 20_000);

  it('keeps an overridden partial to what its days cost (the schedule gives $10.71)', async () => {
    openSale();
    const dialog = await chooseWeekly();
    fireEvent.click(within(dialog).getByLabelText(/Override the partial payment/));
    fireEvent.change(input(dialog, /^Partial payment/), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Partial payment cannot exceed $10.71')).toBeTruthy();
    fireEvent.change(input(dialog, /^Partial payment/), { target: { value: '10.71' } });
    await eventually(() =>
      expect(within(dialog).queryByText('Partial payment cannot exceed $10.71')).toBeNull(),
    );
  }, 20_000);
});
