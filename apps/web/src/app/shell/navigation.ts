import type { IconProps } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { WEB_MODULES } from '../../features.ts';
import { type Access, isOpen } from '../modules/access.ts';
import { branchPath, canViewOrganisation, ORGANISATION_PATH, routeHref } from '../modules/areas.ts';
import type { MenuLink, SidebarEntry, WebModule } from '../modules/web-module.ts';

/**
 * The sidebar menus and the ribbon's settings menu (spec 1 §2.1), derived from the feature
 * modules in list order. An entry shows exactly when the route it opens is open: the same
 * `requires`, read by the same `isOpen`, as the route's guard.
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

export type MenuAccess = Omit<Access, 'branchId'>;

function links(entries: readonly MenuLink[], areaPath: string, access: Access) {
  return entries
    .filter((entry) => isOpen(entry.route.requires, access))
    .map((entry) => ({ label: entry.label, to: routeHref(areaPath, entry.route.path) }));
}

/**
 * Several features add pages to one section (Management: membership plans, roles): the open
 * entries of one label are one entry, which opens the first one's page and lists all their
 * sub-pages in module order.
 */
function sidebar(entries: readonly SidebarEntry[], areaPath: string, access: Access): MenuEntry[] {
  const menu: MenuEntry[] = [];
  for (const { label, icon, exact, route, children } of entries) {
    if (!isOpen(route.requires, access)) continue;
    const subPages = children && links(children, areaPath, access);
    const section = menu.find((entry) => entry.label === label);
    if (section) {
      section.children = [...(section.children ?? []), ...(subPages ?? [])];
      continue;
    }
    menu.push({ label, icon, to: routeHref(areaPath, route.path), exact, children: subPages });
  }
  return menu;
}

/** The organisation area's sidebar: empty for a user who may not enter the area. */
export function organisationMenu(
  access: MenuAccess,
  modules: readonly WebModule[] = WEB_MODULES,
): MenuEntry[] {
  if (!canViewOrganisation(access)) return [];
  const entries = modules.flatMap((module) => module.navigation?.organisation ?? []);
  return sidebar(entries, ORGANISATION_PATH, access);
}

export function branchMenu(
  branchId: string,
  access: MenuAccess,
  modules: readonly WebModule[] = WEB_MODULES,
): MenuEntry[] {
  const entries = modules.flatMap((module) => module.navigation?.branch ?? []);
  return sidebar(entries, branchPath(branchId), { ...access, branchId });
}

/** The pages the ribbon's settings menu offers: organisation configuration that exists. */
export function settingsMenu(
  access: MenuAccess,
  modules: readonly WebModule[] = WEB_MODULES,
): { label: string; to: string }[] {
  if (!canViewOrganisation(access)) return [];
  const entries = modules.flatMap((module) => module.navigation?.settings ?? []);
  return links(entries, ORGANISATION_PATH, access);
}
