import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import {
  createSession,
  SessionExpiredError,
  type StoredTokens,
  sessionStateOf,
  type TokenPort,
} from './session.ts';

const NOW = 1_800_000_000_000;

function tokens(
  secondsLeft: number | null,
  refreshToken: string | null = 'refresh-1',
  accessToken = 'access-1',
): StoredTokens {
  return { accessToken, refreshToken, expiresAt: secondsLeft === null ? null : NOW + secondsLeft * 1000 };
}

function fakePort(initial: StoredTokens | null, refresh: () => Promise<StoredTokens>) {
  let stored = initial;
  const port: TokenPort & { refreshCalls: number; cleared: boolean } = {
    refreshCalls: 0,
    cleared: false,
    load: async () => stored,
    refresh: async () => {
      port.refreshCalls += 1;
      stored = await refresh();
      return stored;
    },
    clear: async () => {
      port.cleared = true;
      stored = null;
    },
  };
  return port;
}

describe('sessionStateOf (spec 1 §4.1)', () => {
  it.each([
    [tokens(600), 'authenticated'],
    [tokens(5.001), 'authenticated'],
    [tokens(5), 'refresh-token-only'],
    [tokens(4), 'refresh-token-only'],
    [tokens(-100), 'refresh-token-only'],
    [tokens(5, null), 'anonymous'],
    [tokens(null), 'refresh-token-only'],
    [{ accessToken: null, refreshToken: null, expiresAt: null }, 'anonymous'],
    [null, 'anonymous'],
  ] as const)('%j → %s', (stored, expected) => {
    expect(sessionStateOf(stored, NOW)).toBe(expected);
  });
});

describe('createSession', () => {
  it('uses the stored token while at least 60 s remain', async () => {
    const port = fakePort(tokens(60), async () => tokens(600, 'refresh-2', 'access-2'));
    const session = createSession({ port, redirectToLogin: vi.fn(), now: () => NOW });
    expect(await session.getAccessToken()).toBe('access-1');
    expect(port.refreshCalls).toBe(0);
    expect(await session.state()).toBe('authenticated');
  });

  it('renews a token with less than 60 s left before using it', async () => {
    const port = fakePort(tokens(59), async () => tokens(600, 'refresh-2', 'access-2'));
    const session = createSession({ port, redirectToLogin: vi.fn(), now: () => NOW });
    expect(await session.getAccessToken()).toBe('access-2');
    expect(port.refreshCalls).toBe(1);
  });

  it('gets a token with only a refresh token left (expired access token)', async () => {
    const port = fakePort(tokens(-30), async () => tokens(600, 'refresh-2', 'access-2'));
    const session = createSession({ port, redirectToLogin: vi.fn(), now: () => NOW });
    expect(await session.state()).toBe('refresh-token-only');
    expect(await session.getAccessToken()).toBe('access-2');
    expect(await session.state()).toBe('authenticated');
  });

  it('while signing out, a request that finds no token fails without sending the browser to login', async () => {
    const port = fakePort(null, async () => tokens(600));
    const redirectToLogin = vi.fn();
    const session = createSession({ port, redirectToLogin, now: () => NOW });
    session.signingOut();
    await expect(session.getAccessToken()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(redirectToLogin).not.toHaveBeenCalled();
    // Without the sign-out, the same request goes to login (the race the sign-out would lose).
    const other = vi.fn();
    await expect(
      createSession({ port, redirectToLogin: other, now: () => NOW }).getAccessToken(),
    ).rejects.toBeInstanceOf(SessionExpiredError);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('shares one renewal between concurrent callers', async () => {
    let release: (value: StoredTokens) => void = () => {};
    const port = fakePort(
      tokens(10),
      () =>
        new Promise<StoredTokens>((resolve) => {
          release = resolve;
        }),
    );
    const session = createSession({ port, redirectToLogin: vi.fn(), now: () => NOW });
    const calls = [
      session.getAccessToken(),
      session.getAccessToken(),
      session.renew().then((t) => t.accessToken),
    ];
    await eventually(() => expect(port.refreshCalls).toBe(1));
    release(tokens(600, 'refresh-2', 'access-2'));
    expect(await Promise.all(calls)).toEqual(['access-2', 'access-2', 'access-2']);
    expect(port.refreshCalls).toBe(1);
  });

  it('starts a new renewal once the previous one has finished', async () => {
    let n = 0;
    const port = fakePort(tokens(10), async () => {
      n += 1;
      return tokens(30, `refresh-${n + 1}`, `access-${n + 1}`);
    });
    const session = createSession({ port, redirectToLogin: vi.fn(), now: () => NOW });
    expect(await session.getAccessToken()).toBe('access-2');
    expect(await session.getAccessToken()).toBe('access-3');
    expect(port.refreshCalls).toBe(2);
  });

  it('sends the user back to login when the renewal fails', async () => {
    const redirectToLogin = vi.fn();
    const port = fakePort(tokens(30), async () => {
      throw new Error('invalid_grant');
    });
    const session = createSession({ port, redirectToLogin, now: () => NOW });
    await expect(session.getAccessToken()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
    expect(port.cleared).toBe(true);
  });

  it('reports failed-to-refresh after a failed renewal', async () => {
    const port = fakePort(tokens(-1), async () => {
      throw new Error('invalid_grant');
    });
    const session = createSession({ port, redirectToLogin: vi.fn(), now: () => NOW });
    await expect(session.renew()).rejects.toThrow('invalid_grant');
    expect(await session.state()).toBe('failed-to-refresh');
  });

  it('sends an anonymous user to login, once however many calls fail', async () => {
    const redirectToLogin = vi.fn();
    const session = createSession({
      port: fakePort(null, async () => tokens(600)),
      redirectToLogin,
      now: () => NOW,
    });
    await expect(session.getAccessToken()).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(session.getAccessToken()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('uses a token without refresh token until 5 s before it expires', async () => {
    const redirectToLogin = vi.fn();
    let now = NOW;
    const port = fakePort(tokens(30, null), async () => tokens(600));
    const session = createSession({ port, redirectToLogin, now: () => now });
    expect(await session.getAccessToken()).toBe('access-1');
    now = NOW + 25_000;
    await expect(session.getAccessToken()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(redirectToLogin).toHaveBeenCalled();
  });
});
