import { z } from 'zod';
import { ANY_ROLE } from '../../platform/auth/authorization.ts';
import { requires, signedInOnly } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { AddressRef, PhoneRef, TimeZoneRef } from '../../platform/graphql/common-types.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import { EDIT_BRANCH_OPERATION, editBranch } from './branch-edit.service.ts';
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

const BranchPhoneInputRef = builder.inputType('BranchPhoneInput', {
  description: 'A telephone number: country code (AU, NZ, SG, IN) and the national number.',
  fields: (t) => ({
    countryCode: t.string({ description: 'Country code, e.g. NZ.' }),
    number: t.string({ description: 'The national number; spaces are removed.' }),
  }),
});

const BranchAddressInputRef = builder.inputType('BranchAddressInput', {
  description: "A postal address in the branch's country, checked per country (spec 1 §5.2).",
  fields: (t) => ({
    address1: t.string({ description: 'First line (required).' }),
    address2: t.string({ description: 'Second line.' }),
    suburb: t.string({ description: 'Suburb.' }),
    city: t.string({ description: 'City.' }),
    state: t.string({ description: 'State.' }),
    postalCode: t.string({ description: 'Postal code.' }),
    country: t.string({ description: "Country code: the branch's own." }),
  }),
});

// Fields are nullable so a missing value gets the spec's message from the domain rules.
const BranchInfoInputRef = builder.inputType('BranchInfoInput', {
  description: 'Spec 2 §7 editBranch branchInfo; the rules are spec 2 §5 "Branch edit".',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The branch.' }),
    country: t.string({ description: "The branch's country; it cannot be changed." }),
    name: t.string({ description: 'Required, at most 80 characters, unique in the organisation.' }),
    legalName: t.string({ description: 'Required, at most 100 characters.' }),
    businessNumber: t.string({ description: 'Required, at most 50; checked for its type.' }),
    businessNumberType: t.string({ description: 'Required: ABN, ACN or NZBN (at most 4 characters).' }),
    gstNumber: t.string({ description: 'New Zealand: the IRD (GST) number, 8 or 9 digits.' }),
    isGstRegistered: t.boolean({ description: 'Australia: registered for GST (needs an ABN).' }),
    address: t.field({ type: BranchAddressInputRef, description: 'Street address.' }),
    contactNumber: t.field({ type: BranchPhoneInputRef, description: 'Branch telephone.' }),
    businessEmailAddress: t.string({ description: 'Contact email.' }),
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
  builder.mutationFields((t) => ({
    editBranch: t.field({
      type: BranchRef,
      description:
        "Spec 2 §5, §7: saves a branch's information (its country stays). manage-branch-settings on that branch.",
      ...requires(EDIT_BRANCH_OPERATION, 'branch'),
      args: { branchInfo: t.arg({ type: BranchInfoInputRef, required: true }) },
      resolve: (_root, args, context) =>
        editBranch(requestContext(context), { ...args.branchInfo, id: String(args.branchInfo.id) }),
    }),
  }));
}
