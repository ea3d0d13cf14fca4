// Mantine's global styles; each module brings its components' own (build-plugins/mantine-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/notifications/styles.layer.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import type { DiscoveryOutcome } from './auth/browser-discovery.ts';
import { callbackUrlOf, pageAfterSignIn } from './auth/callback-exchange.ts';
import { CALLBACK_PATH } from './auth/return-path.ts';
import { loadBrowserRuntime, runtimeStateOf } from './auth/runtime.ts';
import { providePrefetchRuntime } from './graphql/prefetch.ts';
import { CALLBACK_MESSAGE } from './login/callback-message.ts';
import { showBootMessage } from './startup/boot-message.ts';
import { startInitialisationIfSignedIn } from './startup/initialisation.ts';

/**
 * Renders the app into the page: the chunk the entry loads on demand (src/main.tsx); the app's
 * one stylesheet is linked from index.html. The discovery the entry already made is reused;
 * /login pages make their own.
 */
export async function mountApp(root: HTMLElement, discovered: DiscoveryOutcome | null): Promise<void> {
  const state = discovered ? runtimeStateOf(discovered) : null;
  // The user's start-up queries go out now, beside the first page's code (startup/initialisation.ts).
  if (state?.status === 'ready') {
    providePrefetchRuntime(state.runtime);
    const start = () => startInitialisationIfSignedIn(state.runtime).catch(() => undefined);
    const { location } = window;
    if (location.pathname !== CALLBACK_PATH) start();
    else if (await openedAfterSignIn(location)) start();
  }
  const load = state ? async () => state : loadBrowserRuntime;
  const reactRoot = createRoot(root);
  // The first render in a transition: React renders it in slices the browser can interrupt,
  // instead of one long task (the app's providers, router and start-up gate).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App loadRuntime={load} />
      </StrictMode>,
    ),
  );
}

/**
 * Back from the login form, with the entry's exchange of the code (main.tsx) signed in for a
 * page: the address becomes that page before the router is made, as the callback page's
 * redirect would make it, so the router fetches the page's code at once, beside the start-up's
 * queries, instead of after the callback page has rendered and redirected (about 300 ms on this
 * machine). Meanwhile the page says what the callback page says (spec 1 §2.3). When the exchange
 * failed, or goes back to another /login page, the callback page renders and shows it.
 */
async function openedAfterSignIn(location: Location): Promise<boolean> {
  showBootMessage(CALLBACK_MESSAGE);
  const page = await pageAfterSignIn(callbackUrlOf(location));
  if (page === null) return false;
  window.history.replaceState(null, '', page);
  return true;
}
