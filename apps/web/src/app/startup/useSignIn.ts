import { useEffect, useState } from 'react';
import type { Session } from '../auth/session.ts';

export type SignInStatus = 'checking' | 'renewing' | 'redirecting' | 'signed-in' | 'failed';

/**
 * Spec 1 §4.1 on arrival: authenticated → in; a refresh token only → renew; anonymous or failed
 * to refresh → off to the login form.
 */
export function useSignIn(session: Session): SignInStatus {
  const [status, setStatus] = useState<SignInStatus>('checking');
  useEffect(() => {
    let active = true;
    const set = (next: SignInStatus) => {
      if (active) setStatus(next);
    };
    const toLogin = () => {
      set('redirecting');
      session.loginRequired().catch(() => set('failed'));
    };
    session.state().then((state) => {
      if (state === 'authenticated') set('signed-in');
      else if (state === 'refresh-token-only') {
        set('renewing');
        session.renew().then(() => set('signed-in'), toLogin);
      } else toLogin();
    }, toLogin);
    return () => {
      active = false;
    };
  }, [session]);
  return status;
}
