import {
  defaultPersonSearchSort,
  PERSON_SEARCH_TOTAL_CAP,
  type PersonKind,
  type PersonSearchSort,
  personSearchFiltersSchema,
  personSearchPagingSchema,
  personSearchQuery,
} from '@clubline/domain';
import { authorize, permittedBranches } from '../../../platform/auth/authorization.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import type { PersonRow } from './persons.repository.ts';
import {
  countPersonRows,
  countPersonsWithRole,
  type PersonSearchCriteria,
  searchPersonRows,
} from './search.repository.ts';

export interface PersonSearchArgs {
  term?: string | null;
  limit?: number | null;
  offset?: number | null;
  /** Branch ids, group ids or ALL_BRANCHES; always narrowed to the viewer's view-member branches. */
  branches?: readonly string[] | null;
  roleTypes?: readonly PersonKind[] | null;
  homeBranchId?: string | null;
  sort?: PersonSearchSort | null;
  reciprocal?: boolean | null;
}

/** How many persons a search finds: exact, or (capped) a lower bound when it finds more. */
interface PersonSearchTotal {
  count: number;
  capped: boolean;
}

export interface PersonSearchPage {
  persons: PersonRow[];
  /** How many persons the search finds in all; counted once, and only when asked for. */
  total(): Promise<PersonSearchTotal>;
}

const EMPTY_PAGE: PersonSearchPage = {
  persons: [],
  total: () => Promise.resolve({ count: 0, capped: false }),
};

/** Runs `count` at most once, however many fields ask. */
function once<T>(count: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | null = null;
  return () => {
    result ??= count();
    return result;
  };
}

/**
 * searchPersons (spec 2 §5, §7). The viewer only ever searches branches they hold view-member on:
 * `branches` is intersected with them (branch-level users search their branch whatever is asked).
 * Without `reciprocal` the persons whose home branch is one of those branches are found; with it,
 * persons holding a Member or Prospect role there whose home branch is elsewhere.
 */
export async function searchPersons(
  context: RequestContext,
  args: PersonSearchArgs,
): Promise<PersonSearchPage> {
  const { limit, offset } = parseInput(personSearchPagingSchema, { limit: args.limit, offset: args.offset });
  parseInput(personSearchFiltersSchema, { term: args.term, homeBranchId: args.homeBranchId });
  const branchIds = permittedBranches(context.permissions, 'view-member', args.branches);
  const query = personSearchQuery(args.term);
  if (branchIds.length === 0 || (query.kind === 'card' && query.cardNumber === '')) return EMPTY_PAGE;
  const criteria: PersonSearchCriteria = {
    branchIds,
    reciprocal: args.reciprocal === true,
    roleTypes: args.roleTypes && args.roleTypes.length > 0 ? args.roleTypes : null,
    homeBranchId: args.homeBranchId ?? null,
    query,
  };
  const sort = args.sort ?? defaultPersonSearchSort(args.term);
  const persons = await withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
    searchPersonRows(tx, criteria, { sort, limit, offset }),
  );
  // A short page tells the total without counting (typed-ahead searches, small branches).
  if (persons.length < limit && (persons.length > 0 || offset === 0)) {
    const count = offset + persons.length;
    return { persons, total: () => Promise.resolve({ count, capped: false }) };
  }
  // Otherwise count up to the cap (docs/search.md), or past this page when it lies beyond the cap:
  // that many rows have been read for the page already, so counting them costs no more.
  const cap = Math.max(PERSON_SEARCH_TOTAL_CAP, offset + persons.length);
  return {
    persons,
    total: once(async () => {
      const count = await withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
        countPersonRows(tx, criteria, cap + 1),
      );
      return count > cap ? { count: cap, capped: true } : { count, capped: false };
    }),
  };
}

/** getPersonsCount (spec 2 §7): persons holding one of the roles at a branch the viewer may view. */
export async function getPersonsCount(
  context: RequestContext,
  args: { branchId: string; includedRoles?: readonly PersonKind[] | null },
): Promise<number> {
  const roles: readonly PersonKind[] =
    args.includedRoles && args.includedRoles.length > 0 ? args.includedRoles : ['Member', 'Prospect'];
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, 'view-member', { kind: 'branch', id: args.branchId });
    return countPersonsWithRole(tx, args.branchId, roles);
  });
}
