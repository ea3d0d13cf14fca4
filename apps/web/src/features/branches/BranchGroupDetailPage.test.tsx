import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import {
  ALL_BRANCHES_GROUP,
  type BranchGroupData,
  branches,
  groups,
  NORTH_ISLAND,
  startUpAnswers,
} from '../../testing/fixtures.ts';
import { type AnswerTo, createTestClient } from '../../testing/graphql.ts';

function openGroup(
  group: BranchGroupData,
  remove?: AnswerTo<'RemoveBranchFromBranchGroup'>,
  changesEnabled = true,
) {
  const test = createTestClient({
    ...startUpAnswers(),
    BranchGroupDetail: {
      data: {
        getBranchGroup: group,
        allBranchesAndGroups: { __typename: 'BranchesAndGroups', branches, groups },
      },
    },
    RemoveBranchFromBranchGroup: remove,
  });
  const { runtime } = fakeRuntime(test.client);
  renderApp({
    path: `/organization/branches/branch-groups/${group.id}`,
    runtime: { status: 'ready', runtime },
    flags: { branch_groups: changesEnabled },
  });
  return test;
}

describe('branch group detail (spec 3 §2)', () => {
  it('shows the description and the branches with member counts, each removable', async () => {
    const { calls } = openGroup(NORTH_ISLAND, {
      data: {
        removeBranchFromBranchGroup: { __typename: 'BranchGroup', id: 'group-north', branches: ['akl'] },
      },
    });
    expect(await screen.findByRole('heading', { name: 'North Island' })).toBeTruthy();
    expect(screen.getByText('Auckland and Wellington')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Auckland CBD' }).getAttribute('href')).toBe(
      '/branch/akl',
    );
    expect(within(table).getByText('12')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Remove Wellington Lambton Quay' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Branch group changed successfully.')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'RemoveBranchFromBranchGroup')?.variables).toEqual({
      branchGroupId: 'group-north',
      branchId: 'wlg',
    });
  });

  it('shows the group but offers neither Edit nor Remove while the branch_groups flag is off', async () => {
    openGroup(NORTH_ISLAND, undefined, false);
    expect(await screen.findByRole('heading', { name: 'North Island' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Auckland CBD' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('offers no Remove for a group of one branch', async () => {
    openGroup({ ...NORTH_ISLAND, branches: ['akl'] });
    expect(await screen.findByRole('heading', { name: 'North Island' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('offers neither Remove nor Edit on ALL_BRANCHES', async () => {
    openGroup(ALL_BRANCHES_GROUP);
    expect(await screen.findByRole('heading', { name: 'ALL_BRANCHES' })).toBeTruthy();
    expect(
      screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/branch/')),
    ).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('says the change failed, not the server message, when the removal fails', async () => {
    openGroup(NORTH_ISLAND, { errors: [{ message: 'At least one branch is required' }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Auckland CBD' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await eventually(() =>
      expect(screen.getByText('An error occurred while changing the Branch group.')).toBeTruthy(),
    );
    expect(screen.queryByText('At least one branch is required')).toBeNull();
  });
});
