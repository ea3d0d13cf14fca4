import { branchesFor } from '@clubline/domain';
import { useMemo } from 'react';
import { usePermissions, useSessionData } from '../../../app/session/SessionContext.tsx';

/**
 * The branches an option may be sold at: those the user manages payment options on (the server
 * needs the permission on every selling branch), plus any it is sold at already, so an edit keeps
 * showing them by name.
 */
export function useSellingBranchOptions(current: readonly { id: string; name: string }[] = []) {
  const permissions = usePermissions();
  const { branches } = useSessionData();
  return useMemo(() => {
    const managed = new Set(branchesFor(permissions, 'manage-payment-option'));
    const options = branches
      .filter((branch) => managed.has(branch.id))
      .map((branch) => ({ value: branch.id, label: branch.name }));
    for (const branch of current)
      if (!options.some((option) => option.value === branch.id))
        options.push({ value: branch.id, label: branch.name });
    return options;
  }, [branches, permissions, current]);
}
