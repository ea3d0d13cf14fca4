import { isPermittedBranch } from '@clubline/domain';
import { createContext, useContext, useMemo } from 'react';
import type { SessionBranch, SessionData } from './session-data.ts';

export const SessionContext = createContext<SessionData | null>(null);

export function useSessionData(): SessionData {
  const data = useContext(SessionContext);
  if (!data) throw new Error('useSessionData needs a signed-in session');
  return data;
}

export function usePermissions() {
  return useSessionData().permissions;
}

/** The branches the user holds a role on, sorted by name. */
export function usePermittedBranches(): readonly SessionBranch[] {
  const { branches, permissions } = useSessionData();
  return useMemo(
    () => branches.filter((branch) => isPermittedBranch(permissions, branch.id)),
    [branches, permissions],
  );
}
