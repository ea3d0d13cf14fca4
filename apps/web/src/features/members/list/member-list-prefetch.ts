import type { LoaderFunctionArgs } from 'react-router';
import { prefetchQuery } from '../../../app/graphql/prefetch.ts';
import { MyMembersQuery, ReciprocalMembersQuery } from './member-list-documents.ts';
import { readMemberListState } from './member-list-url.ts';
import { memberSearchVariables } from './member-search.ts';

/**
 * The member list route's loader: at branch level, both tables' pages as the address names them
 * are asked at once, with the variables the tables will ask (MemberSearchTable), so the front
 * desk's first screen waits for the search beside its rendering instead of after it. At
 * organisation level the branches searched come from the user's start-up, so the tables ask.
 * Never waits: the page renders as before and takes the answers (app/graphql/prefetch.ts).
 */
export function prefetchMemberList({
  params,
  request,
}: Pick<LoaderFunctionArgs, 'params' | 'request'>): null {
  const { branchId } = params;
  if (!branchId) return null;
  const state = readMemberListState(new URL(request.url).searchParams);
  const search = { term: state.term, branches: [branchId] };
  prefetchQuery(MyMembersQuery, memberSearchVariables({ ...search, reciprocal: false, page: state.page }));
  prefetchQuery(
    ReciprocalMembersQuery,
    memberSearchVariables({ ...search, reciprocal: true, page: state.reciprocalPage }),
  );
  return null;
}
