import { isUuid } from '@clubline/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetchQuery } from '../../../app/graphql/prefetch.ts';
import { graphql } from '../../../gql/index.ts';

export const MemberAreaQuery = graphql(`
  query MemberArea($id: ID!) {
    getPerson(id: $id) {
      id
      firstName
      lastName
      homeBranchId
      homeBranch {
        id
        timeZone {
          id
        }
        today
      }
    }
  }
`);

/**
 * The member area route's loader (members.module.tsx): asks the member as soon as the address is
 * matched, beside the download of the area's and the page's code, instead of after both have
 * rendered. A membership page's title names the member, so its first paint waited for this
 * answer after its code. Never waits; MemberArea takes the answer (usePrefetchedPolicy).
 */
export function prefetchMemberArea({ params }: Pick<LoaderFunctionArgs, 'params'>): null {
  const { personId = '' } = params;
  if (isUuid(personId)) prefetchQuery(MemberAreaQuery, { id: personId });
  return null;
}
