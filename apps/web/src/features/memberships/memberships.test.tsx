import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import { ADMIN_EVERYWHERE, PERSON_ID, personAnswer, renderMemberApp, WLG } from '../../testing/members.ts';
import {
  MEMBERSHIP_ID,
  makeFirstPayment,
  makeMembership,
  makeSellableOption,
  makeSellablePlan,
} from './memberships.testing.ts';

const area = `/branch/${WLG}/members/${PERSON_ID}`;
const NEW_ID = '00000001-0009-4000-8000-000000000002';

function openDetails(membership = makeMembership(), overdueReferences: string[] = []) {
  return renderMemberApp(
    `${area}/memberships/${MEMBERSHIP_ID}`,
    {
      MemberArea: personAnswer(),
      MembershipDetails: {
        data: {
          getPerson: { __typename: 'Person', id: PERSON_ID, tags: [], overdueReferences },
          getMembership: membership,
        },
      },
    },
    { assignments: ADMIN_EVERYWHERE },
  );
}

describe('memberships page (spec 2 §2, §4)', () => {
  it('groups the active table and lists the history, each membership linking to its page', async () => {
    const ongoing = makeMembership({
      id: 'a',
      membershipPlan: { ...makeMembership().membershipPlan, name: 'Ongoing' },
    });
    const term = makeMembership({
      id: 'b',
      endDate: '2027-03-01',
      membershipPlan: { ...makeMembership().membershipPlan, name: 'Term' },
    });
    const ended = makeMembership({
      id: 'c',
      status: 'ENDED',
      isHistory: true,
      endDate: '2025-06-01',
      membershipPlan: { ...makeMembership().membershipPlan, name: 'Old' },
    });
    renderMemberApp(
      `${area}/memberships`,
      {
        MemberArea: personAnswer(),
        MemberMemberships: {
          data: {
            getPerson: { __typename: 'Person', id: PERSON_ID, overdueReferences: [] },
            getMemberships: [ongoing, ended, term],
          },
        },
      },
      { assignments: ADMIN_EVERYWHERE },
    );
    expect(await screen.findByRole('heading', { name: /Member profile/, level: 1 })).toBeTruthy();
    const active = await screen.findByRole('table', { name: 'Active memberships' });
    expect(
      within(active)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Term', 'Ongoing']);
    const history = screen.getByRole('table', { name: 'Membership History' });
    expect(within(history).getByRole('link', { name: 'Old' }).getAttribute('href')).toBe(
      `${area}/memberships/c`,
    );
    expect(screen.getByRole('button', { name: 'Add a membership' })).toBeTruthy();
  });

  it('offers Pay overdue for arrears only a past membership holds, which no action of its own can take', async () => {
    const ended = makeMembership({
      id: 'old',
      status: 'ENDED',
      isHistory: true,
      endDate: '2026-11-18',
      overdueAmount: 8000,
      customerReference: 'PS-OLD',
      membershipPlan: { ...makeMembership().membershipPlan, id: 'plan-old', name: 'Old plan' },
    });
    const { calls } = renderMemberApp(
      `${area}/memberships`,
      {
        MemberArea: personAnswer(),
        MemberMemberships: {
          data: {
            getPerson: { __typename: 'Person', id: PERSON_ID, overdueReferences: ['PS-OLD'] },
            getMemberships: [makeMembership({ id: 'now' }), ended],
          },
        },
        OverdueAmount: { data: { getOverdueAmount: 8000 } },
        PayOverdueInBranch: {
          data: {
            payOverdueInBranch: {
              __typename: 'AsyncOperationTicket',
              ticketId: 't',
              operationDomain: 'MEMBERSHIP',
            },
          },
        },
        MembershipOperationStatus: {
          data: {
            getAsyncOperationStatus: {
              __typename: 'AsyncOperationStatus',
              status: 'OK',
              message: null,
              resultId: 'old',
              membership: { __typename: 'Membership', id: 'old' },
            },
          },
        },
      },
      { assignments: ADMIN_EVERYWHERE },
    );
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Past membership Old plan has an $80.00 overdue payment');
    fireEvent.click(within(notice).getByRole('button', { name: 'Pay overdue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay overdue' });
    fireEvent.click(await within(dialog).findByLabelText('Cash'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByText('Payment has been processed successfully', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'PayOverdueInBranch')?.variables).toEqual({
      branchId: WLG,
      membershipPlanId: 'plan-old',
      paymentType: 'Cash',
      personId: PERSON_ID,
      paymentInCents: 8000,
      customerReference: 'PS-OLD',
    });
  });

  it('says so when there is nothing to list', async () => {
    renderMemberApp(`${area}/memberships`, {
      MemberArea: personAnswer(),
      MemberMemberships: {
        data: {
          getPerson: { __typename: 'Person', id: PERSON_ID, overdueReferences: [] },
          getMemberships: [],
        },
      },
    });
    expect(await screen.findByText('No active memberships')).toBeTruthy();
    expect(screen.getByText('No past memberships')).toBeTruthy();
  });
});

describe('membership details (spec 2 §2, §4)', () => {
  it('asks the member and the membership as the address is matched, before the area renders, and never twice', async () => {
    // Whether the member area was on screen (its breadcrumb) when each query was asked.
    const areaShownAtAsk: string[] = [];
    const noting =
      <Answer,>(name: string, answer: Answer) =>
      () => {
        if (screen.queryByRole('link', { name: 'Member profile' })) areaShownAtAsk.push(name);
        return answer;
      };
    const { calls } = renderMemberApp(
      `${area}/memberships/${MEMBERSHIP_ID}`,
      {
        MemberArea: noting('MemberArea', personAnswer()),
        MembershipDetails: noting('MembershipDetails', {
          data: {
            getPerson: { __typename: 'Person', id: PERSON_ID, tags: [], overdueReferences: [] },
            getMembership: makeMembership(),
          },
        }),
      },
      { assignments: ADMIN_EVERYWHERE, prefetch: true },
    );
    expect(
      await screen.findByRole('heading', { name: /Membership details — Aroha Ngata/, level: 1 }),
    ).toBeTruthy();
    expect(await screen.findByText('Anytime')).toBeTruthy();
    const asked = calls.map((call) => call.operationName);
    expect(asked.filter((name) => name === 'MemberArea' || name === 'MembershipDetails').sort()).toEqual([
      'MemberArea',
      'MembershipDetails',
    ]);
    expect(areaShownAtAsk).toEqual([]);
  });

  it('says Membership not found. for a membership the member does not have', async () => {
    openDetails(null as never);
    expect(await screen.findByText('Membership not found.')).toBeTruthy();
  });

  it('shows the overdue notice with Pay overdue under paysmart, and the dishonour with its action', async () => {
    openDetails(
      makeMembership({
        overdueAmount: 3500,
        accountBillingStatus: 'OVERDUE',
        lastDishonour: {
          __typename: 'Dishonour',
          reason: 'INSUFFICIENT_FUNDS',
          label: 'Insufficient funds',
          action: 'Ask the member to pay the overdue amount',
          date: '2026-11-18',
        },
      }),
      ['PS-1001'],
    );
    expect(await screen.findByText('Membership has a $35.00 overdue payment')).toBeTruthy();
    expect(screen.getByText(/Insufficient funds .*Ask the member to pay the overdue amount/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay overdue' })).toBeTruthy();
    expect(screen.getAllByText('overdue').length).toBeGreaterThan(0);
    // The overdue tag on the member keeps Change away.
    expect(screen.queryByRole('button', { name: 'Change membership' })).toBeNull();
  });

  it('offers no overdue notice and no change under debitsuccess, and sends End to the billing company', async () => {
    openDetails(makeMembership({ billingProvider: 'DEBITSUCCESS', overdueAmount: 3500 }));
    expect(await screen.findByText(/remove it via the billing company/)).toBeTruthy();
    expect(screen.queryByText(/overdue payment/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'End membership' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change membership' })).toBeNull();
  });

  it('shows the payment setup page panel of a signup-pending membership', async () => {
    const link = `https://members.example.com/${WLG}/payment-setup/abc`;
    openDetails(
      makeMembership({
        ddrStatus: 'DDR_PENDING',
        accountBillingStatus: 'DDR_PENDING',
        customerReference: null,
        signupLink: link,
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Payment setup page' });
    expect(within(panel).getByRole('link', { name: link }).getAttribute('href')).toBe(link);
    expect(within(panel).getByRole('button', { name: 'Copy signup link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End membership' })).toBeTruthy();
  });
});

describe('add membership (spec 2 §4, §5)', () => {
  function openSale() {
    let polls = 0;
    // The first poll finds the sale still running; the next, the new membership.
    const statusAnswer = () => ({
      data: {
        getAsyncOperationStatus:
          polls++ === 0
            ? null
            : {
                __typename: 'AsyncOperationStatus' as const,
                status: 'OK' as const,
                message: null,
                resultId: NEW_ID,
                membership: { __typename: 'Membership' as const, id: NEW_ID },
              },
      },
    });
    return renderMemberApp(
      `${area}/memberships`,
      {
        MemberArea: personAnswer(),
        MemberMemberships: {
          data: {
            getPerson: { __typename: 'Person', id: PERSON_ID, overdueReferences: [] },
            getMemberships: [],
          },
        },
        SellableMembershipPlans: {
          data: {
            getMembershipPlans: [
              makeSellablePlan({
                paymentOptions: [
                  makeSellableOption(),
                  makeSellableOption({ id: 'draft', name: 'Draft option', status: 'DRAFT' }),
                ],
              }),
            ],
          },
        },
        AddMembershipProvider: {
          data: {
            getBillingProviderInfo: { __typename: 'BillingProviderInfo', billingProvider: 'PAYSMART' },
          },
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
        MembershipOperationStatus: statusAnswer,
        MembershipDetails: {
          data: {
            getPerson: { __typename: 'Person', id: PERSON_ID, tags: [], overdueReferences: [] },
            getMembership: makeMembership({ id: NEW_ID }),
          },
        },
      },
      { assignments: ADMIN_EVERYWHERE },
    );
  }

  async function choose(dialog: HTMLElement, label: RegExp, name: string) {
    fireEvent.click(within(dialog).getByLabelText(label, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name }));
  }

  it('shows step 1 errors, then previews the debits, takes the upfront step and opens the new membership', async () => {
    const { calls, router } = openSale();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a membership' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Please choose a membership plan')).toBeTruthy();
    expect(within(dialog).getByText('Please choose a payment option')).toBeTruthy();

    await choose(dialog, /^Membership plan/, 'Anytime');
    fireEvent.click(within(dialog).getByLabelText(/^Payment option/, { selector: 'input' }));
    // Only the published option is on sale.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Anytime weekly',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Anytime weekly' }));

    // The first payment and the next debits show before anything is saved.
    const debits = await within(dialog).findByRole('table', { name: 'Next payments' });
    expect(within(debits).getAllByRole('row')).toHaveLength(4);
    expect(within(debits).getByText('$84.71')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Step 2 of 2: Upfront payment')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Pay the join fee now ($49.00)'));
    // The preview is asked again with the join fee out of the first debit; Add waits for it.
    const add = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add' });
    await eventually(() => expect(add.disabled).toBe(false));
    expect(
      calls.filter((call) => call.operationName === 'FirstPaymentDetails').at(-1)?.variables,
    ).toMatchObject({
      input: { includeJoinFee: false, includePartialPayment: true },
    });
    fireEvent.click(add);
    expect(await within(dialog).findByText('Please choose a payment type')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('EFTPOS'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    await eventually(() => expect(router.state.location.pathname).toBe(`${area}/memberships/${NEW_ID}`));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    const attach = calls.find((call) => call.operationName === 'AttachMembership');
    expect(attach?.variables).toMatchObject({
      branchId: WLG,
      input: {
        personId: PERSON_ID,
        membershipPlanId: 'plan-anytime',
        paymentOptionId: 'option-weekly',
        joinFee: 4900,
        accessCardFee: 0,
        paidInBranch: {
          includeJoinFee: false,
          includeAccessCardFee: true,
          includePartialPayment: true,
          inBranchPaymentType: 'EFTPOS',
        },
      },
    });
  }, 20_000);
});

describe('change and pay overdue (spec 2 §4, §5, §8)', () => {
  const TICKET = {
    __typename: 'AsyncOperationTicket' as const,
    ticketId: 't',
    operationDomain: 'MEMBERSHIP' as const,
  };
  const done = {
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
  const preview = {
    __typename: 'MembershipActionPreview' as const,
    charges: [],
    debits: [
      {
        __typename: 'ScheduledDebit' as const,
        date: '2026-12-02',
        amount: 3000,
        charges: [
          {
            __typename: 'ScheduledChargeLine' as const,
            kind: 'RECURRING',
            label: 'Recurring payment',
            amount: 3000,
          },
        ],
      },
    ],
    stoppedDebits: [],
  };

  it('changes to another ongoing option, previewing the debits, then opens the memberships page', async () => {
    const { calls, router } = renderMemberApp(
      `${area}/memberships/${MEMBERSHIP_ID}`,
      {
        MemberArea: personAnswer(),
        MembershipDetails: {
          data: {
            getPerson: { __typename: 'Person', id: PERSON_ID, tags: [], overdueReferences: [] },
            getMembership: makeMembership(),
          },
        },
        SellableMembershipPlans: {
          data: {
            getMembershipPlans: [
              makeSellablePlan({
                id: 'plan-1',
                paymentOptions: [
                  makeSellableOption({ id: 'option-1', name: 'Anytime weekly' }),
                  makeSellableOption({
                    id: 'option-2',
                    name: 'Anytime fortnightly',
                    paymentFrequency: 'FORTNIGHTLY',
                  }),
                  makeSellableOption({
                    id: 'option-3',
                    name: 'Day pass',
                    paymentFrequency: 'ONE_OFF',
                    ongoing: false,
                  }),
                ],
              }),
              makeSellablePlan({ id: 'pass', name: '10 visits', type: 'VISITOR_PASS' }),
            ],
          },
        },
        PreviewChangeMembership: { data: { previewChangeMembership: preview } },
        ChangeMembership: { data: { changeMembership: TICKET } },
        MembershipOperationStatus: done,
        MemberMemberships: {
          data: {
            getPerson: { __typename: 'Person', id: PERSON_ID, overdueReferences: [] },
            getMemberships: [],
          },
        },
      },
      { assignments: ADMIN_EVERYWHERE },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Change membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change membership' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change membership' }));
    expect(await within(dialog).findByText('Please choose a membership plan')).toBeTruthy();
    expect(within(dialog).getByText('Please choose a payment option')).toBeTruthy();

    // Only plans of the same type with an ongoing option; not the current option, not a one-off.
    fireEvent.click(within(dialog).getByLabelText(/^Membership plan/, { selector: 'input' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Anytime']);
    fireEvent.click(screen.getByRole('option', { name: 'Anytime' }));
    fireEvent.click(within(dialog).getByLabelText(/^Payment option/, { selector: 'input' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Anytime fortnightly',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Anytime fortnightly' }));
    expect(await within(dialog).findByRole('table', { name: 'Next payments' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Change membership' }));
    await eventually(() => expect(router.state.location.pathname).toBe(`${area}/memberships`));
    expect(await screen.findByText('Membership changed successfully')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'ChangeMembership')?.variables).toEqual({
      branchId: WLG,
      input: {
        membershipId: MEMBERSHIP_ID,
        membershipPlanId: 'plan-1',
        paymentOptionId: 'option-2',
        cancellationReason: 'UPGRADE_DOWNGRADE',
        personId: PERSON_ID,
      },
    });
  }, 20_000);

  function openPay(amountNow: number) {
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
            getMembership: makeMembership({ overdueAmount: 3500 }),
          },
        },
        OverdueAmount: { data: { getOverdueAmount: amountNow } },
        PayOverdueInBranch: { data: { payOverdueInBranch: TICKET } },
        MembershipOperationStatus: done,
      },
      { assignments: ADMIN_EVERYWHERE },
    );
  }

  it('pays the overdue amount with a payment type', async () => {
    const { calls } = openPay(3500);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay overdue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay overdue' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText('Please choose a payment type')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('EFTPOS'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByText('Payment has been processed successfully', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'PayOverdueInBranch')?.variables).toEqual({
      branchId: WLG,
      membershipPlanId: 'plan-1',
      paymentType: 'EFTPOS',
      personId: PERSON_ID,
      paymentInCents: 3500,
      customerReference: 'PS-1001',
    });
  });

  it('keeps Pay disabled when the amount was paid already', async () => {
    openPay(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay overdue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay overdue' });
    expect(
      await within(dialog).findByText('This overdue amount appears to have been paid already.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Pay' }).disabled).toBe(true);
  });
});

describe('edit membership and external payer (spec 2 §5, §8)', () => {
  it('sends only what changed: Remove clears the end date, the reference is left alone', async () => {
    const { calls } = renderMemberApp(
      `${area}/memberships/${MEMBERSHIP_ID}`,
      {
        MemberArea: personAnswer(),
        MembershipDetails: {
          data: {
            getPerson: { __typename: 'Person', id: PERSON_ID, tags: [], overdueReferences: [] },
            getMembership: makeMembership({ endDate: '2027-03-01' }),
          },
        },
        UpdateMembership: {
          data: {
            updateMembership: {
              __typename: 'Membership',
              id: MEMBERSHIP_ID,
              endDate: null,
              customerReference: 'PS-1001',
            },
          },
        },
      },
      { assignments: ADMIN_EVERYWHERE },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit membership' });
    expect(within(dialog).getByText(/does not change the dates at the billing provider/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Notifications outlive a test (one store per file): a toast of an earlier test may still show.
    expect((await screen.findAllByText('Changes have been made')).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.operationName === 'UpdateMembership')?.variables).toEqual({
      personId: PERSON_ID,
      update: { membershipId: MEMBERSHIP_ID, newMembershipEndDate: null },
    });
  });

  it('requires the external payer reference number', async () => {
    const { calls } = renderMemberApp(
      `${area}/memberships/${MEMBERSHIP_ID}`,
      {
        MemberArea: personAnswer(),
        MembershipDetails: {
          data: {
            getPerson: { __typename: 'Person', id: PERSON_ID, tags: [], overdueReferences: [] },
            getMembership: makeMembership({
              kind: 'NON_BILLING',
              billingProvider: null,
              ddrStatus: null,
              accountBillingStatus: null,
              customerReference: null,
              externalPayerRefNumber: 'EP-1',
              nextPayments: [],
              membershipPlan: {
                __typename: 'MembershipPlan',
                id: 'plan-payer',
                name: 'Corporate',
                type: 'EXTERNAL_PAYER',
                isExternalPayer: true,
                country: 'NZ',
              },
            }),
          },
        },
        UpdateExternalPayer: {
          data: {
            updateExternalPayer: {
              __typename: 'Membership',
              id: MEMBERSHIP_ID,
              externalPayerRefNumber: 'EP-2',
            },
          },
        },
      },
      { assignments: ADMIN_EVERYWHERE },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit external payer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit external payer' });
    const input = within(dialog).getByLabelText(/^External payer reference number/);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('External payer reference number is required')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'EP-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Notifications outlive a test (one store per file): a toast of an earlier test may still show.
    expect((await screen.findAllByText('Changes have been made')).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.operationName === 'UpdateExternalPayer')?.variables).toEqual({
      personId: PERSON_ID,
      input: { membershipId: MEMBERSHIP_ID, externalPayerRefNumber: 'EP-2' },
    });
  });
});

describe('end membership (spec 2 §5)', () => {
  it('ends a billing membership on a billing date, with the minimum-term notice and what stops', async () => {
    const { calls } = renderMemberApp(
      `${area}/memberships/${MEMBERSHIP_ID}`,
      {
        MemberArea: personAnswer(),
        MembershipDetails: {
          data: {
            getPerson: { __typename: 'Person', id: PERSON_ID, tags: [], overdueReferences: [] },
            getMembership: makeMembership({ minimumTermEndDate: '2099-06-01' }),
          },
        },
        EndMembershipDates: {
          data: {
            getMembership: {
              __typename: 'Membership',
              id: MEMBERSHIP_ID,
              endDates: ['2099-01-07', '2099-01-21'],
            },
          },
        },
        PreviewEndMembership: {
          data: {
            previewEndMembership: {
              __typename: 'MembershipActionPreview',
              charges: [
                {
                  __typename: 'ScheduledChargeLine',
                  kind: 'CANCELLATION_FEE',
                  label: 'Cancellation fee',
                  amount: 5000,
                },
              ],
              debits: [],
              stoppedDebits: [
                {
                  __typename: 'ScheduledDebit',
                  date: '2099-01-21',
                  amount: 2500,
                  charges: [
                    {
                      __typename: 'ScheduledChargeLine',
                      kind: 'RECURRING',
                      label: 'Recurring payment',
                      amount: 2500,
                    },
                  ],
                },
              ],
            },
          },
        },
        CancelMembership: {
          data: {
            cancelMembership: {
              __typename: 'AsyncOperationTicket',
              ticketId: 't',
              operationDomain: 'MEMBERSHIP',
            },
          },
        },
        MembershipOperationStatus: {
          data: {
            getAsyncOperationStatus: {
              __typename: 'AsyncOperationStatus',
              status: 'OK',
              message: null,
              resultId: MEMBERSHIP_ID,
              membership: { __typename: 'Membership', id: MEMBERSHIP_ID },
            },
          },
        },
      },
      { assignments: ADMIN_EVERYWHERE },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'End membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'End membership' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End membership' }));
    expect(await within(dialog).findByText('End date is required')).toBeTruthy();
    expect(within(dialog).getByText('You must provide a reason for ending a membership')).toBeTruthy();

    fireEvent.click(within(dialog).getByLabelText(/^End date/, { selector: 'input' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '7 Jan 2099',
      '21 Jan 2099',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '7 Jan 2099' }));
    fireEvent.click(within(dialog).getByLabelText(/^Reason/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Moving away' }));
    expect(await within(dialog).findByText(/inside the minimum term, which ends on 1 Jun 2099/)).toBeTruthy();
    expect(await within(dialog).findByText('Cancellation fee: $50.00')).toBeTruthy();
    expect(
      within(within(dialog).getByRole('table', { name: 'Payments that stop' })).getByText('$25.00'),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'End membership' }));
    await eventually(() =>
      expect(calls.some((call) => call.operationName === 'MembershipOperationStatus')).toBe(true),
    );
    expect((await screen.findAllByText('Changes have been made')).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.operationName === 'CancelMembership')?.variables).toEqual({
      input: {
        membershipId: MEMBERSHIP_ID,
        branchId: WLG,
        personId: PERSON_ID,
        cancellationDate: '2099-01-07',
        cancellationReason: 'MOVING',
      },
    });
  }, 20_000);
});
