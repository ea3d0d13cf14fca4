import { ANY_BRANCH, can, type Permissions } from '@clubline/domain';
import { IconBuildingStore, IconHome, type IconProps } from '@tabler/icons-react';
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
  /** Sub-pages, shown under the entry when the sidebar is expanded. */
  children?: { label: string; to: string }[];
}

export const ORGANISATION_PATH = '/organization';
export const BRANCH_LIST_PATH = '/organization/branches/branch-list';
export const BRANCH_GROUPS_PATH = '/organization/branches/branch-groups';

export const branchPath = (branchId: string): string => `/branch/${encodeURIComponent(branchId)}`;
export const branchGroupPath = (groupId: string): string =>
  `${BRANCH_GROUPS_PATH}/${encodeURIComponent(groupId)}`;

/** Whether the user may open the organisation area. */
export function canViewOrganisation(permissions: Permissions): boolean {
  return can(permissions, 'view-organization-routes', ANY_BRANCH);
}

export function organisationMenu(flags: FlagValues): MenuEntry[] {
  const branches: MenuEntry = {
    label: 'Branches',
    to: BRANCH_LIST_PATH,
    icon: IconBuildingStore,
    children: [
      { label: 'Branch list', to: BRANCH_LIST_PATH },
      ...(flags.branch_groups ? [{ label: 'Branch groups', to: BRANCH_GROUPS_PATH }] : []),
    ],
  };
  return [branches];
}

export function branchMenu(branchId: string): MenuEntry[] {
  return [{ label: 'Overview', to: branchPath(branchId), icon: IconHome }];
}

/** The pages the ribbon's settings menu offers: organisation configuration that exists. */
export function settingsMenu(permissions: Permissions, flags: FlagValues): { label: string; to: string }[] {
  if (!canViewOrganisation(permissions)) return [];
  return [
    { label: 'Branches', to: BRANCH_LIST_PATH },
    ...(flags.branch_groups ? [{ label: 'Branch groups', to: BRANCH_GROUPS_PATH }] : []),
  ];
}
