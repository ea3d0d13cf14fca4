import type { Oidc } from '../auth/oidc.ts';
import { currentReturnPath } from '../auth/return-path.ts';
import { sessionStateOf } from '../auth/session.ts';
import { showBootMessage } from './boot-message.ts';
import { START_UP_MESSAGES } from './messages.ts';

/**
 * Spec 1 §4.1 for a visitor with no tokens at all, decided by the entry chunk before the app is
 * downloaded: straight to the login form, showing "Redirecting to the login form..." meanwhile.
 * A visitor with a token (valid, or a refresh token to renew) gets the app, whose start-up gate
 * (StartUp, useSignIn) renews, redirects on failure and signs in as before.
 * Resolves true when the browser is on its way to the login form.
 */
export async function redirectIfSignedOut(
  oidc: Pick<Oidc, 'load' | 'clear' | 'startLogin'>,
  page: { location: Pick<Location, 'pathname' | 'search' | 'hash'>; root: HTMLElement },
  now: () => number = Date.now,
): Promise<boolean> {
  if (sessionStateOf(await oidc.load(), now()) !== 'anonymous') return false;
  showBootMessage(START_UP_MESSAGES.redirectingToLogin, page.root);
  // As the session's loginRequired(): leftovers (an expired id token) go before the redirect.
  await oidc.clear();
  await oidc.startLogin(currentReturnPath(page.location));
  return true;
}
