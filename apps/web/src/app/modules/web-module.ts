import type { AllBranches, AnyBranch, OperationId } from '@clubline/domain';
import type { IconProps } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { FeatureFlag } from '../flags/flags.ts';
import type { SlotFill } from './slots.ts';

/**
 * The web half of the module contract (ARCHITECTURE rule 1): a feature declares its pages per
 * area and its menu entries per menu in one plain object, and the shell derives the route tree,
 * the sidebars and the settings menu from the list in `src/features.ts`.
 */

/** The signed-in areas a feature adds pages to: /organization and /branch/:branchId. */
export type Area = 'organisation' | 'branch';

/** The branch of the branch area (the route's :branchId, the sidebar's branch). */
export const CURRENT_BRANCH = 'CURRENT_BRANCH';
type CurrentBranch = typeof CURRENT_BRANCH;

/**
 * Where an operation is checked: any branch, every branch (ALL_BRANCHES: spec 3 §2's plan list
 * needs the all-branches scope), or also the current branch in its area.
 */
type ScopeIn<A extends Area> = A extends 'branch'
  ? AnyBranch | AllBranches | CurrentBranch
  : AnyBranch | AllBranches;

/**
 * What a page needs: an operation held on a scope, and/or a feature flag that is on. The route's
 * guard and its menu entries are both derived from this one object, so they cannot disagree
 * (cal.com #28168 hid a button and left its route open).
 */
export type Requires<A extends Area = Area> =
  | { operation: OperationId; on: ScopeIn<A>; flag?: FeatureFlag }
  | { flag: FeatureFlag; operation?: never; on?: never };

/** A page's code, loaded on demand so it stays out of the entry chunk. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** A page of a feature, relative to its area. */
export interface ModuleRoute<A extends Area = Area> {
  /** Relative to the area's path, without a leading slash; '' is the area's landing page. */
  path: string;
  requires?: Requires<A>;
  /** The page (a dynamic import). */
  lazy?: LazyPage;
  /** A page without code of its own, such as a redirect. */
  element?: ReactNode;
  /**
   * Sub-pages; they sit behind this route's `requires`. A function receives the fills of every
   * module (`WebModule.fills`), for a route whose pages other features add to (the member area).
   */
  children?: RouteObject[] | ((fills: readonly SlotFill[]) => RouteObject[]);
}

/** A link in a menu; it shows exactly when the route it opens is open. */
export interface MenuLink<A extends Area = Area> {
  label: string;
  /** One of the same module's routes in the menu's area. */
  route: ModuleRoute<A>;
}

/** A sidebar entry, with an icon and optional sub-pages shown when the sidebar is expanded. */
export interface SidebarEntry<A extends Area = Area> extends MenuLink<A> {
  icon: ComponentType<IconProps>;
  /** Active only on exactly its path (a landing page whose sub-paths are other entries). */
  exact?: boolean;
  children?: readonly MenuLink<A>[];
}

export interface WebModule {
  /** Unique among modules; the feature folder's name. */
  name: string;
  routes: {
    organisation?: readonly ModuleRoute<'organisation'>[];
    branch?: readonly ModuleRoute<'branch'>[];
  };
  navigation?: {
    /** The sidebar in the organisation area. */
    organisation?: readonly SidebarEntry<'organisation'>[];
    /** The sidebar in a branch. */
    branch?: readonly SidebarEntry<'branch'>[];
    /** The ribbon's settings menu: organisation configuration. */
    settings?: readonly MenuLink<'organisation'>[];
  };
  /**
   * What the module puts in other features' places (`Slot.fill`): a feature on a higher floor
   * adds its pages and cards to a lower one's this way, never by being imported (app/modules/slots.ts).
   */
  fills?: readonly SlotFill[];
  /** Floating parts of a branch's shell (the arrival card), on every page of the branch area. */
  overlays?: { branch?: readonly BranchOverlay[] };
}

/**
 * A floating part of the branch area's shell: shown where `requires` is open at the area's branch,
 * its code loaded once the page has rendered (never in the first screen's bundle).
 */
export interface BranchOverlay {
  requires: Requires<'branch'>;
  lazy: () => Promise<{ Component: ComponentType<{ branchId: string }> }>;
}
