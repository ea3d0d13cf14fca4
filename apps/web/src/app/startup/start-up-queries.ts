import { graphql } from '../../gql/gql.ts';

/**
 * The start-up of a signed-in user (spec 1 §2.3, §6, §7.3): who they are, what roles they hold
 * where, and the organisation's branches, from which their permissions are derived.
 */
export const InitialisationDataQuery = graphql(`
  query GetInitialisationData {
    getInitialisationData {
      me {
        applicationId
        personId
        userId
      }
      authzRoles {
        id
        name
        operations
      }
    }
  }
`);

export const InitialisationByUserQuery = graphql(`
  query GetInitialisationByUser($userId: ID!) {
    getInitialisationByUser(userId: $userId) {
      roleAssignments {
        userId
        roleId
        branchId
        isSuperAdmin
      }
      person {
        id
        firstName
        lastName
      }
    }
  }
`);

export const StartUpBranchesQuery = graphql(`
  query StartUpBranches {
    allBranchesAndGroups {
      branches {
        id
        name
        country
      }
      groups {
        id
        name
        description
        branches
      }
    }
  }
`);
