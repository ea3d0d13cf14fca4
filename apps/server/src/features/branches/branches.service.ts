import { ALL_BRANCHES, type BranchDirectory } from '@clubline/domain';
import { ANY_ROLE, authorize } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import {
  type BranchGroupRow,
  type BranchRow,
  findBranch,
  findBranchesByIds,
  listBranches,
  listBranchGroups,
} from './branches.repository.ts';

/** Branches and groups as plain ids: what permission derivation needs. */
export async function branchDirectory(tx: Transaction): Promise<BranchDirectory> {
  const branchRows = await listBranches(tx);
  const groupRows = await listBranchGroups(tx);
  return {
    branches: branchRows.map((branch) => ({ id: branch.id })),
    groups: groupRows.map((group) => ({ id: group.id, branches: group.branchIds })),
  };
}

/** The virtual group ALL_BRANCHES: every branch of the organisation; it cannot be edited. */
export function allBranchesGroup(branchIds: string[]): BranchGroupRow {
  return {
    id: ALL_BRANCHES,
    applicationId: '',
    name: ALL_BRANCHES,
    description: 'Every branch of the organisation',
    branchIds,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };
}

/** Every branch and group of the organisation, each sorted by name (spec 1 §3). */
export async function allBranchesAndGroups(
  context: RequestContext,
): Promise<{ branches: BranchRow[]; groups: BranchGroupRow[] }> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const branches = await listBranches(tx);
    const groups = await listBranchGroups(tx);
    return { branches, groups };
  });
}

/** One branch the viewer holds a role on; other branches read as not found. */
export async function getBranch(context: RequestContext, branchId: string): Promise<BranchRow> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, ANY_ROLE, { kind: 'branch', id: branchId });
    const branch = await findBranch(tx, branchId);
    if (!branch) throw new DomainError('BRANCH_NOT_FOUND');
    return branch;
  });
}

/** Used by other features inside their own transaction, e.g. to check a target branch. */
export async function findBranchInTransaction(
  tx: Transaction,
  branchId: string,
): Promise<BranchRow | undefined> {
  return findBranch(tx, branchId);
}

export async function loadBranchesByIds(tx: Transaction, ids: readonly string[]): Promise<BranchRow[]> {
  return findBranchesByIds(tx, ids);
}

export type { BranchGroupRow, BranchRow };
