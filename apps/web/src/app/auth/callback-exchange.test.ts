import { describe, expect, it, vi } from 'vitest';
import { callbackUrlOf, exchangeOnce, pageAfterSignIn } from './callback-exchange.ts';

const urlFor = (code: string) =>
  callbackUrlOf({
    origin: 'http://demo.localhost',
    pathname: '/login/callback',
    search: `?code=${code}&state=s`,
  });

describe('the sign-in callback exchange', () => {
  it('exchanges a code once, whoever asks first, and hands the same answer to the later asker', async () => {
    const url = urlFor('once');
    const entry = { completeLogin: vi.fn(async () => '/branch/b/members') };
    const page = { completeLogin: vi.fn(async () => '/elsewhere') };
    const first = exchangeOnce(entry, url);
    expect(exchangeOnce(page, url)).toBe(first);
    expect(await first).toBe('/branch/b/members');
    expect(entry.completeLogin).toHaveBeenCalledWith(url);
    expect(page.completeLogin).not.toHaveBeenCalled();
  });

  it('gives the page the user signed in for, not another /login page, nor after a failure', async () => {
    exchangeOnce({ completeLogin: async () => '/branch/b/members?search=x' }, urlFor('page'));
    exchangeOnce({ completeLogin: async () => '/login/debug' }, urlFor('login-page'));
    exchangeOnce(
      { completeLogin: async () => Promise.reject(new Error('Not enough data')) },
      urlFor('failed'),
    );
    exchangeOnce({ completeLogin: async () => '/branch/b/members#top' }, urlFor('hash'));
    expect(await pageAfterSignIn(urlFor('page'))).toBe('/branch/b/members?search=x');
    expect(await pageAfterSignIn(urlFor('hash'))).toBe('/branch/b/members#top');
    expect(await pageAfterSignIn(urlFor('login-page'))).toBeNull();
    expect(await pageAfterSignIn(urlFor('failed'))).toBeNull();
    expect(await pageAfterSignIn(urlFor('never-started'))).toBeNull();
  });

  it('keeps an exchange by its whole address, code and state included', () => {
    expect(urlFor('abc')).toBe('http://demo.localhost/login/callback?code=abc&state=s');
  });
});
