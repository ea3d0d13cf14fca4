import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RuntimeProvider } from './auth/RuntimeProvider.tsx';
import type { RuntimeState } from './auth/runtime.ts';
import { NOTIFICATION_TIMEOUT_MS, NOTIFICATION_TRANSITION_MS, NOTIFICATION_WIDTH_PX } from './constants.ts';
import { routes } from './routes.tsx';
import { theme } from './theme.ts';

/**
 * The app: theme, notifications (spec 1 §9), modals, the sign-in runtime and the routes.
 * `loadRuntime` makes the sign-in runtime once (app/mount.tsx gives the browser's).
 */
export function App({ loadRuntime }: { loadRuntime: () => Promise<RuntimeState> }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <MantineProvider theme={theme}>
      <Notifications
        position="bottom-left"
        containerWidth={NOTIFICATION_WIDTH_PX}
        autoClose={NOTIFICATION_TIMEOUT_MS}
        transitionDuration={NOTIFICATION_TRANSITION_MS}
      />
      <ModalsProvider>
        <RuntimeProvider load={loadRuntime}>
          <RouterProvider router={router} />
        </RuntimeProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
