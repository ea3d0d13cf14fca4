import type { OperationData } from '../../testing/operations.ts';

/** Test data for the Transfer members page, typed from the documents that read it. */
export type ListData = NonNullable<OperationData<'LatestTransferList'>['getLatestTransferList']>;
export type ListMemberData = NonNullable<
  OperationData<'TransferListMembers'>['getLatestTransferList']
>['members'][number];
/** A list with its members, as a test describes it; `listAnswer` and `pageAnswer` split it. */
export type TestList = Omit<ListData, 'memberSummary'> & { members: ListMemberData[] };

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

export function makeList(overrides: Partial<TestList> = {}): TestList {
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

/** The server's memberSummary of these members (transfer-list-summary.repository.ts). */
function summaryOf(members: readonly ListMemberData[]): ListData['memberSummary'] {
  const result = (status: string) => members.filter((m) => m.transferResult?.status === status).length;
  const waiting = members.filter(
    (m) => m.transferResult?.status !== 'TRANSFERRED' && m.transferResult?.status !== 'IN_PROGRESS',
  );
  const canMove = waiting.filter((m) => m.dryRun.canTransfer);
  const byBranch = new Map<string, number>();
  for (const m of canMove)
    byBranch.set(m.destinationBranchName, (byBranch.get(m.destinationBranchName) ?? 0) + 1);
  return {
    __typename: 'TransferListMemberSummary',
    total: members.length,
    transferred: result('TRANSFERRED'),
    failed: result('FAILED'),
    inProgress: result('IN_PROGRESS'),
    undone: result('UNDONE'),
    canMove: canMove.length,
    cannotMove: waiting.length - canMove.length,
    canMoveByDestination: [...byBranch]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([branchName, count]) => ({ __typename: 'TransferDestinationCount' as const, branchName, count })),
  };
}

/** LatestTransferList's answer: the list without its members, with their counts. */
export function listAnswer(list: TestList | null): ListData | null {
  if (!list) return null;
  const { members, ...rest } = list;
  return { ...rest, memberSummary: summaryOf(members) };
}

/** TransferListMembers' answer: the page asked for. */
export function pageAnswer(list: TestList | null, page: { first: number; offset: number }) {
  return list
    ? {
        __typename: 'TransferList' as const,
        id: list.id,
        members: list.members.slice(page.offset, page.offset + page.first),
      }
    : null;
}

/** What an async mutation answers: a ticket to poll. */
export const TICKET = {
  __typename: 'AsyncOperationTicket',
  ticketId: 'ticket-1',
  operationDomain: 'TRANSFER_LIST',
} as const;
