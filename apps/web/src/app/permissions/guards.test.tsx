import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { type Assignment, FRONT_DESK_WLG, startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient } from '../../testing/graphql.ts';
import type { FlagOverrides } from '../flags/flags.ts';

function open(path: string, assignments?: Assignment[], flags: FlagOverrides = {}) {
  const { client } = createTestClient({
    ...startUpAnswers(assignments),
    BranchGroups: { data: { allBranchesAndGroups: { groups: [] } } },
  });
  const { runtime } = fakeRuntime(client);
  return renderApp({ path, runtime: { status: 'ready', runtime }, flags });
}

describe('route guards (spec 1 §2.1, §5.5)', () => {
  it('shows the no-permission page when the permission check fails', async () => {
    open('/organization/branches/branch-list', FRONT_DESK_WLG);
    expect(await screen.findByText(/We can't show the page you are looking for/)).toBeTruthy();
    expect(screen.queryByTestId('error-code')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Branch list' })).toBeNull();
  });

  it('refuses a branch the user holds no role on, and lets them into their own', async () => {
    open('/branch/akl', FRONT_DESK_WLG);
    expect(await screen.findByText(/We can't show the page you are looking for/)).toBeTruthy();
  });

  it('shows the not-found page for an unknown path, with the path', async () => {
    open('/no/such/page');
    expect(await screen.findByText('This page cannot be found...')).toBeTruthy();
    expect(screen.getByText('/no/such/page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('/');
  });

  it('shows the not-found page for an unknown path under /login, without signing in', async () => {
    open('/login/whatever');
    expect(await screen.findByText('This page cannot be found...')).toBeTruthy();
  });

  it('opens the branch group pages while the branch_groups flag is off, without Create', async () => {
    // Spec 3 §6: the flag gates create, edit and remove only, not the pages.
    open('/organization/branches/branch-groups');
    expect(await screen.findByRole('heading', { name: 'Branch groups' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Branch groups' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Create branch group' })).toBeNull();
  });

  it('offers Create branch group when the flag is on', async () => {
    open('/organization/branches/branch-groups', undefined, { branch_groups: true });
    expect(await screen.findByRole('button', { name: 'Create branch group' })).toBeTruthy();
  });

  it('redirects /branch to the first permitted branch by name', async () => {
    const { router } = open('/branch', [{ roleId: 'front-desk', branchId: 'group-north' }]);
    // The branch area then opens on its calendar (spec 1 §2.1).
    await eventually(() => expect(router.state.location.pathname).toBe('/branch/akl/calendar'));
  });

  it('redirects /organization to the branch list', async () => {
    const { router } = open('/organization');
    await eventually(() => expect(router.state.location.pathname).toBe('/organization/branches/branch-list'));
  });
});
