import { branchesFor, expandBranchScope, MEMBER_NOT_FOUND, type OperationId } from '@clubline/domain';
import type { AsyncOperationTicket } from '../../../platform/async-operations/async-operation.ts';
import { startAsyncOperation } from '../../../platform/async-operations/async-operations.service.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { AccessDeniedError, NotFoundError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import type { BranchRow } from '../../branches/branches.repository.ts';
import { findBranchInTransaction, loadBranchesByIds } from '../../branches/branches.service.ts';
import {
  type TransferPersonToBranchInput,
  transferPersonToBranchOperation,
} from '../transfer/transfer.operation.ts';
import {
  countByHomeBranch,
  findPerson,
  findPersonsByIds,
  findRolesOfPersons,
  type PersonRoleRow,
  type PersonRow,
} from './persons.repository.ts';

export type { BranchRow, PersonRoleRow, PersonRow };

export async function countMembersByBranch(tx: Transaction, branchIds: readonly string[]) {
  return countByHomeBranch(tx, branchIds);
}

/** Used by other features inside their own transaction, e.g. the person behind a user. */
export async function findPersonInTransaction(
  tx: Transaction,
  personId: string,
): Promise<PersonRow | undefined> {
  return findPerson(tx, personId);
}

/**
 * The one rule for acting on a person: the viewer needs `operation` on the person's home branch.
 * Every use case on a person (profile, notes, SMS, attachments, transfer) goes through it, inside
 * its own transaction; call `context.permissions.load()` before opening that transaction.
 */
export async function requirePersonAccess(
  context: RequestContext,
  tx: Transaction,
  personId: string,
  operation: OperationId,
): Promise<PersonRow> {
  const person = await findPerson(tx, personId);
  if (!person) throw new NotFoundError(MEMBER_NOT_FOUND);
  if (!(await mayActOn(context, person, operation))) {
    throw new AccessDeniedError('The member does not belong to this branch.');
  }
  return person;
}

/** The rule itself: `operation` on the person's home branch (a person without one is nobody's). */
async function mayActOn(
  context: RequestContext,
  person: PersonRow,
  operation: OperationId,
): Promise<boolean> {
  return person.homeBranchId !== null && (await context.permissions.can(operation, person.homeBranchId));
}

/**
 * The branches the viewer holds `operation` on, narrowed to `requested` when given (branch ids,
 * group ids or ALL_BRANCHES, expanded). Branch-level users so search only their branches whatever
 * the web asks for.
 */
export async function permittedBranches(
  context: RequestContext,
  operation: OperationId,
  requested?: readonly string[] | null,
): Promise<string[]> {
  const permissions = await context.permissions.load();
  const permitted = branchesFor(permissions, operation);
  if (requested === null || requested === undefined) return permitted;
  const directory = {
    branches: permissions.allBranchIds.map((id) => ({ id })),
    groups: [...permissions.groups].map(([id, branches]) => ({ id, branches })),
  };
  const wanted = new Set(requested.flatMap((scope) => expandBranchScope(scope, directory)));
  return permitted.filter((id) => wanted.has(id));
}

/** The home branch of a person, for its time zone ("today", activity windows). */
export async function homeBranchOf(tx: Transaction, person: PersonRow): Promise<BranchRow | undefined> {
  return person.homeBranchId ? findBranchInTransaction(tx, person.homeBranchId) : undefined;
}

/** A person the viewer may see: view-member on the person's home branch. */
export async function getPerson(context: RequestContext, personId: string): Promise<PersonRow> {
  await context.permissions.load();
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
    requirePersonAccess(context, tx, personId, 'view-member'),
  );
}

/**
 * The person when the viewer may view members of their home branch, otherwise null. For results
 * that may legitimately point beyond the viewer's branches: a front desk that moves a member to
 * another branch learns the transfer is done, not the member's details there.
 */
export async function findVisiblePerson(
  context: RequestContext,
  personId: string,
): Promise<PersonRow | null> {
  const person = await withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
    findPerson(tx, personId),
  );
  return person && (await mayActOn(context, person, 'view-member')) ? person : null;
}

/** Batch read for DataLoaders; RLS keeps it inside the tenant. */
export async function loadPersons(context: RequestContext, ids: readonly string[]): Promise<PersonRow[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) => findPersonsByIds(tx, ids));
}

/** The roles of many persons at once (DataLoader). */
export async function loadPersonRoles(
  context: RequestContext,
  personIds: readonly string[],
): Promise<PersonRoleRow[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) => findRolesOfPersons(tx, personIds));
}

/** Home branches of many persons at once (DataLoader). */
export async function loadHomeBranches(
  context: RequestContext,
  ids: readonly string[],
): Promise<BranchRow[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) => loadBranchesByIds(tx, ids));
}

/**
 * Starts the transfer: manage-member on the person's current home branch is required. The ticket
 * and job are written together; the worker applies the move.
 */
export async function transferPersonToBranch(
  context: RequestContext,
  input: TransferPersonToBranchInput,
): Promise<AsyncOperationTicket> {
  await context.permissions.load(); // before the transaction, so the check below needs no second connection
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, input.personId, 'manage-member');
    return startAsyncOperation(tx, context.deps.jobs, transferPersonToBranchOperation, {
      applicationId: context.viewer.applicationId,
      userId: context.viewer.userId,
      input,
    });
  });
}
