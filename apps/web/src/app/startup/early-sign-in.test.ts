import { describe, expect, it, vi } from 'vitest';
// The page as served, read as text (Vite's ?raw).
import indexHtml from '../../../index.html?raw';
import type { StoredTokens } from '../auth/session.ts';
import { redirectIfSignedOut } from './early-sign-in.ts';
import { START_UP_MESSAGES } from './messages.ts';

const NOW = 1_800_000_000_000;
const location = { pathname: '/branch/b1/members', search: '?q=ann', hash: '' };

function fakeOidc(tokens: StoredTokens | null) {
  const calls: string[] = [];
  return {
    calls,
    oidc: {
      load: vi.fn(async () => tokens),
      clear: vi.fn(async () => {
        calls.push('clear');
      }),
      startLogin: vi.fn(async (returnTo: string) => {
        calls.push(`login ${returnTo}`);
      }),
    },
  };
}

describe('redirectIfSignedOut (the entry chunk, before the app loads)', () => {
  it('sends a visitor without tokens to the login form, coming back to where they were', async () => {
    const root = document.createElement('div');
    const { oidc, calls } = fakeOidc(null);
    expect(await redirectIfSignedOut(oidc, { location, root }, () => NOW)).toBe(true);
    expect(calls).toEqual(['clear', 'login /branch/b1/members?q=ann']);
    expect(root.textContent).toBe('Redirecting to the login form...');
    expect(root.querySelector('[role="status"]')).not.toBeNull();
  });

  it('comes back to / from a /login page', async () => {
    const { oidc, calls } = fakeOidc(null);
    const page = {
      location: { pathname: '/login/logout', search: '', hash: '' },
      root: document.createElement('div'),
    };
    await redirectIfSignedOut(oidc, page, () => NOW);
    expect(calls).toEqual(['clear', 'login /']);
  });

  it('leaves a signed-in visitor, or one with a refresh token to renew, to the app', async () => {
    const valid = { accessToken: 'a', refreshToken: 'r', expiresAt: NOW + 600_000 };
    const expired = { accessToken: 'a', refreshToken: 'r', expiresAt: NOW - 1 };
    for (const tokens of [valid, expired]) {
      const root = document.createElement('div');
      const { oidc, calls } = fakeOidc(tokens);
      expect(await redirectIfSignedOut(oidc, { location, root }, () => NOW)).toBe(false);
      expect(calls).toEqual([]);
      expect(root.textContent).toBe('');
    }
  });

  it('treats an expired access token without a refresh token as signed out', async () => {
    const { oidc, calls } = fakeOidc({ accessToken: 'a', refreshToken: null, expiresAt: NOW - 1 });
    expect(
      await redirectIfSignedOut(oidc, { location, root: document.createElement('div') }, () => NOW),
    ).toBe(true);
    expect(calls).toEqual(['clear', 'login /branch/b1/members?q=ann']);
  });
});

describe("index.html's start-up message", () => {
  it("is the start-up gate's first message, painted with the page before any code runs", () => {
    const page = new DOMParser().parseFromString(indexHtml, 'text/html');
    const message = page.querySelector('#root > .boot-message [role="status"]');
    expect(message?.textContent).toBe(START_UP_MESSAGES.initialisingApp);
  });
});
