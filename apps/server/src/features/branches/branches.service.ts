import { ALL_BRANCHES, type BranchDirectory, isPermittedBranch } from '@clubline/domain';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { NotFoundError } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { countMembersByBranch } from '../members/persons/persons.service.ts';
import {
  type BranchGroupRow,
  type BranchRow,
  findBranch,
  findBranchesByIds,
  listBranches,
  listBranchGroups,
} from './branches.repository.ts';

export type BranchWithCount = BranchRow & { memberCount: number };

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
): Promise<{ branches: BranchWithCount[]; groups: BranchGroupRow[] }> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const branchRows = await listBranches(tx);
    const groups = await listBranchGroups(tx);
    const counts = await countMembersByBranch(
      tx,
      branchRows.map((branch) => branch.id),
    );
    return {
      branches: branchRows.map((branch) => ({ ...branch, memberCount: counts.get(branch.id) ?? 0 })),
      groups,
    };
  });
}

/** Branches outside the viewer's permitted set read as not found, as if they did not exist. */
export async function assertPermittedBranch(context: RequestContext, branchId: string): Promise<void> {
  const permissions = await context.permissions.load();
  if (!isPermittedBranch(permissions, branchId)) throw new NotFoundError('Branch not found');
}

/** One branch the viewer holds a role on; other branches read as not found. */
export async function getBranch(context: RequestContext, branchId: string): Promise<BranchWithCount> {
  await assertPermittedBranch(context, branchId);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const branch = await findBranch(tx, branchId);
    if (!branch) throw new NotFoundError('Branch not found');
    const counts = await countMembersByBranch(tx, [branch.id]);
    return { ...branch, memberCount: counts.get(branch.id) ?? 0 };
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
