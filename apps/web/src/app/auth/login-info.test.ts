import { afterEach, describe, expect, it } from 'vitest';
import { loginInfoCookie, readLoginInfo, wipeLoginInfo, writeLoginInfo } from './login-info.ts';
import { wipeSessionData } from './wipe.ts';

const info = {
  domain: 'demo',
  forced: false,
  clientId: 'clubline-web-demo',
  identityProviderUrl: 'http://localhost:3999/oidc',
  applicationId: 'app-1',
};

afterEach(() => {
  wipeLoginInfo();
});

describe('login info cookie (spec 1 §3, §7.2, §9)', () => {
  it('lives 365 days on path /', () => {
    const cookie = loginInfoCookie(info, new Date('2030-01-01T00:00:00Z'));
    expect(cookie).toContain('; path=/');
    expect(cookie).toContain(`expires=${new Date('2031-01-01T00:00:00Z').toUTCString()}`);
  });

  it('is written, read back and wiped', () => {
    writeLoginInfo(info);
    expect(readLoginInfo()).toEqual(info);
    wipeLoginInfo();
    expect(readLoginInfo()).toBeNull();
  });

  it('wiping the session removes the cookie and the stored tokens, nothing else', () => {
    writeLoginInfo(info);
    localStorage.setItem('oidc.user:http://localhost:3999/oidc:clubline-web-demo', '{}');
    localStorage.setItem('clubline.sidebarOpen', 'false');
    wipeSessionData();
    expect(readLoginInfo()).toBeNull();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('clubline.sidebarOpen')).toBe('false');
  });
});
