import {
  ALL_BRANCHES,
  type BranchGroupInput,
  branchGroupInputSchema,
  branchGroupMessages,
  can,
  isBranchGroupNameFree,
  isUuid,
  type Permissions,
} from '@clubline/domain';
import type { Transaction } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/constraint-errors.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { AccessDeniedError, NotFoundError, ValidationError } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import {
  type BranchGroupRow,
  branchGroupNameTaken,
  deleteBranchGroupBranch,
  findBranchGroup,
  insertBranchGroup,
  listBranches,
  replaceBranchGroupBranches,
  updateBranchGroup as updateBranchGroupRow,
} from './branches.repository.ts';
import { allBranchesGroup } from './branches.service.ts';

const GROUP_NOT_FOUND = 'Branch group not found';

/** One group by id; ALL_BRANCHES is the virtual group of every branch. */
export async function getBranchGroup(context: RequestContext, id: string): Promise<BranchGroupRow> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    if (id === ALL_BRANCHES) return allBranchesGroupOf(tx);
    const group = isUuid(id) ? await findBranchGroup(tx, id) : undefined;
    if (!group) throw new NotFoundError(GROUP_NOT_FOUND);
    return group;
  });
}

export async function createBranchGroup(
  context: RequestContext,
  raw: BranchGroupInput,
): Promise<BranchGroupRow> {
  const input = branchGroupInputSchema.parse(raw);
  const permissions = await context.permissions.load();
  assertKnownBranches(permissions, input.branches);
  assertManages(permissions, input.branches);
  return saveGroup(context, async (tx) => {
    await assertNameFree(tx, input.name, null);
    const id = await insertBranchGroup(
      tx,
      { applicationId: context.viewer.applicationId, name: input.name, description: input.description },
      input.branches,
    );
    return reload(tx, id);
  });
}

/** Edits name, description and branches; needs manage-branch-group on the old and new branches. */
export async function updateBranchGroup(
  context: RequestContext,
  id: string,
  raw: BranchGroupInput,
): Promise<BranchGroupRow> {
  if (id === ALL_BRANCHES) throw new ValidationError(branchGroupMessages.allBranchesReadOnly);
  const input = branchGroupInputSchema.parse(raw);
  const permissions = await context.permissions.load();
  assertKnownBranches(permissions, input.branches);
  return saveGroup(context, async (tx) => {
    const group = await lockGroup(tx, id);
    assertManages(permissions, [...group.branchIds, ...input.branches]);
    await assertNameFree(tx, input.name, group.id);
    await updateBranchGroupRow(tx, group.id, { name: input.name, description: input.description });
    await replaceBranchGroupBranches(tx, group, input.branches);
    return reload(tx, group.id);
  });
}

/** Takes one branch out of a group; a group keeps at least one branch (spec 3 §2). */
export async function removeBranchFromBranchGroup(
  context: RequestContext,
  groupId: string,
  branchId: string,
): Promise<BranchGroupRow> {
  if (groupId === ALL_BRANCHES) throw new ValidationError(branchGroupMessages.allBranchesReadOnly);
  const permissions = await context.permissions.load();
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const group = await lockGroup(tx, groupId);
    assertManages(permissions, group.branchIds);
    if (!group.branchIds.includes(branchId)) throw new NotFoundError('The branch is not in this group');
    if (group.branchIds.length <= 1) throw new ValidationError(branchGroupMessages.branchesRequired);
    await deleteBranchGroupBranch(tx, group.id, branchId);
    return reload(tx, group.id);
  });
}

async function allBranchesGroupOf(tx: Transaction): Promise<BranchGroupRow> {
  return allBranchesGroup((await listBranches(tx)).map((branch) => branch.id));
}

async function lockGroup(tx: Transaction, id: string): Promise<BranchGroupRow> {
  const group = isUuid(id) ? await findBranchGroup(tx, id, { lock: true }) : undefined;
  if (!group) throw new NotFoundError(GROUP_NOT_FOUND);
  return group;
}

async function reload(tx: Transaction, id: string): Promise<BranchGroupRow> {
  const group = await findBranchGroup(tx, id);
  if (!group) throw new Error('A saved branch group could not be read back');
  return group;
}

/** Writes in the tenant's transaction; a concurrent group of the same name loses like the pre-check. */
async function saveGroup(
  context: RequestContext,
  write: (tx: Transaction) => Promise<BranchGroupRow>,
): Promise<BranchGroupRow> {
  try {
    return await withTenant(context.deps.db, context.viewer.applicationId, write);
  } catch (error) {
    if (isUniqueViolation(error, 'branch_groups_application_name_idx')) throw nameTaken();
    throw error;
  }
}

async function assertNameFree(tx: Transaction, name: string, exceptId: string | null): Promise<void> {
  // ALL_BRANCHES is the name of the virtual group of every branch: no real group may take it.
  if (!isBranchGroupNameFree(name, []) || (await branchGroupNameTaken(tx, name, exceptId))) {
    throw nameTaken();
  }
}

const nameTaken = () =>
  new ValidationError(branchGroupMessages.nameTaken, { name: branchGroupMessages.nameTaken });

function assertKnownBranches(permissions: Permissions, branchIds: readonly string[]): void {
  if (branchIds.some((id) => !permissions.allBranchIds.includes(id))) {
    throw new ValidationError('Branch not found', { branches: 'Branch not found' });
  }
}

/** Groups change who may do what where, so every branch concerned needs manage-branch-group. */
function assertManages(permissions: Permissions, branchIds: readonly string[]): void {
  if (!branchIds.every((id) => can(permissions, 'manage-branch-group', id))) {
    throw new AccessDeniedError('You may not manage branch groups on every branch of this group.');
  }
}
