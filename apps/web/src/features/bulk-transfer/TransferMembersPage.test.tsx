import { fireEvent, screen, within } from '@testing-library/react';
import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT } from '../../app/pages/NotFoundPage.tsx';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { type Assignment, FRONT_DESK_WLG, startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient, type Fixture, type Fixtures } from '../../testing/graphql.ts';
import {
  listAnswer,
  makeList,
  makeListMember,
  pageAnswer,
  type TestList,
  TICKET,
} from './bulk-transfer.testing.ts';
import { LatestTransferListQuery } from './transfer.documents.ts';

const PATH = '/organization/management/transfer';

function open(list: TestList | null, more: Fixtures = {}, assignments?: Assignment[], flags = {}) {
  const test = createTestClient({
    ...startUpAnswers(assignments),
    LatestTransferList: listOf(() => list),
    TransferListMembers: pagesOf(() => list),
    TransferBillingProvider: {
      data: {
        getBillingProviderInfo: { __typename: 'BillingProviderInfo', billingProvider: 'DEBITSUCCESS' },
      },
    },
    TransferOperationStatus: {
      data: {
        getAsyncOperationStatus: {
          __typename: 'AsyncOperationStatus',
          status: 'OK',
          message: null,
        },
      },
    },
    ...more,
  });
  const { runtime } = fakeRuntime(test.client);
  return { ...test, ...renderApp({ path: PATH, runtime: { status: 'ready', runtime }, flags }) };
}

/** The list as it is when asked (a test may change it), without its members and a page of them. */
const listOf =
  (list: () => TestList | null): Fixture<'LatestTransferList'> =>
  () => ({ data: { getLatestTransferList: listAnswer(list()) } });
const pagesOf =
  (list: () => TestList | null): Fixture<'TransferListMembers'> =>
  (page) => ({ data: { getLatestTransferList: pageAnswer(list(), page) } });

const sent = (calls: { operationName: string; variables: Record<string, unknown> }[], name: string) =>
  calls.filter((call) => call.operationName === name).map((call) => call.variables);

const ALICE = makeListMember();
const BEN = makeListMember({
  id: 'person-2',
  firstName: 'Ben',
  lastName: 'Tui',
  email: null,
  destinationBranchName: 'Christchurch Riccarton',
  dryRun: {
    __typename: 'TransferDryRun',
    canTransfer: false,
    reasonTexts: ['Overdue: the member owes money at the old branch'],
    currentPrice: 2500,
    newPrice: null,
    priceNote: '',
    doorAccess: '',
    futureBookings: 0,
  },
});
const CARL = makeListMember({ id: 'person-3', firstName: 'Carl', lastName: 'Moana' });

describe('Transfer members: access (spec 3 §2)', { timeout: 20_000 }, () => {
  it('is under Management in the organisation menu', async () => {
    open(null);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Transfer members' }).getAttribute('href')).toBe(PATH);
  });

  it('shows the no-access view without the bulk-transfer permission', async () => {
    open(null, {}, FRONT_DESK_WLG);
    expect(await screen.findByText(/permission/i)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Transfer members' })).toBeNull();
  });

  it('does not exist with the bulk-transfer flag off', async () => {
    open(null, {}, undefined, { transferMembers: false });
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeTruthy();
  });

  it('says why when the server refuses the page', async () => {
    open(null, {
      LatestTransferList: {
        errors: [
          {
            message: 'Transferring members is not available for this organisation.',
            extensions: { code: 'TRANSFER_NOT_AVAILABLE', category: 'denied' },
          },
        ],
      },
    });
    expect(
      await screen.findByText('Transferring members is not available for this organisation.'),
    ).toBeTruthy();
  });

  it('says so when the list cannot be loaded', async () => {
    open(null, { LatestTransferList: { networkError: true } });
    expect(
      await screen.findByText('An error occurred while trying to fetch latest transfer list'),
    ).toBeTruthy();
  });
});

describe('Transfer members: statuses (spec 3 §4)', { timeout: 20_000 }, () => {
  it('prompts to create a list when there is none', async () => {
    open(null);
    const form = await screen.findByRole('form', { name: 'Create transfer list' });
    expect(within(form).getByRole('textbox', { name: /From/ })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: /Minimum %/ })).toHaveProperty('value', '51');
    // Spec 3 §6: the overdue option is paysmart's only.
    expect(within(form).queryByLabelText('Include overdue members')).toBeNull();
    expect(within(form).getByLabelText('Include manual visits')).toBeTruthy();
  });

  it('says the previous transfer failed, with its code', async () => {
    open(
      makeList({ status: 'FAILED', error: { __typename: 'TransferListError', message: 'x', type: 'E42' } }),
    );
    expect(await screen.findByText('The previous transfer failed (error code E42)')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Create transfer list' })).toBeTruthy();
  });

  it('waits while the list is generated', async () => {
    open(makeList({ status: 'GENERATING', members: [] }));
    expect(await screen.findByText('Generating the transfer list…')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create transfer list' })).toBeNull();
  });

  it('raises the timeout banner and lets members left in progress be chosen again', async () => {
    const stuck = makeListMember({
      transferResult: { __typename: 'TransferMemberResult', status: 'IN_PROGRESS', error: null },
    });
    open(makeList({ status: 'TRANSFER_TIMEOUT', members: [stuck] }));
    expect(await screen.findByText('The latest transfer attempt timed out.')).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Select Aroha Ngata' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.getByText('In progress')).toBeTruthy();
  });

  it('blocks transfer and remove while a transfer is in progress', async () => {
    open(makeList({ status: 'TRANSFER_IN_PROGRESS' }));
    await screen.findByRole('table', { name: 'Members to transfer' });
    expect(screen.getByRole('button', { name: 'Transfer all' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: 'Select Aroha Ngata' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'New list' })).toHaveProperty('disabled', true);
  });
});

describe('Transfer members: the list (spec 3 §3, §7)', { timeout: 20_000 }, () => {
  it('shows each member’s move, visits, dry run and result', async () => {
    const failed = makeListMember({
      id: 'person-4',
      firstName: 'Dee',
      lastName: 'Hale',
      transferResult: { __typename: 'TransferMemberResult', status: 'FAILED', error: 'Provider refused' },
    });
    const done = makeListMember({
      id: 'person-5',
      firstName: 'Eru',
      lastName: 'Kahu',
      transferResult: { __typename: 'TransferMemberResult', status: 'TRANSFERRED', error: null },
    });
    const unpriced = makeListMember({
      id: 'person-6',
      firstName: 'Fay',
      lastName: 'Rua',
      dryRun: {
        ...ALICE.dryRun,
        currentPrice: null,
        newPrice: null,
        priceNote: 'No membership price to carry over',
      },
    });
    open(makeList({ status: 'TRANSFER_DONE', members: [ALICE, BEN, failed, done, unpriced] }));
    const table = await screen.findByRole('table', { name: 'Members to transfer' });
    expect(within(table).getAllByText('Wellington Lambton Quay → Auckland CBD').length).toBe(4);
    expect(within(table).getByText('No membership price to carry over')).toBeTruthy();
    expect(within(table).getAllByText('2 source · 8 destination · 10 total').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('$25.00 → $27.00 (Moves to the destination’s price)').length).toBe(3);
    expect(within(table).getByText('Overdue: the member owes money at the old branch')).toBeTruthy();
    expect(within(table).getAllByText('1 class booking stays at the old branch').length).toBe(4);
    expect(within(table).getByRole('button', { name: 'Failed: Provider refused' })).toBeTruthy();
    expect(within(table).getByText('Transferred')).toBeTruthy();
    expect(within(table).getByRole('checkbox', { name: 'Select Eru Kahu' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Retry failed' })).toHaveProperty('disabled', false);
  });

  it('removes the chosen members after a confirmation', async () => {
    const { calls } = open(makeList({ members: [ALICE, BEN, CARL] }), {
      RemoveMembersFromTransferList: {
        data: { removeMembersFromTransferList: { __typename: 'TransferList', id: 'list-1' } },
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Ben Tui' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the list' });
    expect(within(dialog).getByText(/1 member will be taken off this transfer list/)).toBeTruthy();
    expect(sent(calls, 'RemoveMembersFromTransferList')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove 1 member' }));
    await eventually(() =>
      expect(sent(calls, 'RemoveMembersFromTransferList')).toEqual([
        { transferListId: 'list-1', members: ['person-2'] },
      ]),
    );
  });

  it('transfers all who can move once confirmed, saying who moves where and who stays', async () => {
    const { calls } = open(makeList({ members: [ALICE, BEN, CARL] }), {
      ExecuteTransferList: { data: { executeTransferListAsync: TICKET } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer all members' });
    expect(within(dialog).getByText('2 members will move: 2 to Auckland CBD.')).toBeTruthy();
    expect(within(dialog).getByText(/1 member on the list cannot move now/)).toBeTruthy();
    expect(within(dialog).getByText(/Nothing moves until you confirm/)).toBeTruthy();
    expect(sent(calls, 'ExecuteTransferList')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer 2 members' }));
    await eventually(() =>
      expect(sent(calls, 'ExecuteTransferList')).toEqual([{ transferListId: 'list-1', memberIds: null }]),
    );
    await eventually(() => expect(sent(calls, 'TransferOperationStatus').length).toBeGreaterThan(0));
  });

  it('transfers only the chosen members who can move', async () => {
    const { calls } = open(makeList({ members: [ALICE, BEN, CARL] }), {
      ExecuteTransferList: { data: { executeTransferListAsync: TICKET } },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Carl Moana' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ben Tui' }));
    fireEvent.click(screen.getByRole('button', { name: 'Transfer selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer selected members' });
    expect(within(dialog).getByText(/1 member you chose cannot move now/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer 1 member' }));
    await eventually(() =>
      expect(sent(calls, 'ExecuteTransferList')).toEqual([
        { transferListId: 'list-1', memberIds: ['person-3'] },
      ]),
    );
  });

  it('shows the server’s refusal in an Error alert', async () => {
    open(makeList(), {
      ExecuteTransferList: {
        errors: [{ message: 'Not allowed', extensions: { code: 'ACCESS_DENIED', category: 'PERMISSION' } }],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer all members' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer 1 member' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeTruthy();
  });

  it('reads the members 50 a page, and polls the list’s counts without them', async () => {
    const many = Array.from({ length: 51 }, (_, index) =>
      makeListMember({ id: `p-${index}`, firstName: `Member${index}`, lastName: 'Test' }),
    );
    const { calls } = open(makeList({ members: many }));
    const table = await screen.findByRole('table', { name: 'Members to transfer' });
    // Counted by selector: role queries over 50 rows are slow in jsdom.
    const rows = () => table.querySelectorAll('tbody tr').length;
    // The first rows come with the table, the rest just after (ui/ResponsiveTable.tsx).
    await eventually(() => expect(rows()).toBe(50));
    expect(screen.getByText('51 members, 0 transferred')).toBeTruthy();
    expect(sent(calls, 'TransferListMembers')).toEqual([{ first: 50, offset: 0 }]);
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await eventually(() => expect(rows()).toBe(1));
    expect(screen.getByText('Member50 Test')).toBeTruthy();
    expect(sent(calls, 'TransferListMembers')).toEqual([
      { first: 50, offset: 0 },
      { first: 50, offset: 50 },
    ]);
    // The polled list is its status and counts: a list of thousands is never read whole.
    expect(print(LatestTransferListQuery)).not.toMatch(/members\s*[({]/);
  });

  it('undoes one member’s transfer after saying what moves back, then shows the row’s result', async () => {
    const moved = makeListMember({
      id: 'person-5',
      firstName: 'Eru',
      lastName: 'Kahu',
      transferResult: { __typename: 'TransferMemberResult', status: 'TRANSFERRED', error: null },
    });
    let list = makeList({
      status: 'TRANSFER_DONE',
      undoableUntil: '2099-01-01T00:00:00Z',
      members: [moved, ALICE],
    });
    // The server moves them back: the list read after the undo shows them UNDONE.
    const undoOne = () => {
      const undone = {
        ...moved,
        transferResult: { ...moved.transferResult, status: 'UNDONE' as const, error: null },
      };
      list = { ...list, members: [undone, ALICE] };
      return { data: { undoTransferListMember: TICKET } };
    };
    const { calls } = open(list, {
      LatestTransferList: listOf(() => list),
      TransferListMembers: pagesOf(() => list),
      UndoTransferListMember: undoOne,
    });
    const table = await screen.findByRole('table', { name: 'Members to transfer' });
    // Only a transferred member has the button.
    expect(within(table).getAllByRole('button', { name: /^Undo .*transfer$/ })).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Undo Eru Kahu’s transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo Eru Kahu’s transfer' });
    expect(
      within(dialog).getByText('Eru Kahu will move back from Auckland CBD to Wellington Lambton Quay.'),
    ).toBeTruthy();
    expect(sent(calls, 'UndoTransferListMember')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo this transfer' }));
    await eventually(() =>
      expect(sent(calls, 'UndoTransferListMember')).toEqual([
        { transferListId: 'list-1', memberId: 'person-5' },
      ]),
    );
    expect(await within(table).findByText('Undone')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Undo Eru Kahu’s transfer' })).toBeNull();
  });

  it('checks the form’s rules before generating', async () => {
    const { calls } = open(null, { CreateTransferList: { data: { createTransferList: TICKET } } });
    const form = await screen.findByRole('form', { name: 'Create transfer list' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Minimum %/ }), { target: { value: '50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Generate list' }));
    expect(await within(form).findByText('Minimum % must be between 51% and 100%')).toBeTruthy();
    expect(sent(calls, 'CreateTransferList')).toEqual([]);
    fireEvent.change(within(form).getByRole('textbox', { name: /Minimum %/ }), { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Generate list' }));
    await eventually(() => expect(sent(calls, 'CreateTransferList').length).toBe(1));
    expect(sent(calls, 'CreateTransferList')[0]).toMatchObject({
      input: { minVisitsPercentage: 60, minVisits: 1, membershipPaymentType: 'ALL', includeOverdue: false },
    });
  });
});
