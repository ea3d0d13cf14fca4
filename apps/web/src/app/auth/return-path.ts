/** The path to come back to after login: where the user is, unless that is a /login page. */
export function currentReturnPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  if (isLoginPath(location.pathname)) return '/';
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The sign-in return address (spec 1 §2.3), where the identity provider sends the code. */
export const CALLBACK_PATH = '/login/callback';

/** The /login pages (callback, logout, force-domain, debug) work without a session. */
export function isLoginPath(pathname: string): boolean {
  return pathname === '/login' || pathname.startsWith('/login/');
}
