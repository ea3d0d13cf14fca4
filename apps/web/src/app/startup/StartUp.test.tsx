import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { FRONT_DESK_WLG, startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient } from '../../testing/graphql.ts';
import type { StoredTokens } from '../auth/session.ts';

describe('start-up (spec 1 §2.3, §4.1)', () => {
  it('shows Initialising app... while the domain is being resolved', () => {
    renderApp({ path: '/', runtime: { status: 'loading' } });
    expect(screen.getByText('Initialising app...')).toBeTruthy();
  });

  it('shows the invalid-domain page, advising a forced domain locally', () => {
    renderApp({
      path: '/',
      runtime: {
        status: 'invalid-domain',
        host: 'nosuch.localhost:3999',
        domain: { domain: 'nosuch', forced: false },
      },
    });
    expect(screen.getByText('This page cannot be found...')).toBeTruthy();
    expect(screen.getByText('nosuch.localhost:3999')).toBeTruthy();
    expect(screen.getByText('No domain found - a forced domain must be set')).toBeTruthy();
  });

  it('shows the generic error page when discovery fails', () => {
    renderApp({ path: '/', runtime: { status: 'failed', error: new Error('503') } });
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText('Something went wrong. Please contact the support')).toBeTruthy();
  });

  it('sends an anonymous visitor to the login form', async () => {
    const { client } = createTestClient(startUpAnswers());
    const { runtime, oidc } = fakeRuntime(client, { tokens: null });
    renderApp({ path: '/organization', runtime: { status: 'ready', runtime } });
    expect(await screen.findByText('Redirecting to the login form...')).toBeTruthy();
    expect(oidc.startLogin).toHaveBeenCalledTimes(1);
  });

  it('logs in with the refresh token alone, then initialises the user', async () => {
    const { client } = createTestClient(startUpAnswers());
    let release: (tokens: StoredTokens) => void = () => {};
    const { runtime, oidc } = fakeRuntime(client, {
      tokens: { accessToken: 'old', refreshToken: 'refresh-1', expiresAt: Date.now() - 1000 },
      refresh: () =>
        new Promise<StoredTokens>((resolve) => {
          release = resolve;
        }),
    });
    renderApp({ path: '/organization', runtime: { status: 'ready', runtime } });
    expect(await screen.findByText('Logging you in, hang on...')).toBeTruthy();
    release({ accessToken: 'new', refreshToken: 'refresh-2', expiresAt: Date.now() + 600_000 });
    expect(await screen.findByRole('heading', { name: 'Branches (4)' })).toBeTruthy();
    expect(oidc.refresh).toHaveBeenCalledTimes(1);
    expect(oidc.startLogin).not.toHaveBeenCalled();
  });

  it('shows Initialising user... while the user loads', async () => {
    const { client } = createTestClient(startUpAnswers());
    const { runtime } = fakeRuntime(client);
    renderApp({ path: '/', runtime: { status: 'ready', runtime } });
    expect(await screen.findByText('Initialising user...')).toBeTruthy();
  });

  it('shows zero_permission with a Log out button for a user without a role', async () => {
    const { client } = createTestClient(startUpAnswers([]));
    const { runtime, oidc } = fakeRuntime(client);
    renderApp({ path: '/', runtime: { status: 'ready', runtime } });
    expect(await screen.findByText('zero_permission')).toBeTruthy();
    expect(screen.getByText(/Seems like you don't have access/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(oidc.logout).toHaveBeenCalled();
  });

  it('shows init_failed when the user query fails', async () => {
    const { client } = createTestClient({
      ...startUpAnswers(),
      GetInitialisationData: { errors: [{ message: 'Database unavailable' }] },
    });
    const { runtime } = fakeRuntime(client);
    renderApp({ path: '/', runtime: { status: 'ready', runtime } });
    expect(within(await screen.findByTestId('error-code')).getByText('init_failed')).toBeTruthy();
  });

  it('takes an admin from / to the branch list, and a front-desk user to their branch', async () => {
    const admin = fakeRuntime(createTestClient(startUpAnswers()).client);
    const first = renderApp({ path: '/', runtime: { status: 'ready', runtime: admin.runtime } });
    expect(await screen.findByRole('heading', { name: 'Branches (4)' })).toBeTruthy();
    expect(first.router.state.location.pathname).toBe('/organization/branches/branch-list');
    first.unmount();

    const frontDesk = fakeRuntime(
      createTestClient({
        ...startUpAnswers(FRONT_DESK_WLG),
        CalendarBranch: { errors: [{ message: 'not in this test' }] },
      }).client,
    );
    const second = renderApp({ path: '/', runtime: { status: 'ready', runtime: frontDesk.runtime } });
    // The branch area opens on its calendar (spec 1 §2.1).
    await eventually(() => expect(second.router.state.location.pathname).toBe('/branch/wlg/calendar'));
  });
});
