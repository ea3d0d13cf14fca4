import {
  ALL_BRANCHES,
  type BranchGroupInput,
  branchGroupInputSchema,
  branchGroupMessages,
  errorText,
  isBranchGroupNameFree,
  isUuid,
  type Permissions,
} from '@clubline/domain';
import { ANY_ROLE, authorize } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/constraint-errors.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError, withFieldErrors } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
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

/**
 * One group by id; ALL_BRANCHES is the virtual group of every branch. Reading a group takes a role
 * on every branch it holds (a role on the group itself or on ALL_BRANCHES expands to them): the
 * detail page is about those branches. Anyone else gets the answer of a group that does not exist,
 * as with a branch, so an id says nothing about what lies outside one's branches.
 */
export async function getBranchGroup(context: RequestContext, id: string): Promise<BranchGroupRow> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, ANY_ROLE, { kind: 'branch-group', id });
    if (id === ALL_BRANCHES) return allBranchesGroupOf(tx);
    const group = await findBranchGroup(tx, id);
    if (!group) throw new DomainError('BRANCH_GROUP_NOT_FOUND');
    return group;
  });
}

export async function createBranchGroup(
  context: RequestContext,
  raw: BranchGroupInput,
): Promise<BranchGroupRow> {
  const input = parseInput(branchGroupInputSchema, raw);
  assertKnownBranches(context.permissions, input.branches);
  return saveGroup(context, async (tx) => {
    await authorize(context, tx, 'manage-branch-group', { kind: 'branches', ids: input.branches });
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
  if (id === ALL_BRANCHES) throw new DomainError('ALL_BRANCHES_READ_ONLY');
  const input = parseInput(branchGroupInputSchema, raw);
  assertKnownBranches(context.permissions, input.branches);
  return saveGroup(context, async (tx) => {
    const group = await lockGroup(tx, id);
    // The group's branches now and after: moving a branch in or out changes who may do what there.
    await authorize(context, tx, 'manage-branch-group', { kind: 'branch-group', id: group.id });
    await authorize(context, tx, 'manage-branch-group', { kind: 'branches', ids: input.branches });
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
  if (groupId === ALL_BRANCHES) throw new DomainError('ALL_BRANCHES_READ_ONLY');
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const group = await lockGroup(tx, groupId);
    await authorize(context, tx, 'manage-branch-group', { kind: 'branch-group', id: group.id });
    if (!group.branchIds.includes(branchId)) throw new DomainError('BRANCH_NOT_IN_GROUP');
    if (group.branchIds.length <= 1) throw new DomainError('BRANCH_GROUP_NEEDS_BRANCHES');
    await deleteBranchGroupBranch(tx, group.id, branchId);
    return reload(tx, group.id);
  });
}

async function allBranchesGroupOf(tx: Transaction): Promise<BranchGroupRow> {
  return allBranchesGroup((await listBranches(tx)).map((branch) => branch.id));
}

async function lockGroup(tx: Transaction, id: string): Promise<BranchGroupRow> {
  const group = isUuid(id) ? await findBranchGroup(tx, id, { lock: true }) : undefined;
  if (!group) throw new DomainError('BRANCH_GROUP_NOT_FOUND');
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
  withFieldErrors(new DomainError('BRANCH_GROUP_NAME_TAKEN'), { name: branchGroupMessages.nameTaken });

function assertKnownBranches(permissions: Permissions, branchIds: readonly string[]): void {
  if (branchIds.some((id) => !permissions.allBranchIds.includes(id))) {
    throw withFieldErrors(new DomainError('BRANCH_NOT_FOUND'), { branches: errorText('BRANCH_NOT_FOUND') });
  }
}
