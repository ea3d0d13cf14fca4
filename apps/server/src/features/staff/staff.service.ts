import { randomBytes } from 'node:crypto';
import {
  type Address,
  isCheckableUsername,
  isUuid,
  STAFF_INACTIVE_TAG,
  STAFF_PAGE_SIZE,
  type StoredAddress,
  staffMemberDetailsInputSchema,
  staffMemberInputSchema,
  usernameSchema,
} from '@clubline/domain';
import { allows, authorize, authorizeRead, permittedBranches } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/constraint-errors.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { loadBranchesByIds } from '../branches/public.ts';
import {
  findUserByUsername,
  findUserOfPerson,
  findUsersOfPersons,
  hashPassword,
  insertUser,
  setUserAvailability,
  setUserDisabled,
  type UserRow,
} from '../identity/public.ts';
import type { PersonRow } from '../members/public.ts';
import {
  findStaffBranchesOfPersons,
  findStaffPage,
  findStaffPerson,
  insertStaffPerson,
  updateStaffPerson,
} from './staff.repository.ts';
import { notifyEmailChanged } from './staff-emails.ts';

/** A staff member as the staff screens read them (spec 3 §3). */
export interface StaffView {
  person: PersonRow;
  user: UserRow | null;
  branchIds: string[];
  /** The person's tags, with 'inactive' while the account is deactivated (spec 3 §4). */
  tags: string[];
}

/** Where a staff member is seen from (the `staff-member` subject's places): the branches they work for. */
export const staffPlaces = (staff: StaffView): readonly string[] => staff.branchIds;

function staffViewOf(person: PersonRow, user: UserRow | null, branchIds: string[]): StaffView {
  const tags = person.tags.filter((tag) => tag !== STAFF_INACTIVE_TAG);
  if (user?.disabledAt) tags.push(STAFF_INACTIVE_TAG);
  return { person, user, branchIds, tags };
}

/** A person is staff when they have a sign-in account or work for a branch. */
export async function findStaff(tx: Transaction, personId: string, options: { lock?: boolean } = {}) {
  const person = await findStaffPerson(tx, personId, options);
  if (!person) return undefined;
  const user = (await findUserOfPerson(tx, personId)) ?? null;
  const branchIds = (await findStaffBranchesOfPersons(tx, [personId])).get(personId) ?? [];
  if (!user && branchIds.length === 0) return undefined;
  return staffViewOf(person, user, branchIds);
}

const storedAddress = (address: Address | undefined): StoredAddress | null =>
  address
    ? {
        address1: address.address1 ?? null,
        address2: address.address2 ?? null,
        suburb: address.suburb ?? null,
        city: address.city ?? null,
        state: address.state ?? null,
        postalCode: address.postalCode ?? null,
        country: address.country,
      }
    : null;

const staffAccessDenied = () => new DomainError('STAFF_ACCESS_DENIED');

/**
 * A staff member the viewer may see (spec 3 §6): the `staff-member` subject seen from one of the
 * branches they work for (authorize's reach 'see'; someone who works for none is the
 * organisation's), read once for the check and the answer. At branch level (`branchId`), the
 * viewer must see that branch's staff, and someone who does not work there is "The staff does not
 * belong to this branch."
 */
export async function requireVisibleStaff(
  context: RequestContext,
  tx: Transaction,
  personId: string,
  branchId?: string | null,
  options: { lock?: boolean } = {},
): Promise<StaffView> {
  if (branchId)
    await authorize(
      context,
      tx,
      'view-staff-member',
      { kind: 'branch', id: branchId },
      { refusal: staffAccessDenied },
    );
  return authorizeRead(
    context,
    'view-staff-member',
    { kind: 'staff-member', id: personId },
    async () => {
      const staff = isUuid(personId) ? await findStaff(tx, personId, options) : undefined;
      if (staff && branchId && !staff.branchIds.includes(branchId))
        throw new DomainError('STAFF_NOT_IN_BRANCH');
      return staff;
    },
    staffPlaces,
    { reach: 'see' },
  );
}

/**
 * A staff member the viewer may manage, locked for the change: authorize decides through the
 * `staff-member` subject (staff-subject.ts): manage-staff-member on every branch they work for and
 * every branch their roles cover, each role one the viewer could have granted. A query runs in a
 * read-only transaction, where no row can be locked: it passes `lock: false`.
 */
export async function requireManageableStaff(
  context: RequestContext,
  tx: Transaction,
  personId: string,
  options: { lock: boolean } = { lock: true },
): Promise<StaffView> {
  const staff = await requireVisibleStaff(context, tx, personId, null, options);
  await authorize(context, tx, 'manage-staff-member', { kind: 'staff-member', id: personId });
  return staff;
}

/** Whether the viewer may manage the staff member (the `staff-member` subject), for the page's actions. */
export async function mayManageStaff(context: RequestContext, personId: string): Promise<boolean> {
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
    allows(context, tx, 'manage-staff-member', { kind: 'staff-member', id: personId }),
  );
}

export interface StaffListArgs {
  branches: readonly string[];
  term: string;
  limit: number;
  offset: number;
}

/**
 * Spec 3 §7 staff list: the staff of the requested branches (ids, groups or ALL_BRANCHES) the
 * viewer holds view-staff-member on (others are left out, not refused), by name, a page at a time with the total.
 */
export async function listStaff(
  context: RequestContext,
  args: StaffListArgs,
): Promise<{ persons: StaffView[]; total: number }> {
  // ALL_BRANCHES and group ids stand for their branches; anything else names no branch.
  const branchIds = permittedBranches(context.permissions, 'view-staff-member', args.branches);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const page = await findStaffPage(tx, {
      branchIds,
      term: args.term,
      limit: Math.min(Math.max(args.limit, 1), STAFF_PAGE_SIZE * 4),
      offset: Math.max(args.offset, 0),
    });
    const ids = page.rows.map((row) => row.id);
    const users = new Map((await findUsersOfPersons(tx, ids)).map((user) => [user.personId, user]));
    const branches = await findStaffBranchesOfPersons(tx, ids);
    return {
      persons: page.rows.map((row) =>
        staffViewOf(row, users.get(row.id) ?? null, branches.get(row.id) ?? []),
      ),
      total: page.total,
    };
  });
}

export async function getStaffMember(
  context: RequestContext,
  personId: string,
  branchId: string | null,
): Promise<StaffView> {
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
    requireVisibleStaff(context, tx, personId, branchId),
  );
}

/**
 * Spec 3 §5: whether a username is taken in the organisation, case ignored. A username that
 * breaks its rules is not looked up (the form asks only once it is valid): false.
 */
export async function checkUsernameExists(context: RequestContext, username: string): Promise<boolean> {
  if (!isCheckableUsername(username)) return false;
  const trimmed = parseInput(usernameSchema, username);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) =>
    Boolean(await findUserByUsername(tx, trimmed)),
  );
}

/**
 * Every chosen branch must exist in the organisation and be one the viewer manages staff on (the
 * `branches` subject). Its denial reads as the staff pages' (STAFF_ACCESS_DENIED).
 */
async function requireBranchesToManage(
  context: RequestContext,
  tx: Transaction,
  branchIds: readonly string[],
): Promise<void> {
  const found = await loadBranchesByIds(tx, branchIds);
  if (found.length !== branchIds.length) throw new DomainError('BRANCH_NOT_FOUND');
  try {
    await authorize(context, tx, 'manage-staff-member', { kind: 'branches', ids: branchIds });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'BRANCHES_ACCESS_DENIED')
      throw new DomainError('STAFF_ACCESS_DENIED');
    throw error;
  }
}

/**
 * Spec 3 §7 addStaffMember: the person, a StaffMember role at each branch and the sign-in account,
 * in one transaction. The account starts with a random password nobody knows: Reset password
 * emails the first passcode. Two adds of one username: the database's unique index lets one win
 * and the other reads "Username already exists".
 */
export async function addStaffMember(context: RequestContext, raw: unknown): Promise<string> {
  const input = parseInput(staffMemberInputSchema({ today: {} }), raw);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    return await withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
      await requireBranchesToManage(context, tx, input.branches);
      if (await findUserByUsername(tx, input.username)) throw new DomainError('USERNAME_TAKEN');
      const person = await insertStaffPerson(
        tx,
        {
          applicationId: context.viewer.applicationId,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          gender: input.gender,
          dateOfBirth: input.dateOfBirth ?? null,
          mobilePhone: input.mobilePhone ?? null,
          address: storedAddress(input.address),
        },
        input.branches,
      );
      await insertUser(tx, {
        applicationId: context.viewer.applicationId,
        personId: person.id,
        username: input.username,
        passwordHash,
        availableForSessions: input.availableForSessions,
      });
      return person.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_application_username_idx')) throw new DomainError('USERNAME_TAKEN');
    throw error;
  }
}

/**
 * Spec 3 §7 updateStaff: details and branches. The viewer must manage the staff member (the
 * `staff-member` subject) and staff at every branch they are given. A changed email is told to
 * the previous address.
 */
export async function updateStaff(context: RequestContext, raw: unknown): Promise<StaffView> {
  const input = parseInput(staffMemberDetailsInputSchema({ today: {} }), raw);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const staff = await requireManageableStaff(context, tx, input.personId);
    await requireBranchesToManage(context, tx, input.branches);
    await notifyEmailChanged(context, tx, staff, input.email);
    const person = await updateStaffPerson(
      tx,
      staff.person,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        gender: input.gender,
        dateOfBirth: input.dateOfBirth ?? null,
        mobilePhone: input.mobilePhone,
        address: storedAddress(input.address),
      },
      input.branches,
    );
    if (staff.user) await setUserAvailability(tx, staff.user.id, input.availableForSessions);
    const updated = await findStaff(tx, person.id);
    if (!updated) throw new DomainError('STAFF_NOT_FOUND');
    return updated;
  });
}

/**
 * Spec 3 §4 Deactivate / Reactivate. Deactivation stops the account at once, with nothing to
 * revoke one by one: sign-in refuses it, the identity provider finds no such account for its
 * refresh tokens, sessions and codes (findAccount), and every api request with an access token
 * already issued is refused by the per-request access read (userExistsSql). Both end the sessions
 * of every earlier sign-in (setUserDisabled), so Reactivate does not bring them back.
 */
export async function setStaffActive(
  context: RequestContext,
  personId: string,
  active: boolean,
): Promise<StaffView> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const staff = await requireManageableStaff(context, tx, personId);
    if (!staff.user) throw new DomainError('STAFF_ACCOUNT_MISSING');
    if (!active && staff.user.id === context.viewer.userId) throw new DomainError('STAFF_SELF_DEACTIVATION');
    const disabledAt = active ? null : (staff.user.disabledAt ?? new Date());
    await setUserDisabled(tx, staff.user.id, disabledAt);
    return staffViewOf(staff.person, { ...staff.user, disabledAt }, staff.branchIds);
  });
}
