import { isUuid } from '@clubline/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetchQuery } from '../../../app/graphql/prefetch.ts';
import { graphql } from '../../../gql/index.ts';

export const MembershipDetailsQuery = graphql(`
  query MembershipDetails($personId: ID!, $membershipId: ID!) {
    getPerson(id: $personId) {
      id
      tags
      overdueReferences
    }
    getMembership(personId: $personId, membershipId: $membershipId) {
      ...MembershipDetails_membership
    }
  }
`);

/**
 * The membership page's loader (memberships.module.tsx): asks the membership when its address is
 * matched, beside the download of the page's code and the member area's own query, instead of
 * after the area had its member and rendered the page. Never waits; the page takes the answer.
 */
export function prefetchMembershipDetails({ params }: Pick<LoaderFunctionArgs, 'params'>): null {
  const { personId = '', membershipId = '' } = params;
  if (isUuid(personId) && isUuid(membershipId))
    prefetchQuery(MembershipDetailsQuery, { personId, membershipId });
  return null;
}
