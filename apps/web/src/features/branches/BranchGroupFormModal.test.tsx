import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { groups, startUpAnswers } from '../../testing/fixtures.ts';
import { type AnswerTo, createTestClient } from '../../testing/graphql.ts';

const CREATE_FAILED = 'An error occurred while creating the Branch group.';
const CHANGE_FAILED = 'An error occurred while changing the Branch group.';

/** The groups page; `create` and `update` answer the form's mutations, when a test sends them. */
function openGroups({
  create,
  update,
}: {
  create?: AnswerTo<'CreateBranchGroup'>;
  update?: AnswerTo<'UpdateBranchGroup'>;
} = {}) {
  const test = createTestClient({
    ...startUpAnswers(),
    BranchGroups: { data: { allBranchesAndGroups: { groups } } },
    CreateBranchGroup: create,
    UpdateBranchGroup: update,
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
    openGroups();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'North Island' }).getAttribute('href')).toBe(
      '/organization/branches/branch-groups/group-north',
    );
    expect(within(table).getByRole('button', { name: 'Edit North Island' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Edit ALL_BRANCHES' })).toBeNull();
  });

  it('shows the rules only after the first submit', async () => {
    const { calls } = openGroups();
    const dialog = await openCreateForm();
    expect(within(dialog).queryByText('Name is a required field')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is a required field')).toBeTruthy();
    expect(within(dialog).getByText('At least one branch is required')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'CreateBranchGroup')).toBe(false);
  });

  it('wants a unique name and a description of at most 400 characters', async () => {
    openGroups();
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

  it('shows a server rule on its field and keeps the form open', async () => {
    const { calls } = openGroups({
      create: {
        errors: [
          {
            message: 'Group name must be unique',
            extensions: {
              code: 'VALIDATION_ERROR',
              errorClass: 'ValidationError',
              fieldErrors: { name: 'Group name must be unique' },
            },
          },
        ],
      },
    });
    const dialog = await fillCreateForm();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await eventually(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Group name must be unique')).toBeTruthy();
    expect(screen.queryByText(CREATE_FAILED)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Create branch group' })).toBeTruthy();
    const create = calls.find((call) => call.operationName === 'CreateBranchGroup');
    expect(create?.variables).toEqual({ input: { name: 'South', description: null, branches: ['chc'] } });
  });

  it('says the create failed, without the server text, and closes the form', async () => {
    openGroups({
      create: {
        errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      },
    });
    await fillCreateForm();
    expect(await screen.findByText(CREATE_FAILED)).toBeTruthy();
    expect(screen.queryByText('Unexpected error.')).toBeNull();
    await eventually(() => expect(screen.queryByRole('dialog', { name: 'Create branch group' })).toBeNull());
  });

  it('says the create failed when the network fails, and closes the form', async () => {
    openGroups({ create: { networkError: true } });
    await fillCreateForm();
    expect(await screen.findByText(CREATE_FAILED)).toBeTruthy();
    await eventually(() => expect(screen.queryByRole('dialog', { name: 'Create branch group' })).toBeNull());
  });

  it('says the change failed and keeps the edits open', async () => {
    const { calls } = openGroups({ update: { networkError: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit North Island' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit branch group' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'North' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CHANGE_FAILED)).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'UpdateBranchGroup')?.variables).toMatchObject({
      id: 'group-north',
    });
    expect(screen.getByRole('dialog', { name: 'Edit branch group' })).toBeTruthy();
    expect(name).toHaveProperty('value', 'North');
  });

  it('closes and confirms on success', async () => {
    openGroups({
      create: {
        data: {
          createBranchGroup: {
            __typename: 'BranchGroup',
            id: 'group-south',
            name: 'South',
            description: null,
            branches: ['chc'],
          },
        },
      },
    });
    const dialog = await openCreateForm();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'South' } });
    await pickBranch(dialog, 'Christchurch Riccarton');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Branch group added successfully.')).toBeTruthy();
    await eventually(() => expect(screen.queryByRole('dialog', { name: 'Create branch group' })).toBeNull());
  });
});

/** Opens the create form, fills in a valid group and submits it. */
async function fillCreateForm() {
  const dialog = await openCreateForm();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'South' } });
  await pickBranch(dialog, 'Christchurch Riccarton');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  return dialog;
}

async function pickBranch(dialog: HTMLElement, name: string) {
  const input = within(dialog).getByLabelText(/^Branches/, { selector: 'input' });
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name }));
}
