import type { Oidc } from '../auth/oidc.ts';
import { currentReturnPath } from '../auth/return-path.ts';
import { sessionStateOf } from '../auth/session.ts';
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
  showMessage(page.root, START_UP_MESSAGES.redirectingToLogin);
  // As the session's loginRequired(): leftovers (an expired id token) go before the redirect.
  await oidc.clear();
  await oidc.startLogin(currentReturnPath(page.location));
  return true;
}

/** The start-up message as index.html paints it (boot.css), without React or Mantine. */
function showMessage(root: HTMLElement, message: string): void {
  const page = document.createElement('div');
  page.className = 'boot-message';
  const text = document.createElement('p');
  text.setAttribute('role', 'status');
  text.setAttribute('aria-live', 'polite');
  text.textContent = message;
  page.append(text);
  root.replaceChildren(page);
}
