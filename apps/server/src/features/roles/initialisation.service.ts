import { authorize } from '../../platform/auth/authorization.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { findUserInTransaction as findUser } from '../identity/public.ts';
import { findPersonInTransaction } from '../members/public.ts';
import {
  listRoleCatalogue,
  type RoleAssignment,
  type RoleWithOperations,
  roleAssignmentsOfUser,
} from './roles.service.ts';

export interface InitialisationData {
  me: { applicationId: string; personId: string; userId: string };
  authzRoles: RoleWithOperations[];
  operationsPerRole: { roleId: string; operations: string[] }[];
}

export interface PersonSummary {
  id: string;
  firstName: string;
  lastName: string;
  hasImage: boolean;
}

export interface InitialisationByUser {
  roleAssignments: RoleAssignment[];
  person: PersonSummary;
}

/** Spec 1 §7.3 getInitialisationData: who is signed in and the application's role catalogue. */
export async function getInitialisationData(context: RequestContext): Promise<InitialisationData> {
  const { viewer } = context;
  return withTenant(context.deps.db, viewer.applicationId, async (tx) => {
    const user = await findUser(tx, viewer.userId);
    if (!user) throw new DomainError('USER_NOT_FOUND');
    const roles = await listRoleCatalogue(tx);
    return {
      me: { applicationId: viewer.applicationId, personId: user.personId, userId: user.id },
      authzRoles: roles,
      operationsPerRole: roles.map((role) => ({ roleId: role.id, operations: role.operations })),
    };
  });
}

/**
 * Spec 1 §7.3 getInitialisationByUser: a user's role assignments and person. Staff always read
 * their own; someone else's need view-staff-member on every branch that user's assignments cover
 * (their home branch when they have none yet): see userSubject and docs/security.md.
 */
export async function getInitialisationByUser(
  context: RequestContext,
  userId: string,
): Promise<InitialisationByUser> {
  const { viewer } = context;
  return withTenant(context.deps.db, viewer.applicationId, async (tx) => {
    // Another user's assignments: view-staff-member on every branch they cover, so a branch
    // manager cannot read an organisation-wide admin's.
    if (userId !== viewer.userId)
      await authorize(context, tx, 'view-staff-member', { kind: 'user', id: userId });
    const user = await findUser(tx, userId);
    if (!user) throw new DomainError('USER_NOT_FOUND');
    // One transaction is one connection: its queries run one after another.
    const roleAssignments = await roleAssignmentsOfUser(tx, user.id);
    const person = await findPersonInTransaction(tx, user.personId);
    if (!person) throw new DomainError('USER_NOT_FOUND');
    return {
      roleAssignments,
      person: {
        id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        hasImage: person.imageKey !== null,
      },
    };
  });
}
