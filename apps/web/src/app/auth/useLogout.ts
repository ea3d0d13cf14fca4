import { useCallback } from 'react';
import { useRuntimeState } from './RuntimeProvider.tsx';

/**
 * Logging out goes through the identity provider, which returns to /login/logout; that page wipes
 * the login info and the data cache. Without a runtime (unknown domain) it goes there directly.
 */
export function useLogout(): () => void {
  const state = useRuntimeState();
  return useCallback(() => {
    if (state.status === 'ready') {
      state.runtime.session.signingOut();
      state.runtime.oidc.logout().catch(() => window.location.assign('/login/logout'));
    } else {
      window.location.assign('/login/logout');
    }
  }, [state]);
}
