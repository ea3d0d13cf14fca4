import { isPermittedBranch } from '@clubline/domain';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useFeatureFlags } from '../flags/useFeatureFlag.ts';
import { verdict } from '../modules/access.ts';
import type { Requires } from '../modules/web-module.ts';
import { NoPermissionPage } from '../pages/NoPermissionPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { usePermissions, useSessionData } from '../session/SessionContext.tsx';

/**
 * Route guards (spec 1 §2.1, §5.5). A route's `requires` decides through the same `verdict` the
 * menus use: a page behind a flag that is off does not exist (not-found), a failed permission
 * check shows the no-permission page. CURRENT_BRANCH is the route's :branchId.
 */
export function RequireRoute({ requires, children }: { requires: Requires; children: ReactNode }) {
  const permissions = usePermissions();
  const flags = useFeatureFlags();
  const { branchId } = useParams();
  switch (verdict(requires, { permissions, flags, branchId })) {
    case 'not-found':
      return <NotFoundPage inShell />;
    case 'no-permission':
      return <NoPermissionPage inShell />;
    case 'open':
      return children;
  }
}

/** The branch area: an unknown branch is not found; a branch without a role is not permitted. */
export function RequireBranch({ children }: { children: ReactNode }) {
  const { branchId } = useParams();
  const { branches, permissions } = useSessionData();
  if (!branchId || !branches.some((branch) => branch.id === branchId)) return <NotFoundPage inShell />;
  if (!isPermittedBranch(permissions, branchId)) return <NoPermissionPage inShell />;
  return children;
}
