import { z } from 'zod';
import { requires, signedInOnly } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import {
  getInitialisationByUser,
  getInitialisationData,
  type InitialisationByUser,
  type InitialisationData,
  type PersonSummary,
} from './initialisation.service.ts';

type Me = InitialisationData['me'];
type AuthzRole = InitialisationData['authzRoles'][number];
type OperationsPerRole = InitialisationData['operationsPerRole'][number];
type Assignment = InitialisationByUser['roleAssignments'][number];

const MeRef = builder.objectRef<Me>('Me').implement({
  description: 'The signed-in user.',
  fields: (t) => ({
    applicationId: t.exposeID('applicationId', {
      description: 'The application (organisation) of the user.',
    }),
    personId: t.exposeID('personId', { description: 'The person behind the user account.' }),
    userId: t.exposeID('userId', { description: 'The user account.' }),
  }),
});

export const RoleTypeEnum = builder.enumType('RoleType', {
  description: 'Built-in roles come with the product; custom roles are made by the organisation.',
  values: ['BUILT_IN', 'CUSTOM'] as const,
});

const AuthzRoleRef = builder.objectRef<AuthzRole>('AuthzRole').implement({
  description: 'A role of the catalogue with the operations it allows.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Role id, derived from its name.' }),
    name: t.exposeString('name', { description: 'Display name.' }),
    description: t.exposeString('description', { nullable: true, description: 'What the role is for.' }),
    type: t.field({
      type: RoleTypeEnum,
      description: 'Built-in or custom.',
      resolve: (role) => (role.type === 'BUILT_IN' ? 'BUILT_IN' : 'CUSTOM'),
    }),
    operations: t.exposeStringList('operations', { description: 'Ids of the operations allowed.' }),
  }),
});

const OperationsPerRoleRef = builder.objectRef<OperationsPerRole>('OperationsPerRole').implement({
  description: 'The operations one role allows.',
  fields: (t) => ({
    roleId: t.exposeID('roleId', { description: 'The role.' }),
    operations: t.exposeStringList('operations', { description: 'Ids of the operations allowed.' }),
  }),
});

const InitialisationDataRef = builder.objectRef<InitialisationData>('InitialisationData').implement({
  description: 'What the web app loads first after sign-in (spec 1 §7.3).',
  fields: (t) => ({
    me: t.field({ type: MeRef, description: 'The signed-in user.', resolve: (data) => data.me }),
    authzRoles: t.field({
      type: [AuthzRoleRef],
      description: "The application's role catalogue, sorted by name.",
      resolve: (data) => data.authzRoles,
    }),
    operationsPerRole: t.field({
      type: [OperationsPerRoleRef],
      description: 'The operations of each role of the catalogue.',
      resolve: (data) => data.operationsPerRole,
    }),
  }),
});

const RoleAssignmentRef = builder.objectRef<Assignment>('RoleAssignment').implement({
  description: 'A role a user holds on a scope.',
  fields: (t) => ({
    userId: t.exposeID('userId', { description: 'The user.' }),
    roleId: t.exposeID('roleId', { description: 'The role.' }),
    branchId: t.exposeID('branchId', { description: 'ALL_BRANCHES, a branch-group id or a branch id.' }),
    isSuperAdmin: t.exposeBoolean('isSuperAdmin', {
      description: 'True for the built-in admin role on ALL_BRANCHES.',
    }),
  }),
});

const PersonSummaryRef = builder.objectRef<PersonSummary>('PersonSummary').implement({
  description: 'The summary of a person (spec 1 §3 "Person (summary)").',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Person id.' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    hasImage: t.exposeBoolean('hasImage', { description: 'Whether a profile image exists.' }),
  }),
});

const InitialisationByUserRef = builder.objectRef<InitialisationByUser>('InitialisationByUser').implement({
  description: "A user's role assignments and person (spec 1 §7.3).",
  fields: (t) => ({
    roleAssignments: t.field({
      type: [RoleAssignmentRef],
      description: 'Every role the user holds, with its scope.',
      resolve: (data) => data.roleAssignments,
    }),
    person: t.field({
      type: PersonSummaryRef,
      description: 'The person behind the user account.',
      resolve: (data) => data.person,
    }),
  }),
});

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerInitialisationFields(): void {
  builder.queryFields((t) => ({
    getInitialisationData: t.field({
      type: InitialisationDataRef,
      description: 'The signed-in user and the role catalogue; the first call after sign-in.',
      ...signedInOnly(
        'Who the viewer is and the role catalogue: the start-up call of every user, with or without roles.',
      ),
      resolve: (_root, _args, context) => getInitialisationData(requestContext(context)),
    }),
    getInitialisationByUser: t.field({
      type: InitialisationByUserRef,
      description:
        "A user's role assignments and person: one's own, or another's with view-staff-member on every branch their roles cover.",
      ...requires('view-staff-member', 'user', { selfAllowed: true }),
      args: { userId: t.arg.id({ required: true, validate: z.uuid({ message: 'User not found' }) }) },
      resolve: (_root, args, context) =>
        getInitialisationByUser(requestContext(context), String(args.userId)),
    }),
  }));
}
