import { todayIn } from '@clubline/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import { ADMIN_EVERYWHERE, PERSON_ID, personAnswer, renderMemberApp, WLG } from '../../testing/members.ts';
import { formatCalendarDate } from '../../ui/format.ts';
import { MEMBERSHIP_ID, type MembershipData, makeMembership } from './memberships.testing.ts';

const area = `/branch/${WLG}/members/${PERSON_ID}`;
const today = todayIn('Pacific/Auckland');
const day = (offset: number) => today.add({ days: offset }).toString();

const suspension = (
  id: string,
  start: number,
  end: number,
  classification: 'CURRENT' | 'PAST' | 'FUTURE',
) => ({
  __typename: 'MembershipSuspension' as const,
  id,
  startDate: day(start),
  endDate: day(end),
  suspensionFee: 500,
  frequency: 'PERIODS',
  classification,
});

function open(
  membership: MembershipData,
  fixtures: Record<string, unknown> = {},
  flags: Record<string, boolean> = {},
) {
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
      ...fixtures,
    },
    { assignments: ADMIN_EVERYWHERE, flags },
  );
}

describe('Suspensions (spec 2 §4 "Suspension", flag 2880)', () => {
  it("says 'No suspensions' and offers Suspend for an active billing membership", async () => {
    open(makeMembership());
    const section = await screen.findByRole('region', { name: 'Suspensions' });
    expect(within(section).getByText('No suspensions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeTruthy();
  });

  it('switches between Current, Past and Future, and hides Suspend while one is in force', async () => {
    open(
      makeMembership({
        status: 'SUSPENDED',
        suspensionHistory: [suspension('s-past', -60, -40, 'PAST'), suspension('s-now', -3, 11, 'CURRENT')],
      }),
    );
    const section = await screen.findByRole('region', { name: 'Suspensions' });
    expect(within(section).getByRole('button', { name: 'Edit suspension' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    fireEvent.click(within(section).getByText('Future'));
    expect(await within(section).findByText('No suspensions')).toBeTruthy();
    fireEvent.click(within(section).getByText('Past'));
    expect(await within(section).findByRole('table', { name: 'Suspensions' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Edit suspension' })).toBeNull();
  });

  it('opens on Future when the only suspension to show is one still to come', async () => {
    open(makeMembership({ suspensionHistory: [suspension('s-next', 5, 19, 'FUTURE')] }));
    const section = await screen.findByRole('region', { name: 'Suspensions' });
    expect(within(section).getByRole('table', { name: 'Suspensions' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(within(section).queryByText('No suspensions')).toBeNull();
  });

  it('says a billing suspension counts 2-week periods, and explains a value over the limit at once', async () => {
    open(makeMembership(), { PauseBillingDates: { data: { getBillingDates: [day(2), day(16)] } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend membership' });
    const duration = within(dialog).getByLabelText(/^Duration \(2-week periods\)/);
    expect(within(dialog).getByText(/each period is 2 weeks, whatever the payment frequency/)).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText(/^Start date/, { selector: 'input' }));
    const [first] = await screen.findAllByRole('option');
    if (!first) throw new Error('no billing date offered');
    fireEvent.click(first);
    // Before any submit: where the preview would be, the limit's message (spec 2 §5).
    fireEvent.change(duration, { target: { value: '14' } });
    const note = await within(dialog).findByRole('note', { name: 'Why there is no preview' });
    expect(note.textContent).toContain('Duration must not exceed 13 payments');
    fireEvent.change(duration, { target: { value: '2' } });
    expect(await within(dialog).findByText(/^Resumes on/)).toBeTruthy();
    expect(within(dialog).queryByRole('note', { name: 'Why there is no preview' })).toBeNull();
  }, 20_000);

  it('lists every suspension without the tabs flag', async () => {
    open(
      makeMembership({
        suspensionHistory: [suspension('s-past', -60, -40, 'PAST'), suspension('s-next', 5, 19, 'FUTURE')],
      }),
      {},
      { suspensions: false },
    );
    const section = await screen.findByRole('region', { name: 'Suspensions' });
    expect(within(section).queryByRole('radio')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(within(section).getByText('Past')).toBeTruthy();
  });

  it('ends the current suspension now: the resume date becomes today', async () => {
    const { calls } = open(
      makeMembership({ status: 'SUSPENDED', suspensionHistory: [suspension('s-now', -3, 11, 'CURRENT')] }),
      {
        EditSuspensionBillingDates: { data: { getBillingDates: [day(2), day(16)] } },
        UpdateMembershipSuspensionEndDate: {
          data: {
            updateMembershipSuspensionEndDate: {
              __typename: 'AsyncOperationTicket',
              ticketId: 't-end',
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
    );
    const section = await screen.findByRole('region', { name: 'Suspensions' });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit suspension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit suspension' });
    const resume = within(dialog).getByLabelText(/^Resume date/);
    fireEvent.change(resume, { target: { value: day(-1) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Date can be no later than today's date")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End now' }));
    // Ending now cannot be undone: it asks first, and nothing is sent until it is confirmed.
    const confirm = await screen.findByRole('dialog', { name: 'End suspension now' });
    expect(within(confirm).getByText(/cannot be undone/)).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'UpdateMembershipSuspensionEndDate')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'End now' }));
    await eventually(() =>
      expect(
        calls
          .filter((call) => call.operationName === 'UpdateMembershipSuspensionEndDate')
          .map((c) => c.variables),
      ).toEqual([
        {
          branchId: WLG,
          input: { membershipId: MEMBERSHIP_ID, personId: PERSON_ID, endDate: today.toString() },
        },
      ]),
    );
    expect(await screen.findByText('The member status will be updated in approx 20 seconds')).toBeTruthy();
  }, 20_000);
});

describe('Free period (spec 2 §5, flag 6800)', () => {
  it('is offered only with its flag', async () => {
    open(makeMembership());
    expect(await screen.findByRole('region', { name: 'Suspensions' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Free period' })).toBeNull();
  });

  it('gives a billing member N payments from a billing date, then says it was added', async () => {
    const { calls } = open(
      makeMembership(),
      {
        PauseBillingDates: { data: { getBillingDates: [day(2), day(16)] } },
        CreateMembershipFreePeriod: {
          data: {
            createMembershipFreePeriod: {
              __typename: 'AsyncOperationTicket',
              ticketId: 't-free',
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
      { free_period: true },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Free period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free period' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add free period' }));
    expect(await within(dialog).findByText('Start date is required')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText(/^Start date/, { selector: 'input' }));
    const [first] = await screen.findAllByRole('option');
    if (!first) throw new Error('no billing date offered');
    fireEvent.click(first);
    fireEvent.change(within(dialog).getByLabelText(/^Duration/), { target: { value: '14' } });
    expect(await within(dialog).findByText('Duration must not exceed 13 payments')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Duration/), { target: { value: '2' } });
    expect(await within(dialog).findByText(/^Free until midnight before/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add free period' }));
    await eventually(() =>
      expect(
        calls.filter((call) => call.operationName === 'CreateMembershipFreePeriod').map((c) => c.variables),
      ).toEqual([
        {
          branchId: WLG,
          input: {
            membershipId: MEMBERSHIP_ID,
            personId: PERSON_ID,
            effectiveDate: day(2),
            duration: 2,
            durationType: 'PERIODS',
          },
        },
      ]),
    );
    expect(await screen.findByText('Free period added successfully.')).toBeTruthy();
  }, 20_000);
});

/** Paid in full at the desk for a year: no provider of its own, the organisation's is paysmart. */
const paidInFull = () =>
  makeMembership({
    kind: 'NON_BILLING',
    billingProvider: null,
    ddrStatus: null,
    accountBillingStatus: null,
    customerReference: null,
    firstPaymentDate: null,
    endDate: day(300),
    paymentOption: {
      __typename: 'PaymentOption',
      id: 'option-year',
      name: 'Year paid in full',
      paymentFrequency: 'ONE_OFF',
    },
    nextPayments: [],
  });

const ticket = (field: string) => ({
  data: { [field]: { __typename: 'AsyncOperationTicket', ticketId: 't-1', operationDomain: 'MEMBERSHIP' } },
});
const statusOk = {
  data: {
    getAsyncOperationStatus: {
      __typename: 'AsyncOperationStatus',
      status: 'OK',
      message: null,
      resultId: MEMBERSHIP_ID,
      membership: { __typename: 'Membership', id: MEMBERSHIP_ID },
    },
  },
};

describe('non-billing memberships (docs/memberships.md "Suspensions")', () => {
  it('suspends for days or weeks from any day and shows the end moving, not debits', async () => {
    const { calls } = open(paidInFull(), {
      AddMembershipSuspension: ticket('addMembershipSuspension'),
      MembershipOperationStatus: statusOk,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend membership' });
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: day(5) } });
    fireEvent.change(within(dialog).getByLabelText(/^Duration/), { target: { value: '27' } });
    fireEvent.click(within(dialog).getByLabelText(/^Unit/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Weeks' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('Weeks must not exceed 26')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Duration/), { target: { value: '4' } });
    const notice = await within(dialog).findByText(/^The membership now ends on/);
    // A year's end 4 weeks later (the domain's rule the server applies).
    expect(notice.textContent).toContain(formatCalendarDate(day(328)));
    expect(within(dialog).queryByRole('table')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await eventually(() =>
      expect(
        calls.filter((call) => call.operationName === 'AddMembershipSuspension').map((c) => c.variables),
      ).toEqual([
        {
          branchId: WLG,
          input: {
            membershipId: MEMBERSHIP_ID,
            personId: PERSON_ID,
            startDate: day(5),
            suspensionDuration: 4,
            suspensionDurationType: 'WEEKS',
          },
        },
      ]),
    );
    expect(calls.some((call) => call.operationName === 'PreviewMembershipSuspension')).toBe(false);
  }, 20_000);

  it('gives a free period ending on a date', async () => {
    const { calls } = open(
      paidInFull(),
      {
        CreateMembershipFreePeriod: ticket('createMembershipFreePeriod'),
        MembershipOperationStatus: statusOk,
      },
      { free_period: true },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Free period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free period' });
    fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: day(3) } });
    fireEvent.click(within(dialog).getByText('Ending'));
    fireEvent.change(within(dialog).getByLabelText(/^Last free day/), { target: { value: day(9) } });
    expect(await within(dialog).findByText(/^The membership now ends on/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add free period' }));
    await eventually(() =>
      expect(
        calls.filter((call) => call.operationName === 'CreateMembershipFreePeriod').map((c) => c.variables),
      ).toEqual([
        {
          branchId: WLG,
          input: {
            membershipId: MEMBERSHIP_ID,
            personId: PERSON_ID,
            effectiveDate: day(3),
            untilDate: day(9),
          },
        },
      ]),
    );
    expect(await screen.findByText('Free period added successfully.')).toBeTruthy();
  }, 20_000);

  it('counts the free days of a billing member in words: 5 days, 1 day, 0 days', async () => {
    open(
      makeMembership({ status: 'SUSPENDED', suspensionHistory: [suspension('s-now', -3, 11, 'CURRENT')] }),
      {
        EditSuspensionBillingDates: { data: { getBillingDates: [day(2), day(16)] } },
      },
    );
    const section = await screen.findByRole('region', { name: 'Suspensions' });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit suspension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit suspension' });
    expect(await within(dialog).findByText(/gets 5 days of free membership\.$/)).toBeTruthy();
    const resume = within(dialog).getByLabelText(/^Resume date/);
    fireEvent.change(resume, { target: { value: day(15) } });
    expect(await within(dialog).findByText(/gets 1 day of free membership\.$/)).toBeTruthy();
    fireEvent.change(resume, { target: { value: day(16) } });
    expect(await within(dialog).findByText(/gets 0 days of free membership\.$/)).toBeTruthy();
    expect(within(dialog).queryByText(/day\(s\)/)).toBeNull();
  }, 20_000);

  it('edits the resume date: the end comes back by the days given up', async () => {
    open({
      ...paidInFull(),
      status: 'SUSPENDED',
      suspensionHistory: [suspension('s-now', -3, 11, 'CURRENT')],
    });
    const section = await screen.findByRole('region', { name: 'Suspensions' });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit suspension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit suspension' });
    fireEvent.change(within(dialog).getByLabelText(/^Resume date/), { target: { value: day(4) } });
    const notice = await within(dialog).findByText(/^The membership now ends on/);
    expect(notice.textContent).toContain(formatCalendarDate(day(293)));
  }, 20_000);
});
