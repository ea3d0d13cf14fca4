import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullPageMessage } from '../../ui/FullPageMessage.tsx';
import { useRuntimeState } from '../auth/RuntimeProvider.tsx';
import { wipeSessionData } from '../auth/wipe.ts';
import { usePageTitle } from '../shell/TitleContext.tsx';

/** Spec 1 §2.3: the sign-out return address wipes the login info and the data cache, then goes home. */
export function LogoutPage() {
  usePageTitle('Logging out');
  const state = useRuntimeState();
  const navigate = useNavigate();
  useEffect(() => {
    if (state.status === 'loading') return;
    wipeSessionData();
    if (state.status === 'ready') state.runtime.graphql.reset();
    navigate('/', { replace: true });
  }, [state, navigate]);
  return <FullPageMessage message="Logging out" />;
}
