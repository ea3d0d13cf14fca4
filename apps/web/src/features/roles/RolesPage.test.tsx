import { ALL_BRANCHES } from '@clubline/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { type Assignment, startUpAnswers } from '../../testing/fixtures.ts';
import { type AnswerTo, createTestClient } from '../../testing/graphql.ts';
import { roleList } from './roles.testing.ts';

/** Admin on every branch without the super-admin flag: manages roles, does not create them. */
const ADMIN_NOT_SUPER: Assignment[] = [{ roleId: 'admin', branchId: ALL_BRANCHES, isSuperAdmin: false }];

function openRoles({
  flag = true,
  assignments,
  add,
}: {
  flag?: boolean;
  assignments?: Assignment[];
  add?: AnswerTo<'AddRole'>;
} = {}) {
  const test = createTestClient({
    ...startUpAnswers(assignments),
    Roles: { data: { getRoles: [...roleList] } },
    AddRole: add,
  });
  const { runtime } = fakeRuntime(test.client);
  renderApp({
    path: '/organization/management/roles',
    runtime: { status: 'ready', runtime },
    flags: { roles_create_modify_remove: flag },
  });
  return test;
}

async function openCreate() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create role' }));
  return screen.findByRole('dialog', { name: 'Create role' });
}

describe('role list (spec 3 §2 "Roles")', () => {
  it('lists name, description and assigned count, each role linking to its page', async () => {
    openRoles();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Description', 'Assigned']);
    expect(within(table).getByRole('link', { name: 'Night shift' }).getAttribute('href')).toBe(
      '/organization/management/roles/night-shift',
    );
    const admin = within(table).getByRole('link', { name: 'Admin' }).closest('tr');
    expect(admin?.textContent).toContain('Everything.');
    expect(admin?.lastElementChild?.textContent).toBe('1');
  });

  it('offers Create role to the super-admin group only, and only with the flag on', async () => {
    openRoles({ flag: false });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Create role' })).toBeNull();
  });

  it('hides Create role from an admin who is not in the super-admin group', async () => {
    openRoles({ assignments: ADMIN_NOT_SUPER });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Create role' })).toBeNull();
  });

  it('is a Management page in the sidebar', async () => {
    openRoles();
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Roles' }).getAttribute('href')).toBe(
      '/organization/management/roles',
    );
    expect(within(menu).getAllByText('Management')).toHaveLength(1);
  });
});

describe('Create role (spec 3 §5 "Role")', () => {
  it('shows the rules on submit: required, unique, and sends nothing', async () => {
    const { calls } = openRoles();
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is a required field')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: ' night  SHIFT' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Role name must be unique')).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'AddRole')).toBe(false);
  });

  it('limits the description to 400 characters', async () => {
    openRoles();
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Early' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'x'.repeat(401) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Description must not exceed 400 characters')).toBeTruthy();
  });

  it('adds the role with its id from the name, confirms, and reads the list again about 2 s later', async () => {
    const { calls } = openRoles({
      add: { data: { addRole: { __typename: 'RoleSummary', roleId: 'early-bird-desk' } } },
    });
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: '  Early Bird  Desk ' },
    });
    expect(within(dialog).getByTestId('role-id-preview').textContent).toBe('Role id: early-bird-desk');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Role added successfully.')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'AddRole')?.variables).toEqual({
      input: { id: 'early-bird-desk', name: 'Early Bird  Desk', description: null },
    });
    const listReads = () => calls.filter((call) => call.operationName === 'Roles').length;
    const before = listReads();
    expect(screen.getByRole('button', { name: 'Create role' })).toHaveProperty('disabled', true);
    await eventually(() => expect(listReads()).toBeGreaterThan(before), { timeout: 4000 });
    await eventually(() =>
      expect(screen.getByRole('button', { name: 'Create role' })).toHaveProperty('disabled', false),
    );
  });

  it('shows a name taken meanwhile on the field and keeps the form open', async () => {
    openRoles({
      add: {
        errors: [
          {
            message: 'Role name must be unique',
            extensions: { code: 'ROLE_NAME_TAKEN', fieldErrors: { name: 'Role name must be unique' } },
          },
        ],
      },
    });
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Late' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Role name must be unique')).toBeTruthy();
    expect(screen.queryByText('An error occurred while creating the role.')).toBeNull();
  });

  it('says the create failed, without the server text, and closes the form', async () => {
    openRoles({ add: { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] } });
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Late' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('An error occurred while creating the role.')).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
    await eventually(() => expect(screen.queryByRole('dialog', { name: 'Create role' })).toBeNull());
  });
});
