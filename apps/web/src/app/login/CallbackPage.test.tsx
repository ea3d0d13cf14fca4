import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRuntime, renderApp } from '../../testing/app.tsx';
import { eventually } from '../../testing/eventually.ts';
import { startUpAnswers } from '../../testing/fixtures.ts';
import { createTestClient } from '../../testing/graphql.ts';
import { readLoginInfo, writeLoginInfo } from '../auth/login-info.ts';

describe('login return pages (spec 1 §2.3)', () => {
  it('shows Loading profile... and then goes to the path saved before login', async () => {
    const { runtime, oidc } = fakeRuntime(createTestClient(startUpAnswers()).client);
    let finish: (path: string) => void = () => {};
    oidc.completeLogin.mockImplementation(
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    const { router } = renderApp({
      path: '/login/callback?code=abc&state=xyz',
      runtime: { status: 'ready', runtime },
    });
    expect(await screen.findByText('Loading profile...')).toBeTruthy();
    finish('/organization/branches/branch-list');
    await eventually(() => expect(router.state.location.pathname).toBe('/organization/branches/branch-list'));
  });

  it("asks for the user's start-up data as soon as the login completes, while the page's code loads, and once", async () => {
    const { client, calls } = createTestClient(startUpAnswers());
    const { runtime, oidc } = fakeRuntime(client);
    oidc.completeLogin.mockResolvedValue('/organization/branches/branch-list');
    // Where the app stood when each start-up query went out.
    const sentFrom: string[] = [];
    let path = () => '';
    const query = client.query.bind(client);
    client.query = ((...args: Parameters<typeof query>) => {
      sentFrom.push(path());
      return query(...args);
    }) as typeof client.query;
    const { router } = renderApp({
      path: '/login/callback?code=abc&state=xyz',
      runtime: { status: 'ready', runtime },
    });
    path = () => router.state.location.pathname;
    await eventually(() => expect(router.state.location.pathname).toBe('/organization/branches/branch-list'));
    await eventually(() => expect(calls.map((call) => call.operationName)).toContain('StartUpBranches'));
    expect(sentFrom[0]).toBe('/login/callback');
    expect(calls.filter((call) => call.operationName === 'GetInitialisationData')).toHaveLength(1);
  });

  it('offers Reload when the login cannot complete', async () => {
    const { runtime, oidc } = fakeRuntime(createTestClient(startUpAnswers()).client);
    oidc.completeLogin.mockRejectedValue(new Error('Not enough data about the token'));
    renderApp({ path: '/login/callback?code=bad&state=xyz', runtime: { status: 'ready', runtime } });
    expect(await screen.findByText('Something went wrong trying to login. Please try again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('logging out wipes the login info and the data cache, then goes home', async () => {
    const { runtime, graphql } = fakeRuntime(createTestClient(startUpAnswers()).client, { tokens: null });
    writeLoginInfo({
      domain: 'demo',
      forced: false,
      clientId: 'c',
      identityProviderUrl: 'i',
      applicationId: 'a',
    });
    localStorage.setItem('oidc.user:i:c', '{}');
    const { router } = renderApp({ path: '/login/logout', runtime: { status: 'ready', runtime } });
    await eventually(() => expect(router.state.location.pathname).toBe('/'));
    expect(readLoginInfo()).toBeNull();
    expect(localStorage.getItem('oidc.user:i:c')).toBeNull();
    expect(graphql.reset).toHaveBeenCalled();
    expect(await screen.findByText('Redirecting to the login form...')).toBeTruthy();
  });
});
