import { END_VIA_PROVIDER_NOTICE, todayIn } from '@clubline/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_EVERYWHERE, PERSON_ID, personAnswer, renderMemberApp, WLG } from '../../testing/members.ts';
import { MEMBERSHIP_ID, type MembershipData, makeMembership } from './memberships.testing.ts';

/** Under debitsuccess at the desk: a pending sale can be ended, a blocked member's arrears taken. */
const area = `/branch/${WLG}/members/${PERSON_ID}`;
const today = todayIn('Pacific/Auckland');

const debitsuccess = (overrides: Partial<MembershipData> = {}) =>
  makeMembership({
    billingProvider: 'DEBITSUCCESS',
    organisationBillingProvider: 'DEBITSUCCESS',
    ddrStatus: 'DDR_ACTIVE',
    customerReference: 'DS-1001',
    ...overrides,
  });

const details = (membership: MembershipData) => ({
  data: {
    getPerson: { __typename: 'Person' as const, id: PERSON_ID, tags: [], overdueReferences: [] },
    getMembership: membership,
  },
});

function open(membership: MembershipData | (() => MembershipData), fixtures: Record<string, unknown> = {}) {
  // Read at every request: a test may change what the server answers after a mutation.
  const answer = () => details(typeof membership === 'function' ? membership() : membership);
  return renderMemberApp(
    `${area}/memberships/${MEMBERSHIP_ID}`,
    {
      MemberArea: personAnswer(),
      MembershipDetails: answer,
      ...fixtures,
    },
    { assignments: ADMIN_EVERYWHERE },
  );
}

describe('a sale whose direct debit request is still pending', () => {
  it('offers End and does not say a request has been submitted', async () => {
    open(
      debitsuccess({
        ddrStatus: 'DDR_PENDING',
        accountBillingStatus: 'DDR_PENDING',
        customerReference: null,
        startDate: today.toString(),
      }),
    );
    expect(await screen.findByRole('button', { name: 'End membership' })).toBeTruthy();
    expect(screen.queryByText(END_VIA_PROVIDER_NOTICE)).toBeNull();
  });

  it('still sends a submitted (active) request to the billing company', async () => {
    open(debitsuccess());
    expect(await screen.findByText(END_VIA_PROVIDER_NOTICE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End membership' })).toBeNull();
  });
});

describe('a blocked debitsuccess member', () => {
  const lastDishonour = {
    __typename: 'Dishonour' as const,
    reason: 'INSUFFICIENT_FUNDS',
    label: 'Insufficient funds',
    action:
      'Ask the member to pay the overdue amount at the desk, or to make sure funds are there for the next debit.',
    date: today.subtract({ days: 7 }).toString(),
  };

  it('shows the overdue amount and a Pay overdue button that opens the Pay overdue form', async () => {
    open(debitsuccess({ status: 'BLOCKED', overdueAmount: 4000, lastDishonour }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Membership has a $40.00 overdue payment')).toBeTruthy();
    expect(within(notice).getByText(/Insufficient funds/)).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Pay overdue' }));
    expect(await screen.findByRole('dialog', { name: /Pay overdue/ })).toBeTruthy();
  });

  it('shows no Pay overdue while not blocked (the provider owns the arrears)', async () => {
    open(debitsuccess({ overdueAmount: 4000, lastDishonour }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay overdue' })).toBeNull();
  });

  it('reads Unblocked until the date once an admin unblocked it, after the page reads it again', async () => {
    const until = today.add({ days: 7 });
    let unblocked = false;
    const allow = () => {
      unblocked = true;
      return {
        data: {
          setAllowAccessByAdmin: {
            __typename: 'Membership',
            id: MEMBERSHIP_ID,
            status: 'BLOCKED',
            allowAccessUntil: until.toString(),
          },
        },
      };
    };
    const { calls } = open(
      () => debitsuccess({ status: 'BLOCKED', allowAccessUntil: unblocked ? until.toString() : null }),
      { SetAllowAccessByAdmin: allow },
    );
    expect(await screen.findByText('Blocked')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Unblock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock membership' });
    fireEvent.change(within(dialog).getByLabelText(/^Allow access until/), {
      target: { value: until.toString() },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    const label = `Unblocked until ${until.toLocaleString('en-NZ', { day: 'numeric', month: 'short', year: 'numeric' })}`;
    expect(await screen.findByText(label)).toBeTruthy();
    expect(screen.queryByText('Blocked')).toBeNull();
    expect(calls.filter((call) => call.operationName === 'MembershipDetails').length).toBeGreaterThan(1);
  }, 20_000);

  it('reads Unblocked until the date in the memberships table too', async () => {
    const blocked = debitsuccess({ status: 'BLOCKED', allowAccessUntil: '2099-01-07' });
    renderMemberApp(
      `${area}/memberships`,
      {
        MemberArea: personAnswer(),
        MemberMemberships: {
          data: {
            getPerson: { __typename: 'Person', id: PERSON_ID, overdueReferences: [] },
            getMemberships: [blocked],
          },
        },
      },
      { assignments: ADMIN_EVERYWHERE },
    );
    const table = await screen.findByRole('table', { name: 'Active memberships' });
    expect(within(table).getByText('Unblocked until 7 Jan 2099')).toBeTruthy();
    expect(within(table).queryByText('Blocked')).toBeNull();
  });
});
