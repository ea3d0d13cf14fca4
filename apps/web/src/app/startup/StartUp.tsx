import { startTransition, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { FullPageMessage } from '../../ui/FullPageMessage.tsx';
import { useRuntimeState } from '../auth/RuntimeProvider.tsx';
import type { AuthRuntime } from '../auth/runtime.ts';
import { GraphQLProvider } from '../graphql/GraphQLProvider.tsx';
import { GenericErrorPage } from '../pages/GenericErrorPage.tsx';
import { InvalidDomainPage } from '../pages/InvalidDomainPage.tsx';
import { NoPermissionPage } from '../pages/NoPermissionPage.tsx';
import { SessionContext } from '../session/SessionContext.tsx';
import { Shell } from '../shell/Shell.tsx';
import { type InitialisationResult, takeInitialisation } from './initialisation.ts';
import { START_UP_MESSAGES } from './messages.ts';
import { useSignIn } from './useSignIn.ts';

/**
 * The gate in front of every signed-in page (spec 1 §2.3, §4.1): domain and discovery, sign-in,
 * then the user's initialisation; each step shows its start-up message or its error page.
 */
export function StartUp() {
  const state = useRuntimeState();
  switch (state.status) {
    case 'loading':
      return <FullPageMessage message={START_UP_MESSAGES.initialisingApp} />;
    case 'invalid-domain':
      return (
        <InvalidDomainPage host={state.host} domain={state.domain.domain} forced={state.domain.forced} />
      );
    case 'failed':
      return <GenericErrorPage />;
    case 'ready':
      return <SignIn runtime={state.runtime} />;
  }
}

function SignIn({ runtime }: { runtime: AuthRuntime }) {
  const status = useSignIn(runtime.session);
  switch (status) {
    case 'checking':
      return <FullPageMessage message={START_UP_MESSAGES.initialisingApp} />;
    case 'renewing':
      return <FullPageMessage message={START_UP_MESSAGES.loggingIn} />;
    case 'redirecting':
      return <FullPageMessage message={START_UP_MESSAGES.redirectingToLogin} />;
    case 'failed':
      return <GenericErrorPage />;
    case 'signed-in':
      return (
        <GraphQLProvider holder={runtime.graphql}>
          <Initialise runtime={runtime} />
        </GraphQLProvider>
      );
  }
}

function Initialise({ runtime }: { runtime: AuthRuntime }) {
  const client = useClient();
  const [result, setResult] = useState<InitialisationResult | null>(null);
  useEffect(() => {
    let active = true;
    setResult(null);
    takeInitialisation(client, runtime).then(
      (next) => {
        // The shell's first render (a few hundred components) in slices (app/graphql/client.ts).
        if (active) startTransition(() => setResult(next));
      },
      () => {
        if (active) setResult({ kind: 'error', code: 'init_failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [client, runtime]);

  if (!result) return <FullPageMessage message={START_UP_MESSAGES.initialisingUser} />;
  if (result.kind === 'error') return <NoPermissionPage code={result.code} />;
  return (
    <SessionContext.Provider value={result.data}>
      <Shell />
    </SessionContext.Provider>
  );
}
