import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient } from '../../testing/graphql.ts';
import { FLAG_OVERRIDES_KEY } from '../flags/flags.ts';

describe('debug page (spec 1 §2.3)', () => {
  it('offers the debug actions', async () => {
    const { runtime } = fakeRuntime(createTestClient(startUpAnswers()).client);
    renderApp({ path: '/login/debug', runtime: { status: 'ready', runtime } });
    for (const name of [
      'Log info',
      'Wipe login info',
      'Reload',
      'Go to homepage',
      'Use refresh token',
      'Login',
      'Logout',
    ])
      expect(await screen.findByRole('button', { name })).toBeTruthy();
  });

  it('uses the refresh token on request', async () => {
    const { runtime, oidc } = fakeRuntime(createTestClient(startUpAnswers()).client);
    renderApp({ path: '/login/debug', runtime: { status: 'ready', runtime } });
    fireEvent.click(await screen.findByRole('button', { name: 'Use refresh token' }));
    expect(await screen.findByText(/^Renewed; the access token now expires at/)).toBeTruthy();
    expect(oidc.refresh).toHaveBeenCalledTimes(1);
  });

  it('shows the feature flags and switches one, stored as a local override', async () => {
    const { runtime } = fakeRuntime(createTestClient(startUpAnswers()).client);
    renderApp({ path: '/login/debug', runtime: { status: 'ready', runtime } });
    const branchGroups = await screen.findByRole('switch', { name: 'Branch groups' });
    expect((branchGroups as HTMLInputElement).checked).toBe(false);
    fireEvent.click(branchGroups);
    expect((screen.getByRole('switch', { name: 'Branch groups' }) as HTMLInputElement).checked).toBe(true);
    expect(JSON.parse(localStorage.getItem(FLAG_OVERRIDES_KEY) ?? '{}')).toEqual({ branch_groups: true });
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(localStorage.getItem(FLAG_OVERRIDES_KEY)).toBeNull();
  });

  it('works without a session on an unknown domain', async () => {
    renderApp({
      path: '/login/debug',
      runtime: {
        status: 'invalid-domain',
        host: 'localhost:3000',
        domain: { domain: 'localhost', forced: false },
      },
    });
    expect(await screen.findByRole('switch', { name: 'Outage alert' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Use refresh token' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
