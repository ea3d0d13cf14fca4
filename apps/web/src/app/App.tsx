import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RuntimeProvider } from './auth/RuntimeProvider.tsx';
import type { RuntimeState } from './auth/runtime.ts';
import { routes } from './routes.tsx';
import { theme } from './theme.ts';

/**
 * The app: theme, notifications (spec 1 §9), modals, the sign-in runtime and the routes.
 * `loadRuntime` makes the sign-in runtime once (app/mount.tsx gives the browser's).
 */
// Requested at the app's first render, beside the first page's code; see AppOverlays.tsx.
const AppOverlays = lazy(async () => ({ default: (await import('./AppOverlays.tsx')).AppOverlays }));

export function App({ loadRuntime }: { loadRuntime: () => Promise<RuntimeState> }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <MantineProvider theme={theme}>
      <RuntimeProvider load={loadRuntime}>
        <RouterProvider router={router} />
      </RuntimeProvider>
      <Suspense fallback={null}>
        <AppOverlays />
      </Suspense>
    </MantineProvider>
  );
}
