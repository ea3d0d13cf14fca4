import { graphql } from '../../gql/index.ts';

/**
 * Spec 3 §3 "Transfer list", §7 getLatestTransferList, polled every 30 s: the list's status, what
 * it was made from and its counts, never its members (a list may hold thousands; the rows are read
 * a page at a time by TransferListMembersQuery).
 */
export const LatestTransferListQuery = graphql(`
  query LatestTransferList {
    getLatestTransferList {
      id
      status
      error {
        message
        type
      }
      createdTimestamp
      undoableUntil
      transferHistory {
        kind
        transferStartedTimestamp
        transferFinishedTimestamp
      }
      params {
        reportFromDate
        reportToDate
        minVisits
        minVisitsPercentage
        includeOverdue
        includeManualVisits
        membershipPaymentType
      }
      memberSummary {
        total
        transferred
        failed
        inProgress
        undone
        canMove
        cannotMove
        canMoveByDestination {
          branchName
          count
        }
      }
    }
  }
`);

/** Spec 3 §9: one page of the table's members (50), read when the page or the list's counts change. */
export const TransferListMembersQuery = graphql(`
  query TransferListMembers($first: Int!, $offset: Int!) {
    getLatestTransferList {
      id
      members(first: $first, offset: $offset) {
        id
        firstName
        lastName
        email
        status
        sourceBranchName
        destinationBranchName
        visits {
          sourceBranchVisitNumber
          destinationBranchVisitNumber
          totalNumberOfVisits
        }
        transferResult {
          status
          error
        }
        dryRun {
          canTransfer
          reasonTexts
          currentPrice
          newPrice
          priceNote
          doorAccess
          futureBookings
        }
      }
    }
  }
`);

export const TransferBillingProviderQuery = graphql(`
  query TransferBillingProvider {
    getBillingProviderInfo {
      billingProvider
    }
  }
`);

export const TransferOperationStatusQuery = graphql(`
  query TransferOperationStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {
    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {
      status
      message
    }
  }
`);

export const CreateTransferListMutation = graphql(`
  mutation CreateTransferList($input: CreateTransferListInput!) {
    createTransferList(input: $input) {
      ticketId
      operationDomain
    }
  }
`);

export const ExecuteTransferListMutation = graphql(`
  mutation ExecuteTransferList($transferListId: ID!, $memberIds: [ID!]) {
    executeTransferListAsync(transferListId: $transferListId, memberIds: $memberIds) {
      ticketId
      operationDomain
    }
  }
`);

export const RetryFailedTransfersMutation = graphql(`
  mutation RetryFailedTransfers($transferListId: ID!) {
    retryFailedTransfers(transferListId: $transferListId) {
      ticketId
      operationDomain
    }
  }
`);

export const UndoTransferListMutation = graphql(`
  mutation UndoTransferList($transferListId: ID!, $memberIds: [ID!]) {
    undoTransferList(transferListId: $transferListId, memberIds: $memberIds) {
      ticketId
      operationDomain
    }
  }
`);

export const RemoveMembersFromTransferListMutation = graphql(`
  mutation RemoveMembersFromTransferList($transferListId: ID!, $members: [ID!]!) {
    removeMembersFromTransferList(transferListId: $transferListId, members: $members) {
      id
    }
  }
`);

export const DryRunTransferListMutation = graphql(`
  mutation DryRunTransferList($transferListId: ID!) {
    dryRunTransferList(transferListId: $transferListId) {
      id
    }
  }
`);

export const ArchiveTransferListMutation = graphql(`
  mutation ArchiveTransferList($transferListId: ID!) {
    archiveTransferList(transferListId: $transferListId) {
      id
    }
  }
`);

/** Moves one transferred member back (a ticket); the list's status does not change. */
export const UndoTransferListMemberMutation = graphql(`
  mutation UndoTransferListMember($transferListId: ID!, $memberId: ID!) {
    undoTransferListMember(transferListId: $transferListId, memberId: $memberId) {
      ticketId
      operationDomain
    }
  }
`);
