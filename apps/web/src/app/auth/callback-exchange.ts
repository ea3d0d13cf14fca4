import type { Oidc } from './oidc.ts';
import { isLoginPath } from './return-path.ts';

// The code can be exchanged once: the entry starts it as soon as the discovery is in (main.tsx),
// the callback page takes the same exchange, and React may mount the page twice in development.
const exchanges = new Map<string, Promise<string>>();

/** The address an exchange is kept under: the callback's, with its code and state. */
export const callbackUrlOf = (location: Pick<Location, 'origin' | 'pathname' | 'search'>): string =>
  `${location.origin}${location.pathname}${location.search}`;

/**
 * The exchange of the code in `url` for tokens, started once per address; resolves with the path
 * to go back to. The first caller's Oidc does it: every Oidc of the domain keeps the user in the
 * same storage, so the app's own reads the tokens from there.
 */
export function exchangeOnce(oidc: Pick<Oidc, 'completeLogin'>, url: string): Promise<string> {
  let exchange = exchanges.get(url);
  if (!exchange) {
    exchange = oidc.completeLogin(url);
    // Handled where it is awaited (the callback page); until then a failure is not "unhandled".
    exchange.catch(() => undefined);
    exchanges.set(url, exchange);
  }
  return exchange;
}

/**
 * The page the exchange started for `url` signed the user in to go back to (a path with its
 * query and hash), when it is a page that needs their start-up (not another /login page); null
 * when none was started or it failed, which the callback page shows.
 */
export async function pageAfterSignIn(url: string): Promise<string | null> {
  const exchange = exchanges.get(url);
  if (!exchange) return null;
  try {
    const returnTo = new URL(await exchange, url);
    if (returnTo.origin !== new URL(url).origin || isLoginPath(returnTo.pathname)) return null;
    return `${returnTo.pathname}${returnTo.search}${returnTo.hash}`;
  } catch {
    return null;
  }
}
