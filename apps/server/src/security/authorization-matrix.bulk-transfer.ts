import { field, type MatrixRow } from './authorization-matrix.run.ts';
import { type Expectations, OK, UNAUTHENTICATED } from './authorization-matrix.ts';

/**
 * Bulk transfer (docs/bulk-transfer.md): bulk-transfer on ALL_BRANCHES (spec 3 §2, §6). The field
 * and branch managers hold it on some branches only: the gate lets them through and the service
 * refuses them. A list id nobody has answers TRANSFER_LIST_NOT_FOUND to those who may act, so a
 * cell changes nothing another depends on; another organisation's admin sees only its own lists.
 */
const BULK_TRANSFER = (allowed: string): Expectations => ({
  anonymous: UNAUTHENTICATED,
  noRole: 'ACCESS_DENIED',
  frontDesk: 'ACCESS_DENIED',
  branchManager: 'ACCESS_DENIED',
  reliefDesk: 'ACCESS_DENIED',
  areaManager: 'ACCESS_DENIED',
  superAdmin: allowed,
  otherAdmin: allowed,
});

const NO_LIST = '00000000-0000-4000-8000-000000000027';
const onList = (document: string, name: string, extra: Record<string, unknown> = {}): MatrixRow =>
  field(name, {
    subject: 'a transfer list id nobody has',
    document,
    variables: () => ({ id: NO_LIST, ...extra }),
    expect: BULK_TRANSFER('TRANSFER_LIST_NOT_FOUND'),
  });

export const BULK_TRANSFER_ROWS: MatrixRow[] = [
  field('getLatestTransferList', {
    subject: "the viewer's organisation's latest transfer list",
    document: 'query { getLatestTransferList { id } }',
    expect: BULK_TRANSFER(OK),
  }),
  field('createTransferList', {
    subject: "a new transfer list of the viewer's organisation (January 2026)",
    document: `mutation C($input: CreateTransferListInput!) { createTransferList(input: $input) { ticketId } }`,
    variables: () => ({
      input: {
        reportFromDate: '2026-01-01',
        reportToDate: '2026-01-31',
        membershipPaymentType: 'ALL',
        minVisits: 1,
        minVisitsPercentage: 51,
        includeOverdue: false,
        includeManualVisits: false,
      },
    }),
    expect: BULK_TRANSFER(OK),
  }),
  onList(
    'mutation R($id: ID!, $m: [ID!]!) { removeMembersFromTransferList(transferListId: $id, members: $m) { id } }',
    'removeMembersFromTransferList',
    { m: [NO_LIST] },
  ),
  onList('mutation D($id: ID!) { dryRunTransferList(transferListId: $id) { id } }', 'dryRunTransferList'),
  onList(
    'mutation E($id: ID!) { executeTransferListAsync(transferListId: $id) { ticketId } }',
    'executeTransferListAsync',
  ),
  onList(
    'mutation R($id: ID!) { retryFailedTransfers(transferListId: $id) { ticketId } }',
    'retryFailedTransfers',
  ),
  onList('mutation U($id: ID!) { undoTransferList(transferListId: $id) { ticketId } }', 'undoTransferList'),
  onList(
    'mutation U($id: ID!, $m: ID!) { undoTransferListMember(transferListId: $id, memberId: $m) { ticketId } }',
    'undoTransferListMember',
    { m: NO_LIST },
  ),
  onList('mutation A($id: ID!) { archiveTransferList(transferListId: $id) { id } }', 'archiveTransferList'),
];
