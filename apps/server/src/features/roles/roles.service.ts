import { ALL_BRANCHES, derivePermissions, isUuid } from '@clubline/domain';
import type { AccessLoader } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import {
  type AssignmentRow,
  findAccessSources,
  findAssignmentsOfUser,
  listRolesWithOperations,
} from './roles.repository.ts';

/**
 * The viewer's access, read once per request before anything else (platform/auth/authorization):
 * null when the account is not a user of the viewer's application (RLS hides other organisations'
 * users, and an id that is not a UUID names nobody), else the permissions derived from their role
 * assignments with ALL_BRANCHES and groups expanded (spec 1 §6). One statement, read fresh every
 * request: a removed account or a changed assignment applies to the next request on every replica.
 * Inside /graphql it runs in the request's transaction, so the permissions and the data the request
 * reads come from one snapshot.
 */
export const loadAccess: AccessLoader = async (db, viewer) => {
  if (!isUuid(viewer.userId) || !isUuid(viewer.applicationId)) return null;
  const sources = await withTenant(db, viewer.applicationId, (tx) =>
    findAccessSources(tx, viewer.userId, viewer.tokenIssuedAt),
  );
  if (!sources) return null;
  const assignments = sources.assignments.map((row) => assignmentOf(viewer.userId, row));
  return derivePermissions({ ...sources.directory, assignments, roles: sources.roles });
};

export type RoleWithOperations = Awaited<ReturnType<typeof listRolesWithOperations>>[number];

/** The application's role catalogue with each role's operation ids, sorted by name. */
export async function listRoleCatalogue(tx: Transaction): Promise<RoleWithOperations[]> {
  return listRolesWithOperations(tx);
}

export interface RoleAssignment {
  userId: string;
  roleId: string;
  /** 'ALL_BRANCHES', a branch-group id or a branch id (spec 1 §3). */
  branchId: string;
  /** The built-in admin role held on ALL_BRANCHES: the organisation's super-admin group. */
  isSuperAdmin: boolean;
}

const SUPER_ADMIN_ROLE_ID = 'admin';

/** A user's role assignments, each with its scope as spec 1 names it. */
export async function roleAssignmentsOfUser(tx: Transaction, userId: string): Promise<RoleAssignment[]> {
  const rows = await findAssignmentsOfUser(tx, userId);
  return rows.map((row) => assignmentOf(userId, row));
}

function assignmentOf(userId: string, row: AssignmentRow): RoleAssignment {
  return {
    userId,
    roleId: row.roleId,
    branchId: row.branchId,
    isSuperAdmin: row.roleId === SUPER_ADMIN_ROLE_ID && row.branchId === ALL_BRANCHES,
  };
}
