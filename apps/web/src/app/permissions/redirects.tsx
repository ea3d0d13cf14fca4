import { Navigate } from 'react-router';
import { useFeatureFlags } from '../flags/useFeatureFlag.ts';
import { branchPath, canViewOrganisation, ORGANISATION_PATH } from '../modules/areas.ts';
import { usePermissions, usePermittedBranches } from '../session/SessionContext.tsx';

/**
 * `/` goes to the organisation area (spec 1 §2.1). A branch-level user, who may not open the
 * organisation area, goes to their branch instead of a no-permission page.
 */
export function HomeRedirect() {
  const permissions = usePermissions();
  const flags = useFeatureFlags();
  return (
    <Navigate to={canViewOrganisation({ permissions, flags }) ? ORGANISATION_PATH : '/branch'} replace />
  );
}

/** `/branch` with no id: the first permitted non-group branch by name (spec 1 §2.1). */
export function FirstBranchRedirect() {
  const branches = usePermittedBranches();
  const first = [...branches].sort((a, b) => a.name.localeCompare(b.name))[0];
  // The start-up refuses a user without branches (no_branch), so there is always one.
  return first ? <Navigate to={branchPath(first.id)} replace /> : null;
}
