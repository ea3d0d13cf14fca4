import { can, canAssignRole, type OperationId } from '@clubline/domain';
import type { ReactNode } from 'react';
import { usePermissions } from '../session/SessionContext.tsx';

/**
 * Spec 1 §5.5: shows content by permission. It takes exactly one of `do` (an operation) or
 * `assign` (a role id), checked on `on` (a branch, a group, ALL_BRANCHES or ANY_BRANCH); its
 * content is either `yes`/`no` or plain children, never both.
 */
type Check = { do: OperationId; assign?: never } | { assign: string; do?: never };
type Content =
  | { yes: ReactNode; no?: ReactNode; children?: never }
  | { children: ReactNode; yes?: never; no?: never };
export type PermissionGateProps = Check & Content & { on: string };

export function PermissionGate(props: PermissionGateProps) {
  const permissions = usePermissions();
  const hasDo = props.do !== undefined;
  const hasAssign = props.assign !== undefined;
  if (hasDo === hasAssign) throw new Error('PermissionGate needs exactly one of do or assign');
  if (props.children !== undefined && (props.yes !== undefined || props.no !== undefined))
    throw new Error('PermissionGate takes yes/no or children, not both');
  const allowed =
    props.do !== undefined
      ? can(permissions, props.do, props.on)
      : canAssignRole(permissions, props.assign, props.on);
  if (props.children !== undefined) return allowed ? props.children : null;
  return allowed ? props.yes : (props.no ?? null);
}
