import { branchesFor } from '@clubline/domain';
import { useMemo } from 'react';
import { usePermissions, useSessionData } from '../../app/session/SessionContext.tsx';

/** The branches the user may put in a branch group: those they hold manage-branch-group on, by name. */
export function useBranchGroupOptions(): { value: string; label: string }[] {
  const permissions = usePermissions();
  const { branches } = useSessionData();
  return useMemo(() => {
    const allowed = new Set(branchesFor(permissions, 'manage-branch-group'));
    return branches
      .filter((branch) => allowed.has(branch.id))
      .map((branch) => ({ value: branch.id, label: branch.name }));
  }, [permissions, branches]);
}
