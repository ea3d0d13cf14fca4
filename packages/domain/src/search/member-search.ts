/** A search term beginning with # searches by access card (spec 1 §5.5, spec 2 §5). */
export const CARD_SEARCH_PREFIX = '#';

/** Search input is debounced by this many milliseconds (spec 1 §5.1). */
export const SEARCH_DEBOUNCE_MS = 500;

export type MemberSearchTerm =
  | { readonly kind: 'card'; readonly cardNumber: string }
  | { readonly kind: 'text'; readonly text: string };

/**
 * Reads a member search box: "#ab12" → card search for "AB12" (the text after # in upper case);
 * anything else is a text search. Surrounding spaces are trimmed; "#" alone gives an empty card number.
 */
export function parseMemberSearchTerm(input: string): MemberSearchTerm {
  const text = input.trim();
  if (text.startsWith(CARD_SEARCH_PREFIX)) {
    return { kind: 'card', cardNumber: text.slice(CARD_SEARCH_PREFIX.length).trim().toUpperCase() };
  }
  return { kind: 'text', text };
}
