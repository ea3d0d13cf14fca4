import { STAFF_BRANCHES_MAX, USERNAME_MAX_LENGTH } from '@clubline/domain';
import { z } from 'zod';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { AddressRef, PhoneRef } from '../../platform/graphql/common-types.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import { heldRoleNames } from './security-groups.service.ts';
import {
  addStaffMember,
  checkUsernameExists,
  getStaffMember,
  listStaff,
  mayManageStaff,
  type StaffView,
  setStaffActive,
  updateStaff,
} from './staff.service.ts';
import { getUrlForStaffPicDownload, getUrlForStaffPicUpload } from './staff-image.service.ts';
import { resetStaffPassword } from './staff-password.service.ts';

// Outer bounds only: the domain schemas (applied by the services) give the spec's messages.
export const personIdArg = z.string().max(100);
const branchIdArg = z.string().max(100);
const usernameArg = z.string().max(USERNAME_MAX_LENGTH * 10);
const termArg = z.string().max(200);

const StaffMemberRef = builder.objectRef<StaffView>('StaffMember').implement({
  description: 'A staff member (spec 3 §3): a person with a sign-in account who works for branches.',
  fields: (t) => ({
    id: t.id({ description: 'Person id.', resolve: (staff) => staff.person.id }),
    firstName: t.string({ description: 'First name.', resolve: (staff) => staff.person.firstName }),
    lastName: t.string({ description: 'Last name.', resolve: (staff) => staff.person.lastName }),
    middleName: t.string({
      nullable: true,
      description: 'Not kept (the form shows it disabled).',
      resolve: () => null,
    }),
    alias: t.string({
      nullable: true,
      description: 'Not kept (the form shows it disabled).',
      resolve: () => null,
    }),
    email: t.string({
      nullable: true,
      description: 'Email address.',
      resolve: (staff) => staff.person.email,
    }),
    mobilePhone: t.field({
      type: PhoneRef,
      nullable: true,
      description: 'Mobile telephone.',
      resolve: (staff) => staff.person.mobilePhone,
    }),
    gender: t.string({
      nullable: true,
      description: 'MALE, FEMALE, OTHER or PREFER_NOT_TO_SAY.',
      resolve: (staff) => staff.person.gender,
    }),
    dateOfBirth: t.string({
      nullable: true,
      description: 'YYYY-MM-DD.',
      resolve: (staff) => staff.person.dateOfBirth,
    }),
    address: t.field({
      type: AddressRef,
      nullable: true,
      description: 'Postal address.',
      resolve: (staff) => staff.person.address,
    }),
    username: t.string({
      nullable: true,
      description: 'Sign-in username; null for a staff person without an account.',
      resolve: (staff) => staff.user?.username ?? null,
    }),
    availableForSessions: t.boolean({
      description: 'Offered as the staff member of class sessions.',
      resolve: (staff) => staff.user?.availableForSessions ?? false,
    }),
    branches: t.idList({
      description: 'The branches they work for; the first is their home branch.',
      resolve: (staff) => staff.branchIds,
    }),
    tags: t.stringList({
      description: "Tags; 'inactive' while deactivated (spec 3 §4).",
      resolve: (staff) => staff.tags,
    }),
    roles: t.stringList({
      nullable: true,
      description:
        'The names of the roles they hold, each once, by name (the staff list); null when the viewer may not see their role assignments (getStaffSecurityGroups).',
      resolve: (staff, _args, context) => heldRoleNames(requestContext(context), staff),
    }),
    hasImage: t.boolean({
      description: 'Whether a profile photo exists.',
      resolve: (staff) => staff.person.imageKey !== null,
    }),
    manageable: t.boolean({
      description:
        'Whether the viewer may manage them (Edit, photo, Deactivate, Reactivate, Reset password, cards): manage-staff-member on every branch they work for and their roles cover, each role one the viewer could have granted (docs/staff.md).',
      resolve: (staff, _args, context) => mayManageStaff(requestContext(context), staff.person.id),
    }),
  }),
});

interface StaffPage {
  persons: StaffView[];
  total: number;
}

const StaffPageInfoRef = builder.objectRef<StaffPage>('StaffPageInfo').implement({
  description: 'About all the staff the list finds.',
  fields: (t) => ({ total: t.exposeInt('total', { description: 'How many staff members in all.' }) }),
});

const StaffPageRef = builder.objectRef<StaffPage>('StaffPage').implement({
  description: 'One page of staff members.',
  fields: (t) => ({
    persons: t.field({ type: [StaffMemberRef], description: 'This page.', resolve: (page) => page.persons }),
    pageInfo: t.field({ type: StaffPageInfoRef, description: 'Totals.', resolve: (page) => page }),
  }),
});

const StaffPhoneInputRef = builder.inputType('StaffPhoneInput', {
  description: 'A telephone number: country code (AU, NZ, SG, IN) and the national number.',
  fields: (t) => ({
    countryCode: t.string({ description: 'Country code, e.g. NZ.' }),
    number: t.string({ description: 'The national number; spaces are removed.' }),
  }),
});

const StaffAddressInputRef = builder.inputType('StaffAddressInput', {
  description: 'A postal address, checked per country (spec 1 §5.2); strings are trimmed.',
  fields: (t) => ({
    address1: t.string({ description: 'First line.' }),
    address2: t.string({ description: 'Second line.' }),
    suburb: t.string({ description: 'Suburb.' }),
    city: t.string({ description: 'City.' }),
    state: t.string({ description: 'State.' }),
    postalCode: t.string({ description: 'Postal code.' }),
    country: t.string({ description: 'Country code.' }),
  }),
});

// Fields are nullable so a missing value gets the spec's message from the domain rules.
const StaffMemberInputRef = builder.inputType('StaffMemberInput', {
  description: 'A new staff member (spec 3 §7 staffMemberInput).',
  fields: (t) => ({
    firstName: t.string({ description: 'Required, at most 30 characters.' }),
    lastName: t.string({ description: 'Required, at most 30 characters.' }),
    mobilePhone: t.field({ type: StaffPhoneInputRef, description: 'Mobile telephone.' }),
    gender: t.string({ description: 'Required: MALE, FEMALE, OTHER or PREFER_NOT_TO_SAY.' }),
    dateOfBirth: t.string({ description: 'YYYY-MM-DD, before today.' }),
    email: t.string({ description: 'Required, at most 255 characters.' }),
    availableForSessions: t.boolean({ description: 'Offered for class sessions.' }),
    username: t.string({ description: 'Required, 3 to 30 characters, no spaces, unique.' }),
    branches: t.idList({ description: 'At least one branch; the first is the home branch.' }),
    address: t.field({ type: StaffAddressInputRef, description: 'Postal address.' }),
  }),
});

const StaffMemberDetailsInputRef = builder.inputType('StaffMemberDetailsInput', {
  description: 'Changes to a staff member (spec 3 §7 staffMemberDetailsInput).',
  fields: (t) => ({
    personId: t.id({ description: 'The staff member.' }),
    firstName: t.string({ description: 'Required, at most 30 characters.' }),
    lastName: t.string({ description: 'Required, at most 30 characters.' }),
    mobilePhone: t.field({ type: StaffPhoneInputRef, description: 'Required on edit.' }),
    gender: t.string({ description: 'Required.' }),
    dateOfBirth: t.string({ description: 'YYYY-MM-DD, before today.' }),
    email: t.string({ description: 'Required.' }),
    availableForSessions: t.boolean({ description: 'Offered for class sessions.' }),
    branches: t.idList({ description: 'At least one branch.' }),
    address: t.field({ type: StaffAddressInputRef, description: 'Postal address.' }),
  }),
});

/** Every act on a staff member first needs the viewer to see them (a branch they work for). */
const SEEN_STAFF = { operation: 'view-staff-member', subject: 'staff-member', reach: 'see' } as const;

/** Adds the staff root fields to the schema. */
export function registerStaffFields(): void {
  builder.queryFields((t) => ({
    getStaffMembers: t.field({
      type: StaffPageRef,
      description:
        'Spec 3 §7 staff list: staff working at the given branches, by name. Branches where the viewer lacks view-staff-member are left out.',
      ...requires('view-staff-member', 'any-branch'),
      args: {
        branches: t.arg.idList({ required: true, validate: z.array(branchIdArg).max(STAFF_BRANCHES_MAX) }),
        term: t.arg.string({ validate: termArg }),
        limit: t.arg.int({ validate: z.number().int().min(1).max(200) }),
        offset: t.arg.int({ validate: z.number().int().min(0).max(1_000_000) }),
      },
      resolve: async (_root, args, context) => {
        const page = await listStaff(requestContext(context), {
          branches: args.branches.map(String),
          term: args.term ?? '',
          limit: args.limit ?? 50,
          offset: args.offset ?? 0,
        });
        return page;
      },
    }),
    getStaffMember: t.field({
      type: StaffMemberRef,
      description:
        'Spec 3 §7 staff by id; view-staff-member on a branch they work for. With branchId (the branch-level page), someone who does not work there is STAFF_NOT_IN_BRANCH.',
      ...requires('view-staff-member', 'staff-member', { reach: 'see' }),
      args: {
        personId: t.arg.id({ required: true, validate: personIdArg }),
        branchId: t.arg.id({ validate: branchIdArg }),
      },
      resolve: (_root, args, context) =>
        getStaffMember(
          requestContext(context),
          String(args.personId),
          args.branchId ? String(args.branchId) : null,
        ),
    }),
    checkUsernameExists: t.boolean({
      description:
        'Spec 3 §5: whether the username is taken (case ignored); false while it breaks its rules.',
      ...requires('manage-staff-member', 'any-branch'),
      args: { username: t.arg.string({ required: true, validate: usernameArg }) },
      resolve: (_root, args, context) => checkUsernameExists(requestContext(context), args.username),
    }),
    getUrlForStaffPicUpload: t.field({
      type: 'String',
      description:
        'An address to PUT a staff profile photo to, valid for 10 minutes: jpg, jpeg, png or gif, at most 5 MB. Needs to manage them (docs/staff.md): manage-staff-member on every branch they work for and their roles cover, each role one the viewer could have granted.',
      ...requires('manage-staff-member', 'staff-member', { also: [SEEN_STAFF] }),
      args: {
        personId: t.arg.id({ required: true, validate: personIdArg }),
        contentType: t.arg.string({ required: true, validate: z.string().max(255) }),
      },
      resolve: (_root, args, context) =>
        getUrlForStaffPicUpload(requestContext(context), String(args.personId), args.contentType),
    }),
    getUrlForStaffPicDownload: t.field({
      type: 'String',
      nullable: true,
      description: "An address of the staff member's photo (10 minutes), or null; view-staff-member.",
      ...requires('view-staff-member', 'staff-member', { reach: 'see' }),
      args: { personId: t.arg.id({ required: true, validate: personIdArg }) },
      resolve: (_root, args, context) =>
        getUrlForStaffPicDownload(requestContext(context), String(args.personId)),
    }),
  }));

  builder.mutationFields((t) => ({
    addStaffMember: t.id({
      description:
        'Spec 3 §7: a new staff member with a sign-in account; answers the person id. Needs manage-staff-member on every chosen branch.',
      ...requires('manage-staff-member', 'branches'),
      args: { staffMemberInput: t.arg({ type: StaffMemberInputRef, required: true }) },
      resolve: (_root, args, context) => addStaffMember(requestContext(context), args.staffMemberInput),
    }),
    updateStaff: t.field({
      type: StaffMemberRef,
      description:
        'Spec 3 §7: details and branches; needs to manage them (their branches and every role they hold, docs/staff.md) and manage-staff-member on every new branch. A changed email is told to the previous address.',
      ...requires('manage-staff-member', 'staff-member', {
        also: [SEEN_STAFF, { operation: 'manage-staff-member', subject: 'branches' }],
      }),
      args: { staffMemberDetailsInput: t.arg({ type: StaffMemberDetailsInputRef, required: true }) },
      resolve: (_root, args, context) => updateStaff(requestContext(context), args.staffMemberDetailsInput),
    }),
    disableStaffMember: t.field({
      type: StaffMemberRef,
      description:
        "Spec 3 §4 Deactivate: the account stops signing in and its tokens stop working; tags gain 'inactive'.",
      ...requires('manage-staff-member', 'staff-member', { also: [SEEN_STAFF] }),
      args: { personId: t.arg.id({ required: true, validate: personIdArg }) },
      resolve: (_root, args, context) =>
        setStaffActive(requestContext(context), String(args.personId), false),
    }),
    enableStaffMember: t.field({
      type: StaffMemberRef,
      description: 'Spec 3 §4 Reactivate.',
      ...requires('manage-staff-member', 'staff-member', { also: [SEEN_STAFF] }),
      args: { personId: t.arg.id({ required: true, validate: personIdArg }) },
      resolve: (_root, args, context) => setStaffActive(requestContext(context), String(args.personId), true),
    }),
    resetPassword: t.boolean({
      description:
        'Spec 3 §7 reset password: emails an active staff member a temporary passcode; the next sign-in must set a new password.',
      ...requires('manage-staff-member', 'staff-member', { also: [SEEN_STAFF] }),
      args: { username: t.arg.string({ required: true, validate: usernameArg }) },
      resolve: (_root, args, context) => resetStaffPassword(requestContext(context), args.username),
    }),
  }));
}
