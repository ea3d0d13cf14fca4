import { z } from 'zod';
import { ANY_ROLE } from '../../platform/auth/authorization.ts';
import { requires, signedInOnly } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { AddressRef, PhoneRef, TimeZoneRef } from '../../platform/graphql/common-types.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import type { BranchGroupRow, BranchRow } from './branches.service.ts';
import { allBranchesAndGroups, allBranchesGroup, getBranch } from './branches.service.ts';

const BusinessHoursRef = builder
  .objectRef<{ dayOfWeek: string; startTime: string; finishTime: string }>('BusinessHours')
  .implement({
    description: 'Opening hours of one weekday.',
    fields: (t) => ({
      dayOfWeek: t.exposeString('dayOfWeek', { description: 'Weekday, e.g. MONDAY.' }),
      startTime: t.exposeString('startTime', { description: 'Opening time, HH:mm.' }),
      finishTime: t.exposeString('finishTime', { description: 'Closing time, HH:mm.' }),
    }),
  });

export const BranchRef = builder.objectRef<BranchRow>('Branch').implement({
  description: 'A club location.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Branch id.' }),
    name: t.exposeString('name', { description: 'Display name.' }),
    legalName: t.exposeString('legalName', { nullable: true, description: 'Registered business name.' }),
    gstNumber: t.exposeString('gstNumber', { nullable: true, description: 'GST number.' }),
    isGstRegistered: t.exposeBoolean('isGstRegistered', { description: 'Whether GST applies.' }),
    businessNumberType: t.exposeString('businessNumberType', {
      nullable: true,
      description: 'ABN, ACN or NZBN.',
    }),
    businessNumber: t.exposeString('businessNumber', { nullable: true, description: 'The business number.' }),
    businessHours: t.field({
      type: [BusinessHoursRef],
      description: 'Opening hours.',
      resolve: (branch) => branch.businessHours,
    }),
    address: t.field({
      type: AddressRef,
      nullable: true,
      description: 'Street address.',
      resolve: (b) => b.address,
    }),
    contactNumber: t.field({
      type: PhoneRef,
      nullable: true,
      description: 'Branch telephone.',
      resolve: (branch) => branch.contactNumber,
    }),
    businessEmailAddress: t.exposeString('businessEmailAddress', {
      nullable: true,
      description: 'Contact email.',
    }),
    country: t.exposeString('country', { description: 'Country code.' }),
    timeZone: t.field({
      type: TimeZoneRef,
      description: 'Local time zone.',
      resolve: (b) => ({ id: b.timeZone }),
    }),
    memberDomainName: t.exposeString('memberDomainName', {
      nullable: true,
      description: 'Member website domain.',
    }),
    isGroup: t.boolean({ description: 'Always false for a branch.', resolve: () => false }),
  }),
});

export const BranchGroupRef = builder.objectRef<BranchGroupRow>('BranchGroup').implement({
  description: 'A named set of branches. ALL_BRANCHES contains every branch.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Group id, or ALL_BRANCHES.' }),
    name: t.exposeString('name', { description: 'Group name.' }),
    description: t.exposeString('description', { nullable: true, description: 'What the group is for.' }),
    branches: t.idList({ description: 'Ids of the member branches.', resolve: (group) => group.branchIds }),
    isGroup: t.boolean({ description: 'Always true for a group.', resolve: () => true }),
  }),
});

const BranchesAndGroupsRef = builder
  .objectRef<{ branches: BranchRow[]; groups: BranchGroupRow[] }>('BranchesAndGroups')
  .implement({
    description: 'The organisation branches and groups, each sorted by name.',
    fields: (t) => ({
      branches: t.field({ type: [BranchRef], description: 'Branches.', resolve: (r) => r.branches }),
      groups: t.field({
        type: [BranchGroupRef],
        description: 'Groups, ALL_BRANCHES first.',
        resolve: (r) => r.groups,
      }),
    }),
  });

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerBranchesFields(): void {
  builder.queryFields((t) => ({
    allBranchesAndGroups: t.field({
      type: BranchesAndGroupsRef,
      description: 'Every branch and group of the organisation, with the ALL_BRANCHES group.',
      ...signedInOnly(
        'The branch directory (names, addresses, groups), no member data: the branch switcher and start-up need it before any role is known.',
      ),
      resolve: async (_root, _args, context) => {
        const { branches, groups } = await allBranchesAndGroups(requestContext(context));
        const allBranches = allBranchesGroup(branches.map((branch) => branch.id));
        return { branches, groups: [allBranches, ...groups] };
      },
    }),
    getBranch: t.field({
      type: BranchRef,
      description: 'One branch the viewer holds a role on.',
      ...requires(ANY_ROLE, 'branch'),
      args: { id: t.arg.id({ required: true, validate: z.uuid({ message: 'Branch not found' }) }) },
      resolve: (_root, args, context) => getBranch(requestContext(context), String(args.id)),
    }),
  }));
}
