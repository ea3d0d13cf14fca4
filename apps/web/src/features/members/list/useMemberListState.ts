import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type MemberListState,
  type MemberListTable,
  readMemberListState,
  writeMemberListState,
} from './member-list-url.ts';

export interface MemberListStateControls {
  state: MemberListState;
  /** A new search starts both tables on page 1; it replaces the entry, so Back skips keystrokes. */
  setTerm: (term: string) => void;
  /** Narrows the organisation-level search; pages restart too. */
  setBranches: (branches: readonly string[]) => void;
  /** A page of one table is a new history entry (Back returns to the previous page)… */
  setPage: (table: MemberListTable, page: number, options?: { replace?: boolean }) => void;
}

/** The member list's state kept in the address's search parameters (see member-list-url.ts). */
export function useMemberListState(): MemberListStateControls {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readMemberListState(params), [params]);

  const setTerm = useCallback(
    (term: string) =>
      setParams(
        (current) => {
          const now = readMemberListState(current);
          if (now.term === term) return current;
          return writeMemberListState(current, { ...now, term, page: 1, reciprocalPage: 1 });
        },
        { replace: true },
      ),
    [setParams],
  );
  const setBranches = useCallback(
    (branches: readonly string[]) =>
      setParams(
        (current) =>
          writeMemberListState(current, {
            ...readMemberListState(current),
            branches,
            page: 1,
            reciprocalPage: 1,
          }),
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (table: MemberListTable, page: number, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const now = readMemberListState(current);
          const next = table === 'mine' ? { ...now, page } : { ...now, reciprocalPage: page };
          return writeMemberListState(current, next);
        },
        // …unless it only corrects a page past the end.
        { replace: options.replace === true },
      ),
    [setParams],
  );
  return { state, setTerm, setBranches, setPage };
}
