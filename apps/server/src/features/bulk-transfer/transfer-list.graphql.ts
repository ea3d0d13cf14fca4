import { z } from 'zod';
import {
  AsyncOperationStatusRef,
  AsyncOperationTicketRef,
} from '../../platform/async-operations/async-operations.graphql.ts';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import {
  archiveTransferList,
  createTransferList,
  dryRunTransferList,
  findTransferList,
  getLatestTransferList,
  removeMembersFromTransferList,
  startTransferRun,
  type TransferListMemberRow,
  type TransferListRow,
  type TransferRunRow,
  transferHistory,
  transferListMemberCount,
  transferListMembers,
  undoTransferListMember,
} from './transfer-list.service.ts';
import {
  BLOCK_REASON_TEXTS,
  MEMBERSHIP_PAYMENT_TYPES,
  shownStatus,
  TRANSFER_BLOCK_REASONS,
  TRANSFER_LIST_STATUSES,
  TRANSFER_MEMBER_RESULTS,
  undoableUntil,
} from './transfer-list-rules.ts';
import { MemberSummaryRef } from './transfer-list-summary.graphql.ts';
import { transferListSummary } from './transfer-list-summary.ts';

const OPERATION = 'bulk-transfer';
/** Ids of members: as many as a list may hold. */
const ids = z.array(z.unknown()).max(100000);
const MAX_PAGE = 10000;

const StatusEnum = builder.enumType('TransferListStatus', {
  description: 'Spec 3 §4 "Transfer list status".',
  values: TRANSFER_LIST_STATUSES,
});
const ResultEnum = builder.enumType('TransferMemberResultStatus', {
  description: 'What a run did to a member; UNDONE: an undo moved them back.',
  values: TRANSFER_MEMBER_RESULTS,
});
const PaymentTypeEnum = builder.enumType('MembershipPaymentTypeForTransfer', {
  description:
    'Which members: DIRECT_DEBIT holds a membership billed through the provider, PAY_IN_FULL one without a billing account.',
  values: MEMBERSHIP_PAYMENT_TYPES,
});
const BlockReasonEnum = builder.enumType('TransferBlockReason', {
  description: 'Why the dry run says a member cannot move now.',
  values: TRANSFER_BLOCK_REASONS,
});

const ErrorRef = builder.objectRef<{ message: string; type: string | null }>('TransferListError').implement({
  description: 'Why the list failed; type is the error code.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'What went wrong.' }),
    type: t.exposeString('type', {
      nullable: true,
      description: 'The error code, shown as "(error code …)".',
    }),
  }),
});

const HistoryRef = builder.objectRef<TransferRunRow>('TransferHistory').implement({
  description: 'One run over the list: a transfer, a retry of failures or an undo.',
  fields: (t) => ({
    transferStartedByUserId: t.exposeID('startedByUserId', { description: 'Who started it.' }),
    transferStartedTimestamp: t.expose('startedAt', { type: 'DateTime', description: 'When.' }),
    transferFinishedTimestamp: t.expose('finishedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When every member was settled; null while it runs (or after it stalled).',
    }),
    transferTicketId: t.exposeID('ticketId', { description: 'The ticket of the run.' }),
    memberIds: t.exposeIDList('memberIds', { description: 'The members the run covered.' }),
    kind: t.exposeString('kind', { description: 'TRANSFER, RETRY or UNDO.' }),
  }),
});

const ParamsRef = builder.objectRef<TransferListRow['params']>('TransferListParams').implement({
  description: 'What the list was generated with.',
  fields: (t) => ({
    reportFromDate: t.exposeString('reportFromDate', { description: 'YYYY-MM-DD.' }),
    reportToDate: t.exposeString('reportToDate', { description: 'YYYY-MM-DD.' }),
    minVisits: t.exposeInt('minVisits', { description: 'Visits at the destination, at least.' }),
    minVisitsPercentage: t.exposeInt('minVisitsPercentage', { description: '51–100.' }),
    includeOverdue: t.exposeBoolean('includeOverdue', { description: 'Overdue members listed.' }),
    includeManualVisits: t.exposeBoolean('includeManualVisits', { description: 'Manual arrivals counted.' }),
    membershipPaymentType: t.field({
      type: PaymentTypeEnum,
      description: 'Which memberships.',
      resolve: (params) => params.membershipPaymentType,
    }),
  }),
});

const VisitsRef = builder.objectRef<TransferListMemberRow>('TransferVisits').implement({
  description: 'The member’s visits in the list’s range.',
  fields: (t) => ({
    sourceBranchVisitNumber: t.exposeInt('sourceVisits', { description: 'At the home branch.' }),
    destinationBranchVisitNumber: t.exposeInt('destinationVisits', { description: 'At the destination.' }),
    totalNumberOfVisits: t.exposeInt('totalVisits', { description: 'Everywhere.' }),
  }),
});

const ResultRef = builder
  .objectRef<{ status: (typeof TRANSFER_MEMBER_RESULTS)[number]; error: string | null }>(
    'TransferMemberResult',
  )
  .implement({
    description: 'What the last run did to the member.',
    fields: (t) => ({
      status: t.field({ type: ResultEnum, description: 'The outcome.', resolve: (result) => result.status }),
      error: t.exposeString('error', { nullable: true, description: 'The error code of a failure.' }),
    }),
  });

const DryRunRef = builder.objectRef<TransferListMemberRow>('TransferDryRun').implement({
  description: 'What a transfer would do to the member now; nothing moves (docs/bulk-transfer.md).',
  fields: (t) => ({
    canTransfer: t.boolean({
      description: 'No reason stands in the way.',
      resolve: (m) => m.blockReasons.length === 0,
    }),
    reasons: t.field({
      type: [BlockReasonEnum],
      description: 'Empty when canTransfer.',
      resolve: (m) => m.blockReasons,
    }),
    reasonTexts: t.stringList({
      description: 'The sentence for each reason.',
      resolve: (m) => m.blockReasons.map((reason) => BLOCK_REASON_TEXTS[reason]),
    }),
    currentPrice: t.int({
      nullable: true,
      description: 'Cents per payment of the membership in force (the product’s money: whole cents).',
      resolve: (m) => m.currentPrice,
    }),
    newPrice: t.int({
      nullable: true,
      description: 'Cents per payment at the destination: the contract moves with the member.',
      resolve: (m) => m.newPrice,
    }),
    priceNote: t.string({
      description: 'How the price is decided.',
      resolve: (m) =>
        m.currentPrice === null ? 'No membership price to carry over' : 'Keeps their contract price',
    }),
    doorAccess: t.string({
      description: 'What happens to their door access.',
      resolve: (m) => `Door access moves to ${m.destinationBranchName} at once`,
    }),
    futureBookings: t.exposeInt('futureBookings', { description: 'Class bookings at the source that stay.' }),
  }),
});

const MemberRef = builder.objectRef<TransferListMemberRow>('TransferListMember').implement({
  description: 'A candidate of the list.',
  fields: (t) => ({
    id: t.exposeID('personId', { description: 'The person id.' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    email: t.exposeString('email', { nullable: true, description: 'Email.' }),
    tags: t.exposeStringList('tags', { description: 'Person tags.' }),
    status: t.exposeString('status', { description: 'The status of their latest membership in force.' }),
    sourceBranchId: t.exposeID('sourceBranchId', { description: 'Home branch at generation.' }),
    sourceBranchName: t.exposeString('sourceBranchName', { description: 'Its name.' }),
    destinationBranchId: t.exposeID('destinationBranchId', { description: 'Where they train most.' }),
    destinationBranchName: t.exposeString('destinationBranchName', { description: 'Its name.' }),
    visits: t.field({ type: VisitsRef, description: 'Visit counts.', resolve: (m) => m }),
    transferResult: t.field({
      type: ResultRef,
      nullable: true,
      description: 'Null until a run touches them.',
      resolve: (m) => (m.resultStatus ? { status: m.resultStatus, error: m.resultError } : null),
    }),
    dryRun: t.field({ type: DryRunRef, description: 'The dry run.', resolve: (m) => m }),
  }),
});

const TransferListRef = builder.objectRef<TransferListRow>('TransferList').implement({
  description: 'The organisation’s transfer list (spec 3 §3).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The list.' }),
    status: t.field({ type: StatusEnum, description: 'Spec 3 §4.', resolve: (list) => shownStatus(list) }),
    error: t.field({
      type: ErrorRef,
      nullable: true,
      description: 'Why it failed.',
      resolve: (list) => (list.errorMessage ? { message: list.errorMessage, type: list.errorType } : null),
    }),
    createdByUserId: t.exposeID('createdByUserId', { description: 'Who generated it.' }),
    createdTimestamp: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
    archivedTimestamp: t.expose('archivedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When archived.',
    }),
    transferHistory: t.field({
      type: [HistoryRef],
      description: 'Its runs, oldest first.',
      resolve: (list, _args, context) => transferHistory(requestContext(context), list.id),
    }),
    params: t.field({
      type: ParamsRef,
      description: 'Generation parameters.',
      resolve: (list) => list.params,
    }),
    members: t.field({
      type: [MemberRef],
      description: `Members by last name; first at most ${MAX_PAGE} (default all up to it), offset from 0.`,
      args: {
        first: t.arg.int({ required: false, validate: z.number().int().min(1).max(MAX_PAGE) }),
        offset: t.arg.int({ required: false, validate: z.number().int().min(0).max(10_000_000) }),
      },
      resolve: (list, args, context) =>
        transferListMembers(requestContext(context), list.id, {
          first: args.first ?? MAX_PAGE,
          offset: args.offset ?? 0,
        }),
    }),
    memberCount: t.int({
      description: 'How many members the list has (for paging).',
      resolve: (list, _args, context) => transferListMemberCount(requestContext(context), list.id),
    }),
    memberSummary: t.field({
      type: MemberSummaryRef,
      description: 'Counts over the whole list (results, who can move and where): polled instead of members.',
      resolve: (list, _args, context) => transferListSummary(requestContext(context), list.id),
    }),
    undoableUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'TRANSFER_DONE + 14 days; null when not undoable.',
      resolve: (list) => {
        const until = shownStatus(list) === 'TRANSFER_DONE' ? undoableUntil(list.doneAt) : null;
        return until && until.getTime() > Date.now() ? until : null;
      },
    }),
  }),
});

const CreateInputRef = builder.inputType('CreateTransferListInput', {
  description: 'Spec 3 §7 createTransferList; the rules and texts of spec 3 §5.',
  fields: (t) => ({
    reportFromDate: t.string({ required: true, description: 'YYYY-MM-DD, not in the future.' }),
    reportToDate: t.string({ required: true, description: 'YYYY-MM-DD, from From to 12 months after.' }),
    membershipPaymentType: t.field({
      type: PaymentTypeEnum,
      required: true,
      description: 'Which memberships.',
    }),
    minVisits: t.int({ required: true, description: 'At least 1.' }),
    minVisitsPercentage: t.int({ required: true, description: '51–100.' }),
    includeOverdue: t.boolean({ required: true, description: 'List overdue members too.' }),
    includeManualVisits: t.boolean({ required: true, description: 'Count manual arrivals.' }),
  }),
});

/** The bulk transfer's fields (spec 3 §7 "Bulk transfer"): bulk-transfer on ALL_BRANCHES. */
export function registerTransferListFields(): void {
  builder.queryFields((t) => ({
    getLatestTransferList: t.field({
      type: TransferListRef,
      nullable: true,
      description: 'The live list, else the last archived; polled every 30 s by the web.',
      ...requires(OPERATION, 'organisation'),
      resolve: (_root, _args, context) => getLatestTransferList(requestContext(context)),
    }),
  }));
  builder.mutationFields((t) => ({
    createTransferList: t.field({
      type: AsyncOperationTicketRef,
      description: 'Generates a new list (GENERATING → GENERATED); archives the previous one.',
      ...requires(OPERATION, 'organisation'),
      args: { input: t.arg({ type: CreateInputRef, required: true }) },
      resolve: (_root, args, context) => createTransferList(requestContext(context), args.input),
    }),
    removeMembersFromTransferList: t.field({
      type: TransferListRef,
      description: 'Removes members not in progress and not transferred.',
      ...requires(OPERATION, 'organisation'),
      args: {
        transferListId: t.arg.id({ required: true }),
        members: t.arg.idList({ required: true, validate: ids }),
      },
      resolve: (_root, args, context) =>
        removeMembersFromTransferList(
          requestContext(context),
          String(args.transferListId),
          args.members.map(String),
        ),
    }),
    dryRunTransferList: t.field({
      type: TransferListRef,
      description: 'Recomputes every member’s dry run now; nothing moves.',
      ...requires(OPERATION, 'organisation'),
      args: { transferListId: t.arg.id({ required: true }) },
      resolve: (_root, args, context) =>
        dryRunTransferList(requestContext(context), String(args.transferListId)),
    }),
    executeTransferListAsync: t.field({
      type: AsyncOperationTicketRef,
      description: 'Transfers the chosen members (null: everyone who can and has not moved).',
      ...requires(OPERATION, 'organisation'),
      args: {
        transferListId: t.arg.id({ required: true }),
        memberIds: t.arg.idList({ required: false, validate: ids }),
      },
      resolve: (_root, args, context) =>
        startTransferRun(
          requestContext(context),
          String(args.transferListId),
          'TRANSFER',
          args.memberIds ? args.memberIds.map(String) : null,
        ),
    }),
    retryFailedTransfers: t.field({
      type: AsyncOperationTicketRef,
      description: 'Transfers the FAILED members again (and, after a timeout, those left in progress).',
      ...requires(OPERATION, 'organisation'),
      args: { transferListId: t.arg.id({ required: true }) },
      resolve: (_root, args, context) =>
        startTransferRun(requestContext(context), String(args.transferListId), 'RETRY', null),
    }),
    undoTransferList: t.field({
      type: AsyncOperationTicketRef,
      description: 'Moves TRANSFERRED members back (null: all of them), within 14 days of the transfer.',
      ...requires(OPERATION, 'organisation'),
      args: {
        transferListId: t.arg.id({ required: true }),
        memberIds: t.arg.idList({ required: false, validate: ids }),
      },
      resolve: (_root, args, context) =>
        startTransferRun(
          requestContext(context),
          String(args.transferListId),
          'UNDO',
          args.memberIds ? args.memberIds.map(String) : null,
        ),
    }),
    undoTransferListMember: t.field({
      type: AsyncOperationTicketRef,
      description:
        'Moves one TRANSFERRED member back to their source branch, within 14 days, unless they moved since.',
      ...requires(OPERATION, 'organisation'),
      args: {
        transferListId: t.arg.id({ required: true }),
        memberId: t.arg.id({ required: true, description: 'The member (person) id on the list.' }),
      },
      resolve: (_root, args, context) =>
        undoTransferListMember(requestContext(context), String(args.transferListId), String(args.memberId)),
    }),
    archiveTransferList: t.field({
      type: TransferListRef,
      description: 'Archives the list (not while a run is going).',
      ...requires(OPERATION, 'organisation'),
      args: { transferListId: t.arg.id({ required: true }) },
      resolve: (_root, args, context) =>
        archiveTransferList(requestContext(context), String(args.transferListId)),
    }),
  }));
  builder.objectField(AsyncOperationStatusRef, 'transferList', (t) =>
    t.field({
      type: TransferListRef,
      nullable: true,
      description: 'The resulting transfer list, for TRANSFER_LIST operations.',
      resolve: (status, _args, context) =>
        status.resultType === 'TransferList' && status.resultId
          ? findTransferList(requestContext(context), status.resultId)
          : null,
    }),
  );
}
