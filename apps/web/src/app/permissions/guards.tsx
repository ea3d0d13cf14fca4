import { can, isPermittedBranch, type OperationId } from '@clubline/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { FeatureFlag } from '../flags/flags.ts';
import { useFeatureFlag } from '../flags/useFeatureFlag.ts';
import { NoPermissionPage } from '../pages/NoPermissionPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { usePermissions, useSessionData } from '../session/SessionContext.tsx';

/**
 * Route guards (spec 1 §5.5): a failed permission check shows the no-permission page; a page
 * behind a feature flag that is off does not exist (not-found).
 */
export function RequirePermission({
  operation,
  on,
  children,
}: {
  operation: OperationId;
  /** A scope; 'route-branch' checks the :branchId of the route. */
  on: string;
  children: ReactNode;
}) {
  const permissions = usePermissions();
  const { branchId } = useParams();
  const target = on === 'route-branch' ? branchId : on;
  if (target === undefined || !can(permissions, operation, target)) return <NoPermissionPage inShell />;
  return children;
}

export function RequireFlag({ flag, children }: { flag: FeatureFlag; children: ReactNode }) {
  const enabled = useFeatureFlag(flag);
  if (!enabled) return <NotFoundPage inShell />;
  return children;
}

/** The branch area: an unknown branch is not found; a branch without a role is not permitted. */
export function RequireBranch({ children }: { children: ReactNode }) {
  const { branchId } = useParams();
  const { branches, permissions } = useSessionData();
  if (!branchId || !branches.some((branch) => branch.id === branchId)) return <NotFoundPage inShell />;
  if (!isPermittedBranch(permissions, branchId)) return <NoPermissionPage inShell />;
  return children;
}
