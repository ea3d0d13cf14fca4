import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { defineSlot } from '../../app/modules/slots.ts';
import type { LazyPage } from '../../app/modules/web-module.ts';
import type { MemberOverviewQuery } from '../../gql/graphql.ts';

/**
 * The member area's place for other features (spec 2 §2: memberships and transactions are tabs of
 * the member, and the overview shows the memberships widget). Members own the area and know
 * nothing of what fills it: a feature above members fills this slot from its module.
 */

/** A page another feature adds to the member area, behind the area's own checks. */
interface MemberAreaPage {
  /** Relative to the member ('memberships', 'memberships/:membershipId'). */
  path: string;
  /** Its tab's label, after members' own tabs in module order; a page without one has no tab. */
  tab?: string;
  lazy: LazyPage;
  /**
   * Runs when the page's address is matched, beside `lazy` (react-router runs a static loader in
   * parallel with it): a page's first query asked before its code is in. Returns nothing.
   */
  loader?: (args: Pick<LoaderFunctionArgs, 'params'>) => null;
}

/** The member the overview loaded, with the fragments its query spreads for the slot's cards. */
type MemberOverviewPerson = NonNullable<MemberOverviewQuery['getPerson']>;

interface MemberOverviewCardProps {
  person: MemberOverviewPerson;
  /** The route's branch at branch level; null at organisation level. */
  branchId: string | null;
}

/**
 * A card at the top of the overview's second column; it fails on its own. It reads its fields
 * through a fragment the overview's query spreads, so the overview stays one request.
 */
interface MemberOverviewCard {
  /** Unique among the cards. */
  name: string;
  /** Best lazy (React.lazy): the overview's first render does not wait for its code. */
  Card: ComponentType<MemberOverviewCardProps>;
  /**
   * Starts downloading a lazy Card's code. The overview calls it while its own query is on the
   * way, so the card is there when the profile renders instead of appearing after it and pushing
   * the column's other cards (and a click aimed at them) down.
   */
  preload?: () => Promise<unknown>;
}

export interface MemberAreaExtension {
  pages?: readonly MemberAreaPage[];
  overviewCards?: readonly MemberOverviewCard[];
}

export const memberAreaSlot = defineSlot<MemberAreaExtension>('members.member-area');

/** A tab of the member area: members' own pages, then the pages the slot adds. */
interface MemberAreaTab {
  path: string;
  label: string;
}

/** What the member area shows of the slot's fills (the area's context carries it to its pages). */
export interface MemberAreaExtras {
  tabs: readonly MemberAreaTab[];
  overviewCards: readonly MemberOverviewCard[];
}
