import { formMessages } from '../forms/messages.ts';
import { parseMemberSearchTerm } from '../search/member-search.ts';

/** Spec 2 §7 and §9: searchPersons answers at most 1000 persons, 1000 unless told otherwise. */
export const PERSON_SEARCH_DEFAULT_LIMIT = 1000;
export const PERSON_SEARCH_MAX_LIMIT = 1000;
/** Typed-ahead member search and arrival search ask for fewer (spec 2 §7). */
export const MEMBER_TYPEAHEAD_SEARCH_LIMIT = 20;
export const ARRIVAL_SEARCH_LIMIT = 50;
/** The member list shows 50 per page (spec 2 §2, §9). */
export const MEMBER_LIST_PAGE_SIZE = 50;
/**
 * searchPersons counts its matches up to this many (pageInfo.totalIsCapped says when there are
 * more). Counting every one of 10–20k matches of a short name prefix costs several times the page
 * itself; a thousand is what anyone pages through (20 member-list pages), is the largest page, and
 * counts in a few milliseconds from an index.
 */
export const PERSON_SEARCH_TOTAL_CAP = 1000;
/** Count persons by email: at most this many are counted (spec 2 §5). */
export const COUNT_PERSONS_BY_EMAIL_LIMIT = 10_000;

/** Orders of a person search. `prospectJoinedAt` is when the person was added. */
export const PERSON_SEARCH_SORTS = [
  'FIRST_NAME_ASC',
  'FIRST_NAME_DESC',
  'LAST_NAME_ASC',
  'LAST_NAME_DESC',
  'PROSPECT_JOINED_AT_DESC',
  'PROSPECT_JOINED_AT_ASC',
] as const;
export type PersonSearchSort = (typeof PERSON_SEARCH_SORTS)[number];

/** Spec 2 §7: firstName ascending with a term, else prospectJoinedAt descending. */
export function defaultPersonSearchSort(term: string | null | undefined): PersonSearchSort {
  return term !== null && term !== undefined && term.trim() !== ''
    ? 'FIRST_NAME_ASC'
    : 'PROSPECT_JOINED_AT_DESC';
}

/**
 * What a search box asks for: '#…' is an access card (upper case), text with '@' an email address,
 * other text name prefixes (lower case words), blank nothing.
 */
export type PersonSearchQuery =
  | { readonly kind: 'none' }
  | { readonly kind: 'card'; readonly cardNumber: string }
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'name'; readonly words: readonly string[] };

export function personSearchQuery(term: string | null | undefined): PersonSearchQuery {
  const parsed = parseMemberSearchTerm(term ?? '');
  if (parsed.kind === 'card') return { kind: 'card', cardNumber: parsed.cardNumber };
  const text = parsed.text.toLowerCase();
  if (text === '') return { kind: 'none' };
  if (text.includes('@')) return { kind: 'email', email: text };
  return { kind: 'name', words: text.split(/\s+/) };
}

export const personSearchMessages = {
  limitTooSmall: formMessages.positive('limit'),
  limitTooLarge: formMessages.atMost('limit', PERSON_SEARCH_MAX_LIMIT),
  offsetNegative: formMessages.nonNegative('offset'),
  countLimitTooLarge: formMessages.atMost('limit', COUNT_PERSONS_BY_EMAIL_LIMIT),
  /** Not in the spec: a control character (forms/text-rules.ts) in the search box. */
  termControlCharacters: formMessages.controlCharacters('Search'),
  invalidHomeBranch: formMessages.invalid('home branch'),
} as const;
