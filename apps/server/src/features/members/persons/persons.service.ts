import { isUuid, type OperationId } from '@clubline/domain';
import { authorizeRead, readIfAllowed, type SubjectResolver } from '../../../platform/auth/authorization.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import type { BranchRow } from '../../branches/public.ts';
import { findBranchInTransaction, loadBranchesByIds } from '../../branches/public.ts';
import {
  countMembersAtHome,
  findPerson,
  findPersonsByIds,
  findRolesOfPersons,
  type PersonRoleRow,
  type PersonRow,
} from './persons.repository.ts';

export type { BranchRow, PersonRoleRow, PersonRow };

/** Branch.memberCount: the people the branch's My Members list counts (members and prospects at home). */
export async function countMembersByBranch(tx: Transaction, branchIds: readonly string[]) {
  return countMembersAtHome(tx, branchIds);
}

/** Many persons at once, inside another feature's transaction (RLS keeps it in the tenant). */
export async function findPersonsInTransaction(
  tx: Transaction,
  ids: readonly string[],
): Promise<PersonRow[]> {
  return findPersonsByIds(tx, ids);
}

/** Used by other features inside their own transaction, e.g. the person behind a user. */
export async function findPersonInTransaction(
  tx: Transaction,
  personId: string,
): Promise<PersonRow | undefined> {
  return findPerson(tx, personId);
}

/**
 * A person, once `operation` is authorized on them (held on their home branch as stored): every
 * use case on a person (profile, notes, SMS, attachments, transfer) reads the person through it,
 * inside its own transaction. The row that answers the check is the row returned: one read.
 */
export async function requirePersonAccess(
  context: RequestContext,
  tx: Transaction,
  personId: string,
  operation: OperationId,
): Promise<PersonRow> {
  return authorizeRead(
    context,
    operation,
    { kind: 'person', id: personId },
    () => readPerson(tx, personId),
    ownersOf,
  );
}

/** The person subject's owner: their home branch (a person without one is nobody's). */
export const personSubject: SubjectResolver = {
  async owners(tx, id) {
    const person = await readPerson(tx, id);
    return person ? ownersOf(person) : null;
  },
  notFound: () => new DomainError('MEMBER_NOT_FOUND'),
  denied: () => new DomainError('MEMBER_NOT_IN_BRANCH'),
};

/** An id that is not a UUID names nobody (and must not reach PostgreSQL's uuid cast). */
function readPerson(tx: Transaction, id: string): Promise<PersonRow | undefined> {
  return isUuid(id) ? findPerson(tx, id) : Promise.resolve(undefined);
}

function ownersOf(person: PersonRow): readonly string[] {
  return person.homeBranchId ? [person.homeBranchId] : [];
}

/** The home branch of a person, for its time zone ("today", activity windows). */
export async function homeBranchOf(tx: Transaction, person: PersonRow): Promise<BranchRow | undefined> {
  return person.homeBranchId ? findBranchInTransaction(tx, person.homeBranchId) : undefined;
}

/** A person the viewer may see: view-member on the person's home branch. */
export async function getPerson(context: RequestContext, personId: string): Promise<PersonRow> {
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
  return withTenant(context.deps.db, context.viewer.applicationId, (tx) =>
    readIfAllowed(
      context,
      'view-member',
      { kind: 'person', id: personId },
      () => readPerson(tx, personId),
      ownersOf,
    ),
  );
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
