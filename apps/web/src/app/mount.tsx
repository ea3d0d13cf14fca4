// Mantine's global styles; each module brings its components' own (build-plugins/mantine-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/notifications/styles.layer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import type { DiscoveryOutcome } from './auth/browser-discovery.ts';
import { loadBrowserRuntime, runtimeStateOf } from './auth/runtime.ts';

/**
 * Renders the app into the page: the chunk the entry loads on demand (src/main.tsx), with its
 * stylesheets. The discovery the entry already made is reused; /login pages make their own.
 */
export function mountApp(root: HTMLElement, discovered: DiscoveryOutcome | null): void {
  const load = discovered ? async () => runtimeStateOf(discovered) : loadBrowserRuntime;
  createRoot(root).render(
    <StrictMode>
      <App loadRuntime={load} />
    </StrictMode>,
  );
}
