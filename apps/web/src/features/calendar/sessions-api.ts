import { graphql } from '../../gql/index.ts';

/*
 * The calendar's GraphQL documents (the sessions contract: getBranchSessions, getSession, the
 * members and waitlist of a session, the session operations). Reads are network-only (spec 2 §7).
 */

export const CalendarBranchQuery = graphql(`
  query CalendarBranch($id: ID!) {
    getBranch(id: $id) {
      id
      name
      today
      timeZone {
        id
      }
    }
  }
`);

export const CalendarSessionsQuery = graphql(`
  query CalendarSessions($branchId: ID!, $startDate: String!, $endDate: String!) {
    getBranchSessions(branchId: $branchId, startDate: $startDate, endDate: $endDate) {
      id
      name
      date
      startTime
      endTime
      color
      capacity
      membersCount
      isFull
    }
  }
`);

export const SessionDetailsQuery = graphql(`
  query SessionDetails($id: ID!) {
    getSession(id: $id) {
      id
      name
      date
      startTime
      endTime
      timeZone
      capacity
      branchId
      color
      allowOnlineBooking
      isRecurring
      membersCount
      waitlistQueueLength
      spotsLeft
      isFull
      isPast
      hasStarted
      hasAttended
      canManage
      staffMember {
        id
        firstName
        lastName
      }
      classAssociated {
        id
        name
        sessionWaitlistConfig {
          status
          limit
        }
      }
    }
  }
`);

export const SessionMembersQuery = graphql(`
  query SessionMembers($id: ID!) {
    getSessionMembers(id: $id) {
      id
      personId
      firstName
      lastName
      status
      bookedAt
    }
  }
`);

export const SessionWaitlistQuery = graphql(`
  query SessionWaitlist($id: ID!) {
    getSessionWaitlistMembers(id: $id) {
      id
      personId
      firstName
      lastName
      joinedAt
      lastPromotionResult
      offer {
        status
        expiresAt
      }
    }
  }
`);

/** The status of every SESSION operation: whether it finished, and the error's code and text. */
export const SessionOperationStatusQuery = graphql(`
  query SessionOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {
    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {
      status
      message
      code
    }
  }
`);

export const AddMemberToSessionMutation = graphql(`
  mutation AddMemberToSession($id: ID!, $personId: ID!) {
    addMemberToSessionAsync(id: $id, personId: $personId) {
      ticketId
      operationDomain
    }
  }
`);

export const RemoveMemberFromSessionMutation = graphql(`
  mutation RemoveMemberFromSession($id: ID!, $personId: ID!) {
    removeMemberFromSession(id: $id, personId: $personId)
  }
`);

export const ChangeAttendanceMutation = graphql(`
  mutation ChangeAttendance($id: ID!, $personId: ID!, $status: SessionAttendanceStatus!) {
    changeAttendance(id: $id, personId: $personId, status: $status) {
      id
      status
    }
  }
`);

export const AddMemberToWaitlistMutation = graphql(`
  mutation AddMemberToWaitlist($id: ID!, $personId: ID!) {
    addMemberToWaitlist(id: $id, personId: $personId) {
      id
    }
  }
`);

export const RemoveMemberFromWaitlistMutation = graphql(`
  mutation RemoveMemberFromWaitlist($id: ID!, $personId: ID!) {
    removeMemberFromWaitlist(id: $id, personId: $personId)
  }
`);

export const PromoteWaitlistMemberMutation = graphql(`
  mutation PromoteWaitlistMember($id: ID!, $personId: ID!) {
    promoteWaitlistMember(id: $id, personId: $personId) {
      id
    }
  }
`);

export const SessionPersonSearchQuery = graphql(`
  query SessionPersonSearch($term: String!, $branches: [ID!], $limit: Int!) {
    searchPersons(term: $term, branches: $branches, limit: $limit) {
      persons {
        id
        firstName
        lastName
        email
      }
    }
  }
`);

export const SessionBookingEligibilityQuery = graphql(`
  query SessionBookingEligibility($id: ID!, $personIds: [ID!]!) {
    getSessionBookingEligibility(id: $id, personIds: $personIds) {
      personId
      canBook
      refusal
    }
  }
`);

export const SessionStaffQuery = graphql(`
  query SessionStaff($branchId: ID!) {
    getSessionStaff(branchId: $branchId) {
      id
      firstName
      lastName
    }
  }
`);

export const SessionClassesQuery = graphql(`
  query SessionClasses($branchId: ID!) {
    getClasses(branches: [$branchId]) {
      id
      name
      color
    }
  }
`);

export const StaffAvailabilityQuery = graphql(`
  query StaffAvailability(
    $branchId: ID!
    $staffMemberId: ID!
    $date: String!
    $startTime: String!
    $endTime: String!
    $excludeSessionId: ID
  ) {
    getStaffAvailability(
      branchId: $branchId
      staffMemberId: $staffMemberId
      date: $date
      startTime: $startTime
      endTime: $endTime
      excludeSessionId: $excludeSessionId
    )
  }
`);

export const CreateSessionMutation = graphql(`
  mutation CreateSession($input: SessionDefinitionInput!) {
    createSession(sessionDefinitionInput: $input) {
      ticketId
      operationDomain
    }
  }
`);

export const UpdateSessionMutation = graphql(`
  mutation UpdateSession($input: UpdateSessionInput!) {
    updateSession(updateSessionInput: $input) {
      ticketId
      operationDomain
    }
  }
`);

export const RemoveSessionMutation = graphql(`
  mutation RemoveSession($sessionId: ID!) {
    removeSession(sessionId: $sessionId) {
      ticketId
      operationDomain
    }
  }
`);

export const RemoveFollowingSessionsMutation = graphql(`
  mutation RemoveFollowingSessions($sessionId: ID!) {
    removeThisAndFollowingSessions(sessionId: $sessionId) {
      ticketId
      operationDomain
    }
  }
`);

export const PreviewSessionChangeQuery = graphql(`
  query PreviewSessionChange($input: UpdateSessionInput!) {
    previewSessionChange(updateSessionInput: $input) {
      sessionsAffected
      blockedByAttendance
      affectedBookings {
        sessionId
        date
        personId
        firstName
        lastName
        status
        outcome
      }
    }
  }
`);

export const PreviewSessionRemovalQuery = graphql(`
  query PreviewSessionRemoval($sessionId: ID!, $scope: SessionChangeScope!) {
    previewSessionRemoval(sessionId: $sessionId, scope: $scope) {
      sessionsAffected
      blockedByAttendance
      affectedBookings {
        sessionId
        date
        personId
        firstName
        lastName
        status
        outcome
      }
    }
  }
`);
