import { addRoleInputSchema, ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, roleInputSchema } from '@clubline/domain';
import { z } from 'zod';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import { RoleTypeEnum } from './initialisation.graphql.ts';
import {
  addRole,
  getRoleSummary,
  getRoles,
  ROLE_MANAGEMENT_OPERATION,
  type RoleOperationView,
  type RoleSummaryView,
  type RoleView,
  removeRole,
  setRoleOperation,
  updateRole,
} from './role-management.service.ts';

const RoleOperationRef = builder.objectRef<RoleOperationView>('RoleOperation').implement({
  description: 'An operation of the permissions table of a role (spec 3 §3 "Role").',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Operation id, e.g. view-member.' }),
    name: t.exposeString('name', { description: 'Display name, e.g. View member.' }),
    allowed: t.exposeBoolean('allowed', { description: 'Whether the role allows it.' }),
  }),
});

const RoleRef = builder.objectRef<RoleView>('Role').implement({
  description: 'A role of the organisation (spec 3 §3 "Role").',
  fields: (t) => ({
    roleId: t.exposeID('id', { description: 'Role id, derived from its first name; never changes.' }),
    name: t.exposeString('name', { description: 'Display name, unique in the organisation.' }),
    description: t.exposeString('description', { nullable: true, description: 'What the role is for.' }),
    type: t.field({ type: RoleTypeEnum, description: 'Built-in or custom.', resolve: (role) => role.type }),
    membersCount: t.exposeInt('membersCount', { description: 'Users holding the role, each counted once.' }),
    accessToGroupOperations: t.exposeBoolean('accessToGroupOperations', {
      description: 'The special "Access to group operations" operation (spec 3 §6).',
    }),
  }),
});

const RoleSummaryRef = builder.objectRef<RoleSummaryView>('RoleSummary').implement({
  description: 'A role with its permissions table (spec 3 §7 role summary).',
  fields: (t) => ({
    roleId: t.exposeID('id', { description: 'Role id, derived from its first name; never changes.' }),
    name: t.exposeString('name', { description: 'Display name, unique in the organisation.' }),
    description: t.exposeString('description', { nullable: true, description: 'What the role is for.' }),
    type: t.field({ type: RoleTypeEnum, description: 'Built-in or custom.', resolve: (role) => role.type }),
    membersCount: t.exposeInt('membersCount', { description: 'Users holding the role, each counted once.' }),
    accessToGroupOperations: t.exposeBoolean('accessToGroupOperations', {
      description: 'The special "Access to group operations" operation (spec 3 §6).',
    }),
    operations: t.field({
      type: [RoleOperationRef],
      description: 'Every operation a role can be given, with an allowed flag; group access is left out.',
      resolve: (summary) => summary.permissions,
    }),
  }),
});

const AddRoleInputRef = builder
  .inputType('AddRoleInput', {
    description: 'Spec 3 §7 addRoleInput; the id may be left out (it comes from the name).',
    fields: (t) => ({
      id: t.string({ required: false, description: 'The lower-cased trimmed name, spaces as hyphens.' }),
      name: t.string({
        required: true,
        description: `Role name: required, at most ${ROLE_NAME_MAX}, unique.`,
      }),
      description: t.string({ required: false, description: `At most ${ROLE_DESCRIPTION_MAX}.` }),
    }),
  })
  .validate(addRoleInputSchema);

const RoleInputRef = builder
  .inputType('RoleInput', {
    description: 'A role as the edit form submits it.',
    fields: (t) => ({
      name: t.string({
        required: true,
        description: `Role name: required, at most ${ROLE_NAME_MAX}, unique.`,
      }),
      description: t.string({ required: false, description: `At most ${ROLE_DESCRIPTION_MAX}.` }),
    }),
  })
  .validate(roleInputSchema);

const id = z.string().max(200);

/** Adds the role-management root fields to the schema (docs/roles.md). */
export function registerRoleManagementFields(): void {
  builder.queryFields((t) => ({
    getRoles: t.field({
      type: [RoleRef],
      description:
        "The organisation's roles by name, with member counts. change-application-settings on ALL_BRANCHES.",
      ...requires(ROLE_MANAGEMENT_OPERATION, 'organisation'),
      resolve: (_root, _args, context) => getRoles(requestContext(context)),
    }),
    getRoleSummary: t.field({
      type: RoleSummaryRef,
      description: 'One role with its permissions table. change-application-settings on ALL_BRANCHES.',
      ...requires(ROLE_MANAGEMENT_OPERATION, 'role'),
      args: { roleId: t.arg.id({ required: true, validate: id }) },
      resolve: (_root, args, context) => getRoleSummary(requestContext(context), String(args.roleId)),
    }),
  }));

  builder.mutationFields((t) => ({
    addRole: t.field({
      type: RoleSummaryRef,
      description:
        'Adds a custom role with no operations. The super-admin group only (admin on ALL_BRANCHES).',
      ...requires(ROLE_MANAGEMENT_OPERATION, 'organisation'),
      args: { input: t.arg({ type: AddRoleInputRef, required: true }) },
      resolve: (_root, args, context) => addRole(requestContext(context), args.input),
    }),
    updateRole: t.field({
      type: RoleSummaryRef,
      description: "Changes a role's name and description; built-in roles keep their name.",
      ...requires(ROLE_MANAGEMENT_OPERATION, 'role'),
      args: {
        roleId: t.arg.id({ required: true, validate: id }),
        input: t.arg({ type: RoleInputRef, required: true }),
      },
      resolve: (_root, args, context) => updateRole(requestContext(context), String(args.roleId), args.input),
    }),
    removeRole: t.field({
      type: 'ID',
      description: 'Removes a custom role with zero members; answers its id.',
      ...requires(ROLE_MANAGEMENT_OPERATION, 'role'),
      args: { roleId: t.arg.id({ required: true, validate: id }) },
      resolve: (_root, args, context) => removeRole(requestContext(context), String(args.roleId)),
    }),
    assignOperationToRole: t.field({
      type: RoleSummaryRef,
      description: 'Gives a role an operation (idempotent). Not the admin role, which has every operation.',
      ...requires(ROLE_MANAGEMENT_OPERATION, 'role'),
      args: {
        roleId: t.arg.id({ required: true, validate: id }),
        opId: t.arg.id({ required: true, validate: id }),
      },
      resolve: (_root, args, context) =>
        setRoleOperation(requestContext(context), String(args.roleId), String(args.opId), true),
    }),
    removeOperationFromRole: t.field({
      type: RoleSummaryRef,
      description: 'Takes an operation from a role (idempotent). Not the admin role.',
      ...requires(ROLE_MANAGEMENT_OPERATION, 'role'),
      args: {
        roleId: t.arg.id({ required: true, validate: id }),
        opId: t.arg.id({ required: true, validate: id }),
      },
      resolve: (_root, args, context) =>
        setRoleOperation(requestContext(context), String(args.roleId), String(args.opId), false),
    }),
  }));
}
