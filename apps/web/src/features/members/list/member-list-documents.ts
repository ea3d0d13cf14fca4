import { graphql } from '../../../gql/index.ts';

/**
 * The member list's two searches and the row each table shows (spec 2 §2), in one place for the
 * tables and for the route's loader, which asks them before the page renders
 * (member-list-prefetch.ts).
 */
export const MyMembersRowFragment = graphql(`
  fragment MyMembersRow_person on Person {
    id
    firstName
    lastName
    email
    homeBranchId
    tags
    currentMembershipNames
    homeBranch {
      id
      timeZone {
        id
      }
    }
    roles {
      branchId
      roleType
      lastVisitTimestamp
    }
  }
`);

export const MyMembersQuery = graphql(`
  query MyMembers(
    $term: String
    $branches: [ID!]
    $reciprocal: Boolean
    $roleTypes: [PersonRoleType!]
    $sort: PersonSearchSort
    $limit: Int
    $offset: Int
  ) {
    searchPersons(
      term: $term
      branches: $branches
      reciprocal: $reciprocal
      roleTypes: $roleTypes
      sort: $sort
      limit: $limit
      offset: $offset
    ) {
      pageInfo {
        total
        totalIsCapped
      }
      persons {
        id
        ...MyMembersRow_person
      }
    }
  }
`);

export const ReciprocalMembersRowFragment = graphql(`
  fragment ReciprocalMembersRow_person on Person {
    id
    firstName
    lastName
    email
    homeBranchId
    tags
  }
`);

export const ReciprocalMembersQuery = graphql(`
  query ReciprocalMembers(
    $term: String
    $branches: [ID!]
    $reciprocal: Boolean
    $roleTypes: [PersonRoleType!]
    $sort: PersonSearchSort
    $limit: Int
    $offset: Int
  ) {
    searchPersons(
      term: $term
      branches: $branches
      reciprocal: $reciprocal
      roleTypes: $roleTypes
      sort: $sort
      limit: $limit
      offset: $offset
    ) {
      pageInfo {
        total
        totalIsCapped
      }
      persons {
        id
        ...ReciprocalMembersRow_person
      }
    }
  }
`);
