import { OPERATIONS, operationDescription } from '@clubline/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_TEXT } from '../../app/pages/NotFoundPage.tsx';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually, eventuallySkipping, useFakeClock } from '../../testing/eventually.ts';
import { startUpAnswers } from '../../testing/fixtures.ts';
import { type AnswerTo, createTestClient, type Fixture } from '../../testing/graphql.ts';
import { ROLE_REFETCH_DELAY_MS, ROLE_REMOVAL_REFETCH_DELAY_MS } from './role-texts.ts';
import { operationLabel, roleList, roleSummary } from './roles.testing.ts';

const CHANGED = 'Role changed successfully.';
const CHANGE_FAILED = 'An error occurred while changing the role.';

function openRole({
  flag = true,
  role = () => ({ data: { getRoleSummary: roleSummary() } }),
  assign,
  remove,
  update,
  path = '/organization/management/roles/night-shift',
}: {
  flag?: boolean;
  role?: Fixture<'Role'>;
  assign?: AnswerTo<'AssignOperationToRole'>;
  remove?: AnswerTo<'RemoveRole'>;
  update?: AnswerTo<'UpdateRole'>;
  path?: string;
} = {}) {
  const test = createTestClient({
    ...startUpAnswers(),
    Role: role,
    Roles: { data: { getRoles: [...roleList] } },
    AssignOperationToRole: assign,
    RemoveRole: remove,
    UpdateRole: update,
  });
  const { runtime } = fakeRuntime(test.client);
  const view = renderApp({
    path,
    runtime: { status: 'ready', runtime },
    flags: { roles_create_modify_remove: flag },
  });
  return { ...test, ...view };
}

const toggles = () => screen.getAllByRole('checkbox');

// The page renders a checkbox per operation (40+).
describe('role page (spec 3 §2 roles/{roleId})', { timeout: 20_000 }, () => {
  it('shows the description, Access to group operations on its own, and the permissions table', async () => {
    openRole({
      role: { data: { getRoleSummary: roleSummary({ accessToGroupOperations: true }, ['view-member']) } },
    });
    expect(await screen.findByRole('heading', { name: 'Night shift' })).toBeTruthy();
    expect(screen.getByText('Closes the club')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Access to group operations/ })).toHaveProperty(
      'checked',
      true,
    );
    const table = screen.getByRole('table', { name: 'Permissions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Permission', 'Allowed']);
    expect(within(table).getByRole('checkbox', { name: 'View member allowed' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(table).getByRole('checkbox', { name: 'View arrival allowed' })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(table).queryByText(/group operations/i)).toBeNull();
  });

  it('shows every permission under the spec’s name with a plain description beside it', async () => {
    openRole();
    const table = await screen.findByRole('table', { name: 'Permissions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(OPERATIONS.length);
    // The fixture lists the catalogue in order: each row is the name, then its description.
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      OPERATIONS.map((id) => `${operationLabel(id)}${operationDescription(id)}`),
    );
    const greyArea = within(table).getByText('Ui access grey area');
    expect(greyArea.closest('td')?.textContent).toBe(
      'Ui access grey areaSee the dashboard link and the organisation settings pages.',
    );
    // The description names the checkbox's purpose for assistive technology too.
    const describedBy = within(table)
      .getByRole('checkbox', { name: 'Ui access grey area allowed' })
      .getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'See the dashboard link and the organisation settings pages.',
    );
  });

  it('is read-only with the flag off: no Edit, no Remove, toggles disabled', async () => {
    openRole({ flag: false });
    await screen.findByRole('heading', { name: 'Night shift' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    for (const toggle of toggles()) expect(toggle).toHaveProperty('disabled', true);
  });

  it('never offers toggles on the admin role', async () => {
    openRole({
      path: '/organization/management/roles/admin',
      role: {
        data: {
          getRoleSummary: roleSummary({ roleId: 'admin', name: 'Admin', type: 'BUILT_IN', membersCount: 1 }),
        },
      },
    });
    await screen.findByRole('heading', { name: 'Admin' });
    for (const toggle of toggles()) expect(toggle).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('offers Remove only for a custom role with zero members', async () => {
    openRole({ role: { data: { getRoleSummary: roleSummary({ membersCount: 2 }) } } });
    await screen.findByRole('heading', { name: 'Night shift' });
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('ticks an operation, disables every control until the role is read again about 2 s later', async () => {
    useFakeClock();
    let allowed: string[] = [];
    const { calls } = openRole({
      role: () => ({ data: { getRoleSummary: roleSummary({}, allowed) } }),
      assign: { data: { assignOperationToRole: { __typename: 'RoleSummary', roleId: 'night-shift' } } },
    });
    const viewArrival = await screen.findByRole('checkbox', { name: 'View arrival allowed' });
    allowed = ['view-arrival'];
    fireEvent.click(viewArrival);
    expect(await screen.findByText(CHANGED)).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'AssignOperationToRole')?.variables).toEqual({
      roleId: 'night-shift',
      opId: 'view-arrival',
    });
    // The click shows at once, and nothing can be changed while the change settles.
    expect(screen.getByRole('checkbox', { name: 'View arrival allowed' })).toHaveProperty('checked', true);
    for (const toggle of toggles()) expect(toggle).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveProperty('disabled', true);
    // Still locked a second on; free once the role has been read again.
    await vi.advanceTimersByTimeAsync(ROLE_REFETCH_DELAY_MS / 2);
    for (const toggle of toggles()) expect(toggle).toHaveProperty('disabled', true);
    await eventuallySkipping(() => {
      for (const toggle of toggles()) expect(toggle).toHaveProperty('disabled', false);
    });
    expect(screen.getByRole('checkbox', { name: 'View arrival allowed' })).toHaveProperty('checked', true);
  });

  it('sends the group operations checkbox as its operation', async () => {
    const { calls } = openRole({
      assign: { data: { assignOperationToRole: { __typename: 'RoleSummary', roleId: 'night-shift' } } },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Access to group operations/ }));
    await eventually(() =>
      expect(calls.find((call) => call.operationName === 'AssignOperationToRole')?.variables).toEqual({
        roleId: 'night-shift',
        opId: 'access-group-operations',
      }),
    );
  });

  it('says the change failed and shows the stored value again after the refetch', async () => {
    useFakeClock();
    openRole({ assign: { networkError: true } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'View arrival allowed' }));
    expect(await screen.findByText(CHANGE_FAILED)).toBeTruthy();
    await eventuallySkipping(() =>
      expect(screen.getByRole('checkbox', { name: 'View arrival allowed' })).toHaveProperty('checked', false),
    );
  });

  it('removes the role after confirmation and returns to the list about 3 s later', async () => {
    useFakeClock();
    const { calls, router } = openRole({ remove: { data: { removeRole: 'night-shift' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove role' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Role removed successfully.')).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'RemoveRole')?.variables).toEqual({
      roleId: 'night-shift',
    });
    expect(router.state.location.pathname).toBe('/organization/management/roles/night-shift');
    // Still on the role two seconds on; back on the list about 3 s after the removal.
    await vi.advanceTimersByTimeAsync(ROLE_REMOVAL_REFETCH_DELAY_MS - 1000);
    expect(router.state.location.pathname).toBe('/organization/management/roles/night-shift');
    await eventuallySkipping(() =>
      expect(router.state.location.pathname).toBe('/organization/management/roles'),
    );
  });

  it('says the removal failed and stays', async () => {
    const { router } = openRole({
      remove: { errors: [{ message: 'x', extensions: { code: 'ROLE_HAS_MEMBERS' } }] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove role' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('An error occurred while removing the role.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/organization/management/roles/night-shift');
  });

  it('edits a built-in role’s description but never its name', async () => {
    const { calls } = openRole({
      path: '/organization/management/roles/front-desk',
      role: {
        data: { getRoleSummary: roleSummary({ roleId: 'front-desk', name: 'Front desk', type: 'BUILT_IN' }) },
      },
      update: { data: { updateRole: { __typename: 'RoleSummary', roleId: 'front-desk' } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: ' Runs the desk ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CHANGED)).toBeTruthy();
    expect(calls.find((call) => call.operationName === 'UpdateRole')?.variables).toEqual({
      roleId: 'front-desk',
      input: { name: 'Front desk', description: 'Runs the desk' },
    });
  });

  it('says the change failed and keeps the edit open', async () => {
    openRole({ update: { networkError: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Late shift' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CHANGE_FAILED)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit role' })).toBeTruthy();
  });

  it('shows the not-found page for a role that does not exist', async () => {
    openRole({
      role: {
        errors: [
          { message: 'Role not found', extensions: { code: 'ROLE_NOT_FOUND', category: 'not-found' } },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: NOT_FOUND_TEXT })).toBeTruthy();
  });
});
