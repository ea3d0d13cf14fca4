import { isUuid } from '@clubline/domain';
import type { AsyncOperationTicket } from '../../platform/async-operations/async-operation.ts';
import { startAsyncOperation } from '../../platform/async-operations/async-operations.service.ts';
import { authorizeWithoutRead } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { refreshDryRun } from './dry-run.repository.ts';
import { organisationDay } from './organisation-day.ts';
import { assertTransferAvailable } from './transfer-availability.ts';
import {
  generateTransferListOperation,
  startTransferRunOperation,
  undoTransferListMemberOperation,
} from './transfer-list.operations.ts';
import {
  archiveLiveLists,
  findLatestList,
  findList,
  insertList,
  lockOrganisationLists,
  setListStatus,
  type TransferListRow,
} from './transfer-list.repository.ts';
import { createTransferListSchema } from './transfer-list-input.ts';
import {
  countMembers,
  listMembers,
  removeMembers,
  resultsOf,
  type TransferListMemberRow,
} from './transfer-list-members.repository.ts';
import {
  ACTIONABLE_STATUSES,
  RUNNING_STATUSES,
  shownStatus,
  TRANSFER_TIMEOUT_SECONDS,
} from './transfer-list-rules.ts';
import { type RunKind, runsOfList, type TransferRunRow } from './transfer-runs.repository.ts';
import { undoableMember } from './transfer-undo.ts';

/** Spec 3 §2, §6: the transfer permission on ALL_BRANCHES (every branch of the organisation). */
const OPERATION = 'bulk-transfer';

function authorizeTransfer(context: RequestContext): void {
  authorizeWithoutRead(context, OPERATION, { kind: 'organisation' });
}

/**
 * A transaction of a bulk-transfer operation: the organisation's flag and billing provider are
 * checked first (transfer-availability.ts), as the page's route does.
 */
async function transferTransaction<T>(
  context: RequestContext,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await assertTransferAvailable(context, tx);
    return work(tx);
  });
}

async function lockedList(tx: Transaction, listId: string): Promise<TransferListRow> {
  if (!isUuid(listId)) throw new DomainError('TRANSFER_LIST_NOT_FOUND');
  const list = await findList(tx, listId, TRANSFER_TIMEOUT_SECONDS, { lock: true });
  if (!list || list.status === 'ARCHIVED') throw new DomainError('TRANSFER_LIST_NOT_FOUND');
  return list;
}

/** The list, locked, in a status where members may be transferred or removed (spec 3 §4). */
async function actionableList(tx: Transaction, listId: string): Promise<TransferListRow> {
  const list = await lockedList(tx, listId);
  if (!ACTIONABLE_STATUSES.includes(shownStatus(list))) throw new DomainError('TRANSFER_LIST_BUSY');
  return list;
}

const reread = async (tx: Transaction, listId: string): Promise<TransferListRow> => {
  const list = await findList(tx, listId, TRANSFER_TIMEOUT_SECONDS);
  if (!list) throw new DomainError('TRANSFER_LIST_NOT_FOUND');
  return list;
};

/**
 * createTransferList (spec 3 §7): validates the parameters (spec 3 §5's texts), archives the live
 * list (a new list overwrites it; refused while a run is scheduled or going) and starts the
 * generation. The organisation's lists are serialised by a transaction lock, so two generations at
 * once make one live list, never an error.
 */
export async function createTransferList(
  context: RequestContext,
  input: unknown,
): Promise<AsyncOperationTicket> {
  authorizeTransfer(context);
  const { applicationId, userId } = context.viewer;
  return transferTransaction(context, async (tx) => {
    const { today } = await organisationDay(tx);
    const params = parseInput(createTransferListSchema(today), input);
    await lockOrganisationLists(tx, applicationId);
    const live = await findLatestList(tx, TRANSFER_TIMEOUT_SECONDS);
    if (live && live.status !== 'ARCHIVED' && RUNNING_STATUSES.includes(shownStatus(live)))
      throw new DomainError('TRANSFER_LIST_BUSY');
    await archiveLiveLists(tx);
    const transferListId = await insertList(tx, { applicationId, createdByUserId: userId, params });
    return startAsyncOperation(tx, context.deps.jobs, generateTransferListOperation, {
      applicationId,
      userId,
      input: { transferListId },
      aggregateId: transferListId,
    });
  });
}

/** getLatestTransferList: the live list, else the last archived one; null before any. */
export async function getLatestTransferList(context: RequestContext): Promise<TransferListRow | null> {
  authorizeTransfer(context);
  return transferTransaction(context, (tx) => findLatestList(tx, TRANSFER_TIMEOUT_SECONDS));
}

/** A list by id for a ticket's result (null when gone). */
export async function findTransferList(
  context: RequestContext,
  listId: string,
): Promise<TransferListRow | null> {
  authorizeTransfer(context);
  return transferTransaction(context, (tx) => findList(tx, listId, TRANSFER_TIMEOUT_SECONDS));
}

function checkIds(ids: readonly string[]): void {
  if (ids.length === 0 || ids.length > 100000 || !ids.every(isUuid))
    throw new DomainError('TRANSFER_LIST_MEMBER_NOT_SELECTABLE');
}

/** removeMembersFromTransferList: members not in progress and not transferred leave the list. */
export async function removeMembersFromTransferList(
  context: RequestContext,
  listId: string,
  personIds: readonly string[],
): Promise<TransferListRow> {
  authorizeTransfer(context);
  checkIds(personIds);
  return transferTransaction(context, async (tx) => {
    const list = await actionableList(tx, listId);
    await removeMembers(tx, list.id, personIds);
    return reread(tx, list.id);
  });
}

/** dryRunTransferList: every member's dry run again, now; nothing moves. */
export async function dryRunTransferList(context: RequestContext, listId: string): Promise<TransferListRow> {
  authorizeTransfer(context);
  return transferTransaction(context, async (tx) => {
    const list = await actionableList(tx, listId);
    await refreshDryRun(tx, list.id, (await organisationDay(tx)).today);
    return reread(tx, list.id);
  });
}

/** archiveTransferList: the list is put away (a prompt to create a new one shows). */
export async function archiveTransferList(context: RequestContext, listId: string): Promise<TransferListRow> {
  authorizeTransfer(context);
  return transferTransaction(context, async (tx) => {
    const list = await lockedList(tx, listId);
    if (RUNNING_STATUSES.includes(shownStatus(list))) throw new DomainError('TRANSFER_LIST_BUSY');
    await setListStatus(tx, list.id, 'ARCHIVED');
    return reread(tx, list.id);
  });
}

/**
 * executeTransferListAsync (memberIds null: everyone who can move and has not), retryFailedTransfers
 * (kind RETRY) and undoTransferList (kind UNDO): checked here so a refusal is immediate, then again
 * by the operation under the list's lock.
 */
export async function startTransferRun(
  context: RequestContext,
  listId: string,
  kind: RunKind,
  memberIds: readonly string[] | null,
): Promise<AsyncOperationTicket> {
  authorizeTransfer(context);
  if (memberIds !== null) checkIds(memberIds);
  const { applicationId, userId } = context.viewer;
  return transferTransaction(context, async (tx) => {
    const list = await actionableList(tx, listId);
    if (memberIds !== null) {
      const results = await resultsOf(tx, list.id, memberIds);
      const selectable = (id: string) => {
        if (!results.has(id)) return false;
        const result = results.get(id) ?? null;
        return kind === 'UNDO'
          ? result === 'TRANSFERRED'
          : result !== 'IN_PROGRESS' && result !== 'TRANSFERRED';
      };
      if (!memberIds.every(selectable)) throw new DomainError('TRANSFER_LIST_MEMBER_NOT_SELECTABLE');
    }
    return startAsyncOperation(tx, context.deps.jobs, startTransferRunOperation, {
      applicationId,
      userId,
      input: { transferListId: list.id, kind, memberIds: memberIds ? [...memberIds] : null },
      aggregateId: list.id,
    });
  });
}

/**
 * undoTransferListMember: one member's transfer reversed. Checked here so a refusal is immediate
 * (not transferred, 14 days passed, moved since, a run going), then again by the operation, which
 * moves them back in the ticket's transaction.
 */
export async function undoTransferListMember(
  context: RequestContext,
  listId: string,
  personId: string,
): Promise<AsyncOperationTicket> {
  authorizeTransfer(context);
  const { applicationId, userId } = context.viewer;
  return transferTransaction(context, async (tx) => {
    const list = await lockedList(tx, listId);
    await undoableMember(tx, list, personId);
    return startAsyncOperation(tx, context.deps.jobs, undoTransferListMemberOperation, {
      applicationId,
      userId,
      input: { transferListId: list.id, memberId: personId },
      aggregateId: list.id,
    });
  });
}

/** A page of a list's members (the list was authorised when it was read). */
export function transferListMembers(
  context: RequestContext,
  listId: string,
  page: { first: number; offset: number },
): Promise<TransferListMemberRow[]> {
  authorizeTransfer(context);
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) => listMembers(tx, listId, page));
}

/** How many members a list has. */
export function transferListMemberCount(context: RequestContext, listId: string): Promise<number> {
  authorizeTransfer(context);
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) => countMembers(tx, listId));
}

/** A list's runs, oldest first (its transfer history). */
export function transferHistory(context: RequestContext, listId: string): Promise<TransferRunRow[]> {
  authorizeTransfer(context);
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) => runsOfList(tx, listId));
}

export type { TransferListMemberRow, TransferListRow, TransferRunRow };
