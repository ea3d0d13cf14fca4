import './boot.css';
import { type DiscoveryOutcome, discoverInBrowser } from './app/auth/browser-discovery.ts';
import { callbackUrlOf, exchangeOnce } from './app/auth/callback-exchange.ts';
import { createOidc } from './app/auth/oidc.ts';
import { CALLBACK_PATH, isLoginPath } from './app/auth/return-path.ts';
import { configureZod } from './app/startup/configure-zod.ts';
import { redirectIfSignedOut } from './app/startup/early-sign-in.ts';
import { askStartUpEarly } from './app/startup/early-start-up.ts';

/**
 * The entry chunk: small on purpose. A signed-out visitor is sent to the login form
 * from here, before the app's code is downloaded; everyone else gets the app (app/mount.tsx),
 * which this chunk loads on demand.
 */
configureZod();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Whether this browser holds a signed-in user of any identity provider (oidc-client-ts's key,
 * app/auth/oidc.ts): then the app is almost certainly wanted, and its download starts beside the
 * discovery request instead of after it.
 */
function holdsStoredUser(): boolean {
  try {
    for (let index = 0; index < window.localStorage.length; index += 1)
      if (window.localStorage.key(index)?.startsWith('oidc.user:')) return true;
  } catch {
    // Storage refused (a privacy mode): the app is loaded after discovery, as for anyone.
  }
  return false;
}

async function start(container: HTMLElement): Promise<void> {
  const { pathname } = window.location;
  const returning = pathname === CALLBACK_PATH;
  const app = returning || holdsStoredUser() ? import('./app/mount.tsx') : null;
  // Not awaited when the visitor is sent to the login form after all.
  app?.catch(() => undefined);
  let discovered: DiscoveryOutcome | null = null;
  if (returning) {
    // Back from the login form: the code is exchanged for tokens while the app downloads, where
    // the callback page used to start it once the app had mounted; the page takes this exchange.
    // The exchange's library downloads beside the app and the discovery, not after them.
    import('oidc-client-ts').catch(() => undefined);
    discovered = await discoverInBrowser();
    if (discovered.kind === 'found') {
      void exchangeOnce(createOidc(discovered.discovery), callbackUrlOf(window.location));
    }
  } else if (!isLoginPath(pathname)) {
    discovered = await discoverInBrowser();
    if (discovered.kind === 'found') {
      const oidc = createOidc(discovered.discovery);
      // On any failure here the app starts, and its start-up gate shows what went wrong.
      const leaving = await redirectIfSignedOut(oidc, { location: window.location, root: container }).catch(
        () => false,
      );
      if (leaving) return;
      // Signed in: the start-up's queries go out now, beside the app's download, not after it.
      askStartUpEarly(await oidc.load().catch(() => null), { apiKey: discovered.discovery.apiKey });
    }
  }
  const { mountApp } = await (app ?? import('./app/mount.tsx'));
  mountApp(container, discovered);
}

void start(root);
