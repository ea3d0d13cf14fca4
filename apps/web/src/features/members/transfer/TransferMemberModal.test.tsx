import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../testing/eventually.ts';
import type { AnswerTo } from '../../../testing/graphql.ts';
import {
  ADMIN_EVERYWHERE,
  AKL,
  makeHomeBranch,
  makePerson,
  PERSON_ID,
  personAnswer,
  renderMemberApp,
  WLG,
} from '../../../testing/members.ts';

type StatusAnswer = AnswerTo<'TransferPersonToBranchStatus'>;

const homeAt = (branchId: string) =>
  makePerson({
    homeBranchId: branchId,
    homeBranch: makeHomeBranch({
      id: branchId,
      name: branchId === AKL ? 'Auckland CBD' : 'Wellington Lambton Quay',
    }),
  });

/** The member lives at Wellington until the transfer finishes; status answers come in turn. */
function openProfile(statuses: StatusAnswer[], flags = {}) {
  let home = WLG;
  let polls = 0;
  const person = () => personAnswer(homeAt(home));
  const status = () => {
    const answer = statuses[Math.min(polls++, statuses.length - 1)] ?? pending;
    if ('data' in answer && answer.data.getAsyncOperationStatus?.status === 'OK') home = AKL;
    return answer;
  };
  return renderMemberApp(
    `/branch/${WLG}/members/${PERSON_ID}/overview`,
    {
      MemberArea: person,
      MemberOverview: person,
      MemberNotes: { data: { getNotes: [] } },
      TransferPersonToBranch: {
        data: {
          transferPersonToBranch: {
            __typename: 'AsyncOperationTicket',
            ticketId: 'ticket-1',
            operationDomain: 'PERSON',
          },
        },
      },
      TransferPersonToBranchStatus: status,
    },
    { assignments: ADMIN_EVERYWHERE, flags },
  );
}

const pending: StatusAnswer = { data: { getAsyncOperationStatus: null } };
const finished = (
  status: 'OK' | 'ERROR',
  message: string | null,
  homeBranchId: string | null,
): StatusAnswer => ({
  data: {
    getAsyncOperationStatus: {
      __typename: 'AsyncOperationStatus',
      status,
      message,
      person: homeBranchId ? { __typename: 'Person', id: PERSON_ID, homeBranchId } : null,
    },
  },
});

async function openTransfer() {
  fireEvent.click(await screen.findByRole('button', { name: 'Transfer member' }));
  return screen.findByRole('dialog', { name: 'Transfer member' });
}

async function chooseBranch(dialog: HTMLElement, name: string) {
  fireEvent.click(within(dialog).getByLabelText(/^Branch/, { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('transfer member (spec 2 §2, §5, §8)', () => {
  it('needs a branch, other than the current home branch', async () => {
    const { calls } = openProfile([pending]);
    const dialog = await openTransfer();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Branch is required')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'TransferPersonToBranch')).toBe(false);
    fireEvent.click(within(dialog).getByLabelText(/^Branch/, { selector: 'input' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Auckland CBD', 'Sydney Surry Hills']);
  });

  it('runs the async transfer, confirms it and opens the member at the new branch', async () => {
    const { calls, router } = openProfile([pending, finished('OK', null, AKL)]);
    const dialog = await openTransfer();
    await chooseBranch(dialog, 'Auckland CBD');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText('Member has been successfully transferred', {}, { timeout: 3000 }),
    ).toBeTruthy();
    await eventually(() =>
      expect(router.state.location.pathname).toBe(`/branch/${AKL}/members/${PERSON_ID}/overview`),
    );
    expect(calls.find((call) => call.operationName === 'TransferPersonToBranch')?.variables).toEqual({
      input: { personId: PERSON_ID, targetBranchId: AKL },
    });
    expect(calls.filter((call) => call.operationName === 'TransferPersonToBranchStatus')).toHaveLength(2);
    expect(await screen.findByRole('heading', { name: 'Aroha Ngata', level: 1 })).toBeTruthy();
  });

  it('goes to the old branch member list when the new branch is not known', async () => {
    const { router } = openProfile([finished('OK', null, null)]);
    const dialog = await openTransfer();
    await chooseBranch(dialog, 'Sydney Surry Hills');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await eventually(() => expect(router.state.location.pathname).toBe(`/branch/${WLG}/members`));
  });

  it('shows the server message in an alert titled Error', async () => {
    openProfile([finished('ERROR', 'The member already belongs to Auckland CBD', null)]);
    const dialog = await openTransfer();
    await chooseBranch(dialog, 'Auckland CBD');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('Error')).toBeTruthy();
    expect(within(alert).getByText('The member already belongs to Auckland CBD')).toBeTruthy();
  });

  it('is not offered while the member transfer flag (2030) is off', async () => {
    openProfile([pending], { member_transfer: false });
    expect(await screen.findByRole('button', { name: 'Edit personal information' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer member' })).toBeNull();
  });

  it('does not depend on the bulk-transfer flag', async () => {
    openProfile([pending], { transferMembers: false });
    expect(await screen.findByRole('button', { name: 'Transfer member' })).toBeTruthy();
  });
});
