import {
  CARD_SEARCH_PREFIX,
  defaultPersonSearchSort,
  MEMBER_LIST_PAGE_SIZE,
  type PersonKind,
  parseMemberSearchTerm,
} from '@clubline/domain';

/** Spec 2 §2: the member list's search box and its messages. */
export const MEMBER_SEARCH_PLACEHOLDER = 'Search members (use # for access card)';
export const MEMBER_LIST_MESSAGES = {
  loadFailed: 'An error occurred while obtaining the member list',
  noMatch: 'Sorry, no matching record found.',
} as const;

/** Members and prospects; staff are listed elsewhere. */
const MEMBER_LIST_ROLE_TYPES: readonly PersonKind[] = ['Member', 'Prospect'];

/**
 * The search box's text as it is sent: '#ab12' is a card search for AB12 (spec 1 §5.5), other
 * text is trimmed; '#' alone and blank text search nothing yet.
 */
export function normaliseMemberSearchTerm(input: string): string {
  const parsed = parseMemberSearchTerm(input);
  if (parsed.kind === 'card')
    return parsed.cardNumber === '' ? '' : `${CARD_SEARCH_PREFIX}${parsed.cardNumber}`;
  return parsed.text;
}

/** The card number a term searches for, or null for a name or email search. */
export function searchedCardNumber(input: string): string | null {
  const parsed = parseMemberSearchTerm(input);
  return parsed.kind === 'card' && parsed.cardNumber !== '' ? parsed.cardNumber : null;
}

export interface MemberSearch {
  term: string;
  /** The branches searched: the route's branch, or the organisation-level choice. */
  branches: readonly string[];
  reciprocal: boolean;
  /** 1-based. */
  page: number;
}

/** searchPersons variables for one page of one table (spec 2 §7: default sorts, 50 a page). */
export function memberSearchVariables({ term, branches, reciprocal, page }: MemberSearch) {
  const normalised = normaliseMemberSearchTerm(term);
  return {
    term: normalised === '' ? null : normalised,
    branches: [...branches],
    reciprocal,
    roleTypes: [...MEMBER_LIST_ROLE_TYPES],
    sort: defaultPersonSearchSort(normalised),
    limit: MEMBER_LIST_PAGE_SIZE,
    offset: (Math.max(1, page) - 1) * MEMBER_LIST_PAGE_SIZE,
  };
}

/** Pages needed for `total` persons (at least one). */
export function memberPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / MEMBER_LIST_PAGE_SIZE));
}

const COUNT_FORMAT = new Intl.NumberFormat('en-NZ');

/**
 * The count beside a table: "1 person", "1,234 people", or "1,000+ people" when the search
 * stopped counting at `total` (a name search does not count the world).
 */
export function peopleCountText({
  total,
  totalIsCapped = false,
}: {
  total: number;
  totalIsCapped?: boolean;
}): string {
  const count = `${COUNT_FORMAT.format(total)}${totalIsCapped ? '+' : ''}`;
  return total === 1 && !totalIsCapped ? '1 person' : `${count} people`;
}
