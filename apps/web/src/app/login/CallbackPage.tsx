import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CenteredPanel } from '../../ui/CenteredPanel.tsx';
import { FullPageMessage } from '../../ui/FullPageMessage.tsx';
import { callbackUrlOf, exchangeOnce } from '../auth/callback-exchange.ts';
import { useRuntimeState } from '../auth/RuntimeProvider.tsx';
import { isLoginPath } from '../auth/return-path.ts';
import { InvalidDomainPage } from '../pages/InvalidDomainPage.tsx';
import { usePageTitle } from '../shell/TitleContext.tsx';
import { startInitialisationOnce } from '../startup/initialisation.ts';

export const LOGIN_FAILED = 'Something went wrong trying to login. Please try again';

/** Spec 1 §2.3: the sign-in return address. */
export function CallbackPage() {
  usePageTitle('Signing in');
  const state = useRuntimeState();
  const navigate = useNavigate();
  const location = useLocation();
  const [failed, setFailed] = useState(false);
  const callbackUrl = callbackUrlOf({ origin: window.location.origin, ...location });

  useEffect(() => {
    if (state.status === 'failed') setFailed(true);
    if (state.status !== 'ready') return;
    let active = true;
    const { runtime } = state;
    exchangeOnce(runtime.oidc, callbackUrl).then(
      (returnTo) => {
        if (!active) return;
        // The user's start-up queries go out now, while the router downloads the page's code;
        // the start-up gate takes their answers (startup/initialisation.ts).
        if (!isLoginPath(new URL(returnTo, window.location.origin).pathname))
          startInitialisationOnce(runtime.graphql.get(), runtime);
        navigate(returnTo, { replace: true });
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [state, navigate, callbackUrl]);

  if (state.status === 'invalid-domain')
    return <InvalidDomainPage host={state.host} domain={state.domain.domain} forced={state.domain.forced} />;
  if (failed)
    return (
      <CenteredPanel>
        <Text>{LOGIN_FAILED}</Text>
        <Group>
          <Button onClick={() => window.location.assign('/')}>Reload</Button>
        </Group>
      </CenteredPanel>
    );
  return <FullPageMessage message="Loading profile..." />;
}
