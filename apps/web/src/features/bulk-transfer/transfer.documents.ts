import { graphql } from '../../gql/index.ts';

/** Spec 3 §3 "Transfer list", §7 getLatestTransferList: the list with every member, polled every 30 s. */
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
        transferStartedTimestamp
        transferFinishedTimestamp
        memberIds
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
      members {
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
