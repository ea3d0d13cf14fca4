import { LOGIN_INFO_COOKIE_DAYS } from '../constants.ts';

/**
 * The login info (spec 1 §3, §7.2): which organisation and OpenID client this browser signed in
 * with. Kept in a cookie for 365 days on path /.
 */
export interface LoginInfo {
  domain: string;
  forced: boolean;
  clientId: string;
  identityProviderUrl: string;
  applicationId: string;
}

const LOGIN_INFO_COOKIE = 'clubline_login_info';

function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export function readLoginInfo(doc: Document = document): LoginInfo | null {
  const raw = cookieValue(doc.cookie, LOGIN_INFO_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const info = parsed as Partial<LoginInfo>;
    if (
      typeof info.domain !== 'string' ||
      typeof info.clientId !== 'string' ||
      typeof info.identityProviderUrl !== 'string' ||
      typeof info.applicationId !== 'string'
    )
      return null;
    return {
      domain: info.domain,
      forced: info.forced === true,
      clientId: info.clientId,
      identityProviderUrl: info.identityProviderUrl,
      applicationId: info.applicationId,
    };
  } catch {
    return null;
  }
}

/** The cookie string that stores `info` for 365 days on path /. */
export function loginInfoCookie(info: LoginInfo, now: Date = new Date()): string {
  const expires = new Date(now.getTime() + LOGIN_INFO_COOKIE_DAYS * 24 * 60 * 60 * 1000);
  return `${LOGIN_INFO_COOKIE}=${encodeURIComponent(JSON.stringify(info))}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
}

export function writeLoginInfo(info: LoginInfo, doc: Document = document): void {
  doc.cookie = loginInfoCookie(info);
}

export function wipeLoginInfo(doc: Document = document): void {
  doc.cookie = `${LOGIN_INFO_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
