import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { ADMIN_EVERYWHERE, startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient } from '../../testing/graphql.ts';

const person = (id: string, firstName: string, roles: string[] | null) => ({
  id,
  firstName,
  lastName: 'Hire',
  email: null,
  username: `${firstName.toLowerCase()}.hire`,
  branches: ['wlg'],
  tags: [],
  roles,
});

function openList() {
  const test = createTestClient({
    ...startUpAnswers(ADMIN_EVERYWHERE),
    StaffList: {
      data: {
        getStaffMembers: {
          pageInfo: { total: 3 },
          persons: [
            person('p1', 'Eddie', ['Branch manager', 'Front desk']),
            person('p2', 'Fay', []),
            person('p3', 'Gus', null),
          ],
        },
      },
    },
  });
  const { runtime } = fakeRuntime(test.client);
  renderApp({ path: '/organization/staff', runtime: { status: 'ready', runtime } });
}

describe('staff list (spec 3 §2)', () => {
  it("keeps the spec's headings and shows the roles each staff member holds", async () => {
    openList();
    const row = (await screen.findByRole('link', { name: 'Eddie Hire' })).closest('tr');
    expect(screen.getByRole('heading', { name: 'All Members', level: 1 })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Roles' })).toBeTruthy();
    expect(row && within(row).getByText('Branch manager, Front desk')).toBeTruthy();
    const none = screen.getByRole('link', { name: 'Fay Hire' }).closest('tr');
    expect(none && within(none).getByText('No role')).toBeTruthy();
    const hidden = screen.getByRole('link', { name: 'Gus Hire' }).closest('tr');
    expect(hidden && within(hidden).getByText('—')).toBeTruthy();
  });
});
