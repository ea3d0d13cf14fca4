import type { OperationData } from '../../testing/operations.ts';

/** Test data for the Transfer members page, typed from the document that reads it. */
export type ListData = NonNullable<OperationData<'LatestTransferList'>['getLatestTransferList']>;
export type ListMemberData = ListData['members'][number];

export function makeListMember(overrides: Partial<ListMemberData> = {}): ListMemberData {
  return {
    __typename: 'TransferListMember',
    id: 'person-1',
    firstName: 'Aroha',
    lastName: 'Ngata',
    email: 'aroha@example.com',
    status: 'Active',
    sourceBranchName: 'Wellington Lambton Quay',
    destinationBranchName: 'Auckland CBD',
    visits: {
      __typename: 'TransferVisits',
      sourceBranchVisitNumber: 2,
      destinationBranchVisitNumber: 8,
      totalNumberOfVisits: 10,
    },
    transferResult: null,
    dryRun: {
      __typename: 'TransferDryRun',
      canTransfer: true,
      reasonTexts: [],
      currentPrice: 2500,
      newPrice: 2700,
      priceNote: 'Moves to the destination’s price',
      doorAccess: 'Door access moves to Auckland CBD at once',
      futureBookings: 1,
    },
    ...overrides,
  };
}

export function makeList(overrides: Partial<ListData> = {}): ListData {
  return {
    __typename: 'TransferList',
    id: 'list-1',
    status: 'GENERATED',
    error: null,
    createdTimestamp: '2026-11-01T00:00:00Z',
    undoableUntil: null,
    transferHistory: [],
    params: {
      __typename: 'TransferListParams',
      reportFromDate: '2026-10-01',
      reportToDate: '2026-10-31',
      minVisits: 4,
      minVisitsPercentage: 51,
      includeOverdue: false,
      includeManualVisits: false,
      membershipPaymentType: 'ALL',
    },
    members: [makeListMember()],
    ...overrides,
  };
}

/** What an async mutation answers: a ticket to poll. */
export const TICKET = {
  __typename: 'AsyncOperationTicket',
  ticketId: 'ticket-1',
  operationDomain: 'TRANSFER_LIST',
} as const;
