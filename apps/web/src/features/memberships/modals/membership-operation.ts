import { graphql } from '../../../gql/index.ts';

/** The status of every MEMBERSHIP async operation: the resulting membership (spec 2 §4). */
export const MembershipOperationStatusQuery = graphql(`
  query MembershipOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {
    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {
      status
      message
      resultId
      membership {
        id
      }
    }
  }
`);
