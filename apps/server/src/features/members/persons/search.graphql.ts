import {
  PERSON_SEARCH_DEFAULT_LIMIT,
  PERSON_SEARCH_MAX_LIMIT,
  PERSON_SEARCH_SORTS,
  PERSON_SEARCH_TOTAL_CAP,
} from '@clubline/domain';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { PersonRef, PersonRoleTypeEnum } from './persons.graphql.ts';
import { getPersonsCount, type PersonSearchPage, searchPersons } from './search.service.ts';

const PersonSearchSortEnum = builder.enumType('PersonSearchSort', {
  description:
    'Order of a person search; prospectJoinedAt is when the person was added. Default: FIRST_NAME_ASC with a term, else PROSPECT_JOINED_AT_DESC.',
  values: PERSON_SEARCH_SORTS,
});

const PageInfoRef = builder.objectRef<PersonSearchPage>('PersonSearchPageInfo').implement({
  description: 'About all the results of a search, beyond this page.',
  fields: (t) => ({
    total: t.int({
      description: `How many persons the search finds in all, counted up to ${PERSON_SEARCH_TOTAL_CAP} (or up to the end of this page when it lies further): when totalIsCapped, the search finds more than this.`,
      resolve: async (page) => (await page.total()).count,
    }),
    totalIsCapped: t.boolean({
      description: `True when total is a lower bound: the search finds more persons than were counted (${PERSON_SEARCH_TOTAL_CAP} at most, or up to the end of this page), so show it as "${PERSON_SEARCH_TOTAL_CAP}+". False when total is exact.`,
      resolve: async (page) => (await page.total()).capped,
    }),
  }),
});

const PersonSearchPageRef = builder.objectRef<PersonSearchPage>('PersonSearchPage').implement({
  description: 'One page of persons found.',
  fields: (t) => ({
    persons: t.field({
      type: [PersonRef],
      description: 'The persons of this page.',
      resolve: (page) => page.persons,
    }),
    pageInfo: t.field({ type: PageInfoRef, description: 'Totals.', resolve: (page) => page }),
  }),
});

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerSearchFields(): void {
  builder.queryFields((t) => ({
    searchPersons: t.field({
      type: PersonSearchPageRef,
      description:
        'Finds persons of the branches the viewer may view members of. A term starting with # searches access cards; one with @ an email; anything else name prefixes. Without reciprocal: persons whose home branch is one of the branches; with it: persons with a Member or Prospect role there whose home branch is elsewhere.',
      ...requires('view-member', 'any-branch'),
      args: {
        term: t.arg.string({ description: 'What was typed in the search box.' }),
        limit: t.arg.int({
          description: `Page size, 1 to ${PERSON_SEARCH_MAX_LIMIT} (default ${PERSON_SEARCH_DEFAULT_LIMIT}).`,
        }),
        offset: t.arg.int({ description: 'How many results to skip (default 0).' }),
        branches: t.arg.idList({
          description:
            'Branch ids, group ids or ALL_BRANCHES to search; narrowed to those the viewer may view (default: all of them).',
        }),
        roleTypes: t.arg({
          type: [PersonRoleTypeEnum],
          description:
            'Only persons holding one of these roles (at their home branch; for reciprocal at the branches).',
        }),
        homeBranchId: t.arg.id({ description: 'Only persons of this home branch.' }),
        sort: t.arg({ type: PersonSearchSortEnum, description: 'Order of the results.' }),
        reciprocal: t.arg.boolean({ description: 'Reciprocal members instead of the branches’ own.' }),
      },
      resolve: (_root, args, context) =>
        searchPersons(requestContext(context), {
          ...args,
          branches: args.branches?.map(String) ?? null,
          homeBranchId:
            args.homeBranchId === null || args.homeBranchId === undefined ? null : String(args.homeBranchId),
        }),
    }),
    getPersonsCount: t.int({
      description: 'How many persons hold one of the roles at a branch the viewer may view members of.',
      ...requires('view-member', 'branch'),
      args: {
        branchId: t.arg.id({ required: true, description: 'The branch.' }),
        includedRoles: t.arg({
          type: [PersonRoleTypeEnum],
          description: 'Roles counted (default Member and Prospect).',
        }),
      },
      resolve: (_root, args, context) =>
        getPersonsCount(requestContext(context), {
          branchId: String(args.branchId),
          includedRoles: args.includedRoles ?? null,
        }),
    }),
  }));
}
