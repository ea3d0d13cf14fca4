import { ANY_BRANCH, can, type Permissions } from '@clubline/domain';
import { IconBuildingStore, IconHome, type IconProps, IconUsers } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { FlagValues } from '../flags/flags.ts';

/**
 * The sidebar menus (spec 1 §2.1). An entry appears only when its page exists and the user may
 * open it; more join as their pages are built.
 */
export interface MenuEntry {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
  /** Active only on exactly its path (a landing page whose sub-paths are other entries). */
  exact?: boolean;
  /** Sub-pages, shown under the entry when the sidebar is expanded. */
  children?: { label: string; to: string }[];
}

export const ORGANISATION_PATH = '/organization';
export const BRANCH_LIST_PATH = '/organization/branches/branch-list';
export const BRANCH_GROUPS_PATH = '/organization/branches/branch-groups';

export const branchPath = (branchId: string): string => `/branch/${encodeURIComponent(branchId)}`;
export const branchGroupPath = (groupId: string): string =>
  `${BRANCH_GROUPS_PATH}/${encodeURIComponent(groupId)}`;

/** The member list: the organisation's, or a branch's when `branchId` is given (spec 2 §2). */
export const ORGANISATION_MEMBERS_PATH = '/organization/members';
export const memberListPath = (branchId?: string | null): string =>
  branchId ? `${branchPath(branchId)}/members` : ORGANISATION_MEMBERS_PATH;

/** Whether the user may open the organisation area. */
export function canViewOrganisation(permissions: Permissions): boolean {
  return can(permissions, 'view-organization-routes', ANY_BRANCH);
}

export function organisationMenu(flags: FlagValues, permissions: Permissions): MenuEntry[] {
  const branches: MenuEntry = {
    label: 'Branches',
    to: BRANCH_LIST_PATH,
    icon: IconBuildingStore,
    children: [
      { label: 'Branch list', to: BRANCH_LIST_PATH },
      ...(flags.branch_groups ? [{ label: 'Branch groups', to: BRANCH_GROUPS_PATH }] : []),
    ],
  };
  const members: MenuEntry = { label: 'Members', to: ORGANISATION_MEMBERS_PATH, icon: IconUsers };
  return [branches, ...(can(permissions, 'view-member', ANY_BRANCH) ? [members] : [])];
}

export function branchMenu(branchId: string, permissions: Permissions): MenuEntry[] {
  return [
    { label: 'Overview', to: branchPath(branchId), icon: IconHome, exact: true },
    ...(can(permissions, 'view-member', branchId)
      ? [{ label: 'Members', to: memberListPath(branchId), icon: IconUsers }]
      : []),
  ];
}

/** The pages the ribbon's settings menu offers: organisation configuration that exists. */
export function settingsMenu(permissions: Permissions, flags: FlagValues): { label: string; to: string }[] {
  if (!canViewOrganisation(permissions)) return [];
  return [
    { label: 'Branches', to: BRANCH_LIST_PATH },
    ...(flags.branch_groups ? [{ label: 'Branch groups', to: BRANCH_GROUPS_PATH }] : []),
  ];
}
