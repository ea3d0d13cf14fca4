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
import { preloadRouteCode } from './modules/preload-route-code.ts';
import { routes } from './routes.tsx';
import { startInitialisationIfSignedIn } from './startup/initialisation.ts';

/**
 * Renders the app into the page: the chunk the entry loads on demand (src/main.tsx); the app's
 * one stylesheet is linked from index.html. The discovery the entry already made is reused;
 * /login pages make their own.
 */
export function mountApp(root: HTMLElement, discovered: DiscoveryOutcome | null): void {
  const state = discovered ? runtimeStateOf(discovered) : null;
  if (state?.status === 'ready') {
    providePrefetchRuntime(state.runtime);
    // The user's start-up queries go out now, beside the first page's code (startup/initialisation.ts);
    // back from the login form, as soon as the entry's exchange of the code has signed the user in,
    // not once the callback page has rendered.
    const start = () => startInitialisationIfSignedIn(state.runtime).catch(() => undefined);
    const { location } = window;
    if (location.pathname !== CALLBACK_PATH) start();
    else
      void pageAfterSignIn(callbackUrlOf(location)).then((page) => {
        if (page === null) return;
        start();
        // The page signed in for: its code is fetched now, while the callback page renders and
        // takes the exchange, so the redirect finds it in (about one round trip per chunk wave).
        preloadRouteCode(routes, page);
      });
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
