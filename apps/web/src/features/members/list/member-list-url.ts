/**
 * The member list's state in the address: the search term, the page of each table and,
 * at organisation level, the chosen branches. Back from a member and a shared link both land on the
 * same search and pages. Defaults are left out, so /members stays /members.
 */
export interface MemberListState {
  /** The search box's text as typed (trimmed): '#ab12' stays a card search. */
  term: string;
  /** My Members' page, 1-based. */
  page: number;
  /** Reciprocal Members' page, 1-based. */
  reciprocalPage: number;
  /** Organisation level: the branches the search is narrowed to (none: every viewable branch). */
  branches: readonly string[];
}

/** The tables of the list, each with its own page in the address. */
export type MemberListTable = 'mine' | 'reciprocal';

const MEMBER_LIST_PARAMS = {
  term: 'q',
  page: 'page',
  reciprocalPage: 'reciprocalPage',
  branches: 'branches',
} as const;

/** A page number from the address: a whole number from 1, else 1. */
function pageParam(text: string | null): number {
  if (text === null || !/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

export function readMemberListState(params: URLSearchParams): MemberListState {
  const branches = params.get(MEMBER_LIST_PARAMS.branches);
  return {
    term: (params.get(MEMBER_LIST_PARAMS.term) ?? '').trim(),
    page: pageParam(params.get(MEMBER_LIST_PARAMS.page)),
    reciprocalPage: pageParam(params.get(MEMBER_LIST_PARAMS.reciprocalPage)),
    branches: branches ? [...new Set(branches.split(',').filter((id) => id !== ''))] : [],
  };
}

/**
 * `current` with the list's state written over it: other parameters are kept, defaults (no term,
 * page 1, every branch) removed.
 */
export function writeMemberListState(current: URLSearchParams, state: MemberListState): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  set(MEMBER_LIST_PARAMS.term, state.term === '' ? null : state.term);
  set(MEMBER_LIST_PARAMS.page, state.page > 1 ? String(state.page) : null);
  set(MEMBER_LIST_PARAMS.reciprocalPage, state.reciprocalPage > 1 ? String(state.reciprocalPage) : null);
  set(MEMBER_LIST_PARAMS.branches, state.branches.length > 0 ? state.branches.join(',') : null);
  return next;
}
