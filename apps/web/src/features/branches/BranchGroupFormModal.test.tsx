import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { groups, startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient, type FixtureAnswer } from '../../testing/graphql.ts';

function openGroups(createAnswer: FixtureAnswer) {
  const test = createTestClient({
    ...startUpAnswers(),
    BranchGroups: { data: { allBranchesAndGroups: { groups } } },
    CreateBranchGroup: createAnswer,
  });
  const { runtime } = fakeRuntime(test.client);
  renderApp({
    path: '/organization/branches/branch-groups',
    runtime: { status: 'ready', runtime },
    flags: { branch_groups: true },
  });
  return test;
}

async function openCreateForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create branch group' }));
  return screen.findByRole('dialog', { name: 'Create branch group' });
}

describe('branch group form (spec 3 §2, §5)', () => {
  it('lists the groups, with Edit on every group but ALL_BRANCHES', async () => {
    openGroups({ data: null });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'North Island' }).getAttribute('href')).toBe(
      '/organization/branches/branch-groups/group-north',
    );
    expect(within(table).getByRole('button', { name: 'Edit North Island' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Edit ALL_BRANCHES' })).toBeNull();
  });

  it('shows the rules only after the first submit', async () => {
    const { calls } = openGroups({ data: null });
    const dialog = await openCreateForm();
    expect(within(dialog).queryByText('Name is a required field')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is a required field')).toBeTruthy();
    expect(within(dialog).getByText('At least one branch is required')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'CreateBranchGroup')).toBe(false);
  });

  it('wants a unique name and a description of at most 400 characters', async () => {
    openGroups({ data: null });
    const dialog = await openCreateForm();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'north island' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'x'.repeat(401) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Group name must be unique')).toBeTruthy();
    expect(within(dialog).getByText('Description must not exceed 400 characters')).toBeTruthy();
  });

  it('shows the first GraphQL error when the server refuses, and keeps the form open', async () => {
    const { calls } = openGroups({
      errors: [{ message: 'Group name must be unique' }, { message: 'second' }],
    });
    const dialog = await openCreateForm();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'South' } });
    await pickBranch(dialog, 'Christchurch Riccarton');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Group name must be unique'),
    );
    const create = calls.find((call) => call.operationName === 'CreateBranchGroup');
    expect(create?.variables).toEqual({ input: { name: 'South', description: null, branches: ['chc'] } });
  });

  it('says Something went wrong when the failure has no GraphQL message', async () => {
    openGroups({ networkError: true });
    const dialog = await openCreateForm();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'South' } });
    await pickBranch(dialog, 'Christchurch Riccarton');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Something went wrong');
  });

  it('closes and confirms on success', async () => {
    openGroups({
      data: {
        createBranchGroup: {
          __typename: 'BranchGroup',
          id: 'group-south',
          name: 'South',
          description: null,
          branches: ['chc'],
        },
      },
    });
    const dialog = await openCreateForm();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'South' } });
    await pickBranch(dialog, 'Christchurch Riccarton');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Branch group added successfully.')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create branch group' })).toBeNull());
  });
});

async function pickBranch(dialog: HTMLElement, name: string) {
  const input = within(dialog).getByLabelText(/^Branches/, { selector: 'input' });
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name }));
}
