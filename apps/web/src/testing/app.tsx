import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Client } from 'urql';
import { vi } from 'vitest';
import { RuntimeProvider } from '../app/auth/RuntimeProvider.tsx';
import type { AuthRuntime, RuntimeState } from '../app/auth/runtime.ts';
import { createSession, type StoredTokens } from '../app/auth/session.ts';
import { createFlagStore, FLAG_OVERRIDES_KEY, type FlagOverrides } from '../app/flags/flags.ts';
import { FlagStoreContext } from '../app/flags/useFeatureFlag.ts';
import { routes } from '../app/routes.tsx';
import { theme } from '../app/theme.ts';
import { ModalsListening } from '../ui/confirm.tsx';
import { discovery } from './fixtures.ts';

/** Tokens that are good for ten minutes. */
function freshTokens(): StoredTokens {
  return { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + 600_000 };
}

/** A runtime whose OpenID side is faked and whose GraphQL client is the given test client. */
export function fakeRuntime(
  client: Client,
  {
    tokens = freshTokens() as StoredTokens | null,
    refresh = async (): Promise<StoredTokens> => freshTokens(),
  } = {},
) {
  let stored = tokens;
  const oidc = {
    load: vi.fn(async () => stored),
    refresh: vi.fn(async () => {
      stored = await refresh();
      return stored;
    }),
    clear: vi.fn(async () => {
      stored = null;
    }),
    startLogin: vi.fn(async (_returnTo: string) => {}),
    completeLogin: vi.fn(async (_url: string) => '/'),
    logout: vi.fn(async () => {}),
    user: vi.fn(async () => null),
  };
  const session = createSession({ port: oidc, redirectToLogin: () => oidc.startLogin('/') });
  const graphql = { get: () => client, reset: vi.fn(), subscribe: () => () => {} };
  const runtime: AuthRuntime = {
    domain: { domain: 'demo', forced: false },
    discovery,
    oidc,
    session,
    graphql,
  };
  return { runtime, oidc, graphql };
}

interface RenderAppOptions {
  path: string;
  runtime: RuntimeState;
  flags?: FlagOverrides;
}

/** Renders the real route tree at `path`, in memory, with the app's providers. */
export function renderApp({ path, runtime, flags = {} }: RenderAppOptions) {
  localStorage.setItem(FLAG_OVERRIDES_KEY, JSON.stringify(flags));
  const flagStore = createFlagStore(localStorage);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <ModalsProvider>
        <FlagStoreContext.Provider value={flagStore}>
          <RuntimeProvider value={runtime}>
            <RouterProvider router={router} />
          </RuntimeProvider>
        </FlagStoreContext.Provider>
      </ModalsProvider>
      <ModalsListening />
    </MantineProvider>,
  );
  return { ...view, router, flagStore };
}
