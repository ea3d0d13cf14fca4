import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { ADMIN_EVERYWHERE, startUpAnswers } from '../../testing/fixtures.ts';
import { type AnswerTo, createTestClient } from '../../testing/graphql.ts';

const staff = (tags: string[] = [], manageable = true) => ({
  id: 'p1',
  firstName: 'Eddie',
  lastName: 'Hire',
  email: 'eddie@example.com',
  gender: 'MALE',
  dateOfBirth: null,
  mobilePhone: null,
  address: null,
  username: 'eddie.hire',
  branches: ['wlg'],
  tags,
  hasImage: false,
  availableForSessions: false,
  manageable,
});

const GROUPS: AnswerTo<'StaffSecurityGroups'> = {
  data: {
    getStaffSecurityGroups: {
      personId: 'p1',
      assignments: [],
      assignable: [{ roleId: 'branch-manager', roleName: 'Branch manager', branchIds: ['wlg'] }],
    },
  },
};

function openStaff(
  path: string,
  answer: AnswerTo<'StaffMember'>,
  assign?: AnswerTo<'AssignRoleToPerson'>,
  groups: AnswerTo<'StaffSecurityGroups'> = GROUPS,
) {
  const test = createTestClient({
    ...startUpAnswers(ADMIN_EVERYWHERE),
    StaffMember: answer,
    StaffSecurityGroups: groups,
    AssignRoleToPerson: assign,
  });
  const { runtime } = fakeRuntime(test.client);
  renderApp({ path, runtime: { status: 'ready', runtime } });
  return test;
}

describe('staff page (spec 3 §2, §4, §6)', () => {
  it('says "The staff does not belong to this branch." on another branch\'s page', async () => {
    openStaff('/branch/akl/staff/p1', {
      errors: [{ message: 'x', extensions: { code: 'STAFF_NOT_IN_BRANCH', category: 'not-found' } }],
    });
    expect(await screen.findByText('The staff does not belong to this branch.')).toBeTruthy();
  });

  it('says the roles are hidden when they reach branches the viewer does not run', async () => {
    openStaff('/organization/staff/p1', { data: { getStaffMember: staff() } }, undefined, {
      errors: [{ message: 'x', extensions: { code: 'STAFF_ACCESS_DENIED', category: 'denied' } }],
    });
    expect(
      await screen.findByText("You don't have permission to see this staff member's roles."),
    ).toBeTruthy();
  });

  it('offers no change when the server says the viewer may not manage them (an admin of every branch)', async () => {
    openStaff('/organization/staff/p1', { data: { getStaffMember: staff([], false) } });
    expect(await screen.findByRole('heading', { name: 'Eddie Hire', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('offers Reset password and Deactivate to an active staff member, Reactivate only when inactive', async () => {
    openStaff('/organization/staff/p1', { data: { getStaffMember: staff() } });
    expect(await screen.findByRole('heading', { name: 'Eddie Hire', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Management (staff)' }).getAttribute('href')).toBe(
      '/organization/staff',
    );
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeTruthy();
  });

  it('hides Reset password for inactive staff', async () => {
    openStaff('/organization/staff/p1', { data: { getStaffMember: staff(['inactive']) } });
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });

  it('lists a refused role change as "{branch} to {role} role"', async () => {
    const test = openStaff(
      '/organization/staff/p1',
      { data: { getStaffMember: staff() } },
      { errors: [{ message: 'x', extensions: { code: 'ROLE_ASSIGNMENT_DENIED', category: 'denied' } }] },
    );
    const section = await screen.findByRole('region', { name: 'Security groups' });
    fireEvent.click(await within(section).findByLabelText('Role', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Branch manager' }));
    fireEvent.click(within(section).getByLabelText('Branch', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Wellington Lambton Quay' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Assign' }));
    expect(await within(section).findByText('Wellington Lambton Quay to Branch manager role')).toBeTruthy();
    await eventually(() =>
      expect(test.calls.find((call) => call.operationName === 'AssignRoleToPerson')?.variables).toEqual({
        roleId: 'branch-manager',
        branchId: 'wlg',
        personId: 'p1',
      }),
    );
  });
});
