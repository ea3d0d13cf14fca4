import { todayIn } from '@clubline/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import { ADMIN_EVERYWHERE, PERSON_ID, personAnswer, renderMemberApp, WLG } from '../../testing/members.ts';
import { MEMBERSHIP_ID, type MembershipData, makeMembership } from './memberships.testing.ts';

const area = `/branch/${WLG}/members/${PERSON_ID}`;
const today = todayIn('Pacific/Auckland');

const debitsuccess = (overrides: Partial<MembershipData> = {}) =>
  makeMembership({
    billingProvider: 'DEBITSUCCESS',
    ddrStatus: 'DDR_ACTIVE',
    customerReference: 'DS-1001',
    ...overrides,
  });

const status = (outcome: 'OK' | 'ERROR') => ({
  data: {
    getAsyncOperationStatus: {
      __typename: 'AsyncOperationStatus',
      status: outcome,
      message: outcome === 'OK' ? null : 'Synchronized failed, please try again later',
      resultId: MEMBERSHIP_ID,
      membership: { __typename: 'Membership', id: MEMBERSHIP_ID },
    },
  },
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

const SYNC_STARTED = {
  data: {
    syncAccountStatus: {
      __typename: 'AsyncOperationTicket',
      ticketId: 't-sync',
      operationDomain: 'MEMBERSHIP',
    },
  },
};

describe('Synchronise (spec 2 §4, flag 1233)', () => {
  it('starts the sync on open, says it succeeded, and reads the membership again after 2 s', async () => {
    const { calls } = open(debitsuccess(), {
      SyncAccountStatus: SYNC_STARTED,
      MembershipOperationStatus: status('OK'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Synchronise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Synchronise' });
    expect(await within(dialog).findByText('Synchronized successfully')).toBeTruthy();
    const started = calls.filter((call) => call.operationName === 'SyncAccountStatus');
    expect(started.map((call) => call.variables)).toEqual([{ branchId: WLG, customerReference: 'DS-1001' }]);
    const reads = calls.filter((call) => call.operationName === 'MembershipDetails').length;
    await eventually(
      () =>
        expect(calls.filter((call) => call.operationName === 'MembershipDetails').length).toBeGreaterThan(
          reads,
        ),
      { timeout: 4000 },
    );
  }, 20_000);

  it('says the sync is in progress while the ticket runs', async () => {
    open(debitsuccess(), {
      SyncAccountStatus: SYNC_STARTED,
      MembershipOperationStatus: { data: { getAsyncOperationStatus: null } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Synchronise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Synchronise' });
    expect(await within(dialog).findByText('The sync is in progress')).toBeTruthy();
  });

  it('says the sync failed when the ticket ends in error', async () => {
    open(debitsuccess(), { SyncAccountStatus: SYNC_STARTED, MembershipOperationStatus: status('ERROR') });
    fireEvent.click(await screen.findByRole('button', { name: 'Synchronise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Synchronise' });
    expect(await within(dialog).findByText('Synchronized failed, please try again later')).toBeTruthy();
  });

  it('is offered only under debitsuccess with a customer reference, and only with its flag', async () => {
    open(debitsuccess(), {}, { synchronise: false });
    expect(await screen.findByRole('region', { name: 'Billing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Synchronise' })).toBeNull();
  });

  it('is not offered under paysmart', async () => {
    open(makeMembership());
    expect(await screen.findByRole('region', { name: 'Billing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Synchronise' })).toBeNull();
  });
});

describe('Unblock (spec 2 §4, §5, flag 2582)', () => {
  const ALLOWED = {
    data: {
      setAllowAccessByAdmin: {
        __typename: 'Membership',
        id: MEMBERSHIP_ID,
        status: 'BLOCKED',
        allowAccessUntil: today.add({ days: 7 }).toString(),
      },
    },
  };

  it('checks the date with the spec messages, then allows access until it', async () => {
    const { calls } = open(debitsuccess({ status: 'BLOCKED' }), { SetAllowAccessByAdmin: ALLOWED });
    fireEvent.click(await screen.findByRole('button', { name: 'Unblock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock membership' });
    const input = within(dialog).getByLabelText(/^Allow access until/);
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));

    submit();
    expect(await within(dialog).findByText('Date is required')).toBeTruthy();
    fireEvent.change(input, { target: { value: today.subtract({ days: 1 }).toString() } });
    expect(await within(dialog).findByText('Date cannot be earlier than todays date')).toBeTruthy();
    fireEvent.change(input, { target: { value: today.add({ months: 1, days: 1 }).toString() } });
    expect(await within(dialog).findByText('Date must be within 1 month')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'SetAllowAccessByAdmin')).toBe(false);

    const until = today.add({ days: 7 }).toString();
    fireEvent.change(input, { target: { value: until } });
    submit();
    expect((await screen.findAllByText('Changes have been made')).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.operationName === 'SetAllowAccessByAdmin')?.variables).toEqual({
      personId: PERSON_ID,
      membershipId: MEMBERSHIP_ID,
      allowAccessUntil: until,
    });
  }, 20_000);

  it('shows the server’s message for the date under the field', async () => {
    open(debitsuccess({ status: 'BLOCKED' }), {
      SetAllowAccessByAdmin: {
        errors: [
          {
            message: 'Invalid input',
            extensions: {
              code: 'VALIDATION_FAILED',
              fieldErrors: { allowAccessUntil: 'Date cannot be earlier than todays date' },
            },
          },
        ],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unblock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock membership' });
    fireEvent.change(within(dialog).getByLabelText(/^Allow access until/), {
      target: { value: today.toString() },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    expect(await within(dialog).findByText('Date cannot be earlier than todays date')).toBeTruthy();
  });

  it('shows the allowance in force', async () => {
    open(debitsuccess({ status: 'BLOCKED', allowAccessUntil: '2099-01-07' }));
    expect(await screen.findByText('Access allowed by an admin until 7 Jan 2099')).toBeTruthy();
  });

  it('is offered only for a blocked debitsuccess membership, and only with its flag', async () => {
    const first = open(debitsuccess());
    expect(await screen.findByRole('region', { name: 'Billing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
    first.unmount();
    const second = open(makeMembership({ status: 'BLOCKED' }));
    expect(await screen.findByRole('region', { name: 'Billing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
    second.unmount();
    open(debitsuccess({ status: 'BLOCKED' }), {}, { unblock_membership: false });
    expect(await screen.findByRole('region', { name: 'Billing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
  });
});

describe('billing dates (spec 2 §7, §8)', () => {
  it("says 'Possible dates could not be loaded' when the billing dates fail", async () => {
    open(makeMembership(), {
      EndMembershipBillingDates: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'End membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'End membership' });
    expect(await within(dialog).findByText('Possible dates could not be loaded')).toBeTruthy();
  });
});
