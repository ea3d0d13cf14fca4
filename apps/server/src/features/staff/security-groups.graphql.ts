import { z } from 'zod';
import { ROLE_ASSIGNMENT_OF_INPUT, requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import {
  type AssignableRole,
  changeSecurityGroup,
  getSecurityGroups,
  type SecurityGroupAssignment,
  type SecurityGroups,
} from './security-groups.service.ts';
import { personIdArg } from './staff.graphql.ts';

const roleIdArg = z.string().max(200);
const scopeArg = z.string().max(100);

const AssignmentRef = builder.objectRef<SecurityGroupAssignment>('StaffRoleAssignment').implement({
  description: 'A role a staff member holds on a scope (spec 1 §3 role assignment).',
  fields: (t) => ({
    roleId: t.exposeString('roleId', { description: 'The role.' }),
    roleName: t.exposeString('roleName', { description: 'Its name.' }),
    branchId: t.exposeString('branchId', { description: 'ALL_BRANCHES, a branch-group id or a branch id.' }),
    isSuperAdmin: t.exposeBoolean('isSuperAdmin', {
      description: 'Admin on ALL_BRANCHES: the super-admin group.',
    }),
  }),
});

const AssignableRoleRef = builder.objectRef<AssignableRole>('AssignableRole').implement({
  description: 'A role the viewer may assign and remove, and on which scopes (manage-role-assignment-*).',
  fields: (t) => ({
    roleId: t.exposeString('roleId', { description: 'The role.' }),
    roleName: t.exposeString('roleName', { description: 'Its name.' }),
    branchIds: t.exposeStringList('branchIds', {
      description: 'ALL_BRANCHES, group ids and branch ids where the viewer holds the assignment operation.',
    }),
  }),
});

const SecurityGroupsRef = builder.objectRef<SecurityGroups>('StaffSecurityGroups').implement({
  description: "A staff member's security groups (spec 3 §2 Staff).",
  fields: (t) => ({
    personId: t.exposeID('personId', { description: 'The staff member.' }),
    assignments: t.field({
      type: [AssignmentRef],
      description: 'What they hold.',
      resolve: (g) => g.assignments,
    }),
    assignable: t.field({
      type: [AssignableRoleRef],
      description: 'What the viewer may change.',
      resolve: (g) => g.assignable,
    }),
  }),
});

const changeArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  roleId: t.arg.string({ required: true, validate: roleIdArg }),
  branchId: t.arg.string({ required: true, validate: scopeArg }),
  personId: t.arg.id({ required: true, validate: personIdArg }),
});

/**
 * Assigning or removing a role: seeing the staff member and their assignments, then the role's
 * assignment operation on every branch of the scope. The gate is only "signed in": which
 * manage-role-assignment-* is needed is known once the input is read.
 */
const ROLE_CHANGE = {
  reach: 'see',
  gate: 'signed-in',
  also: [
    { operation: 'view-staff-member', subject: 'user' },
    { operation: ROLE_ASSIGNMENT_OF_INPUT, subject: 'branches' },
  ],
} as const;

/** Security groups: roles per staff member, and assign/remove role to person. */
export function registerSecurityGroupFields(): void {
  builder.queryFields((t) => ({
    getStaffSecurityGroups: t.field({
      type: SecurityGroupsRef,
      description: "Spec 3 §7 roles per user: the staff member's roles; view-staff-member.",
      ...requires('view-staff-member', 'staff-member', {
        reach: 'see',
        also: [{ operation: 'view-staff-member', subject: 'user' }],
      }),
      args: { personId: t.arg.id({ required: true, validate: personIdArg }) },
      resolve: (_root, args, context) => getSecurityGroups(requestContext(context), String(args.personId)),
    }),
  }));
  builder.mutationFields((t) => ({
    assignRoleToPerson: t.field({
      type: SecurityGroupsRef,
      description:
        'Spec 3 §7: gives the staff member the role on a branch, group or ALL_BRANCHES; needs manage-role-assignment-<roleId> on every branch of it (spec 1 §6).',
      ...requires('view-staff-member', 'staff-member', ROLE_CHANGE),
      args: changeArgs(t),
      resolve: (_root, args, context) =>
        changeSecurityGroup(requestContext(context), {
          ...args,
          personId: String(args.personId),
          action: 'assign',
        }),
    }),
    removeRoleFromPerson: t.field({
      type: SecurityGroupsRef,
      description: 'Spec 3 §7: takes the role on that scope away; the same rule as assigning it.',
      ...requires('view-staff-member', 'staff-member', ROLE_CHANGE),
      args: changeArgs(t),
      resolve: (_root, args, context) =>
        changeSecurityGroup(requestContext(context), {
          ...args,
          personId: String(args.personId),
          action: 'remove',
        }),
    }),
  }));
}
