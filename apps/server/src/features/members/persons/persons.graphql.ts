import { GENDERS, PERSON_KINDS, PERSON_STATUSES, personIdSchema } from '@clubline/domain';
import { DomainError } from '../../../platform/errors/errors.ts';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { AddressRef, PhoneRef, TimeZoneRef } from '../../../platform/graphql/common-types.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { type AccessCardRow, loadAccessCards } from './access-cards.service.ts';
import {
  type BranchRow,
  getPerson,
  loadHomeBranches,
  loadPersonRoles,
  loadPersons,
  type PersonRoleRow,
  type PersonRow,
} from './persons.service.ts';

/** Instants are sent as epoch seconds (spec 2 §3). */
export const epochSeconds = (date: Date | null): number | null =>
  date === null ? null : Math.floor(date.getTime() / 1000);

export const GenderEnum = builder.enumType('Gender', {
  description: 'Gender of a person (spec 1 §4.2).',
  values: GENDERS,
});

export const PersonRoleTypeEnum = builder.enumType('PersonRoleType', {
  description: 'What a person is at a branch: Member, Prospect or StaffMember (spec 1 §3).',
  values: PERSON_KINDS,
});

const PersonStatusEnum = builder.enumType('PersonStatus', {
  description: 'Status of a role (spec 1 §4.2).',
  values: PERSON_STATUSES,
});

const EmergencyContactRef = builder
  .objectRef<{ name: string | null; number: { countryCode: string; number: string } | null }>(
    'EmergencyContact',
  )
  .implement({
    description: 'Who to call in an emergency.',
    fields: (t) => ({
      name: t.exposeString('name', { nullable: true, description: 'Their name.' }),
      number: t.field({
        type: PhoneRef,
        nullable: true,
        description: 'Their telephone.',
        resolve: (contact) => contact.number,
      }),
    }),
  });

export const HomeBranchRef = builder.objectRef<BranchRow>('HomeBranch').implement({
  description: "A person's home branch: what member screens need of it.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Branch id.' }),
    name: t.exposeString('name', { description: 'Display name.' }),
    timeZone: t.field({
      type: TimeZoneRef,
      description: 'Its time zone: last visits and "today" are shown in it.',
      resolve: (branch) => ({ id: branch.timeZone }),
    }),
  }),
});

const PersonRoleRef = builder.objectRef<PersonRoleRow>('PersonRole').implement({
  description: 'What a person is at one branch, with the last visit there (spec 2 §3 "roles").',
  fields: (t) => ({
    roleType: t.field({
      type: PersonRoleTypeEnum,
      description: 'Member, Prospect or StaffMember.',
      resolve: (role) => role.roleType,
    }),
    status: t.field({
      type: PersonStatusEnum,
      description: 'Status of the role.',
      resolve: (role) => role.status,
    }),
    branchId: t.exposeID('branchId', { description: 'The branch.' }),
    lastVisitTimestamp: t.float({
      nullable: true,
      description: 'Last arrival at the branch, epoch seconds.',
      resolve: (role) => epochSeconds(role.lastVisitAt),
    }),
    joinedTimestamp: t.float({
      description: 'When the person took the role, epoch seconds.',
      resolve: (role) => epochSeconds(role.joinedAt) ?? 0,
    }),
  }),
});

const AccessCardRef = builder.objectRef<AccessCardRow>('PersonAccessCard').implement({
  description: "A member's access card: what the door reader knows them by (spec 1 §5.5 card search).",
  fields: (t) => ({
    cardNumber: t.exposeString('cardNumber', { description: 'The card number, upper case.' }),
  }),
});

export const PersonRef = builder.loadableObject('Person', {
  description: 'A member, prospect or staff member (spec 2 §3 "Person").',
  load: (ids: string[], context) => loadPersons(requestContext(context), ids),
  sort: (person: PersonRow) => person.id,
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Person id.' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    email: t.exposeString('email', { nullable: true, description: 'Email address.' }),
    gender: t.field({
      type: GenderEnum,
      nullable: true,
      description: 'Gender.',
      resolve: (person) => person.gender,
    }),
    dateOfBirth: t.exposeString('dateOfBirth', { nullable: true, description: 'Date of birth, YYYY-MM-DD.' }),
    hasImage: t.boolean({
      description: 'Whether a profile image exists.',
      resolve: (p) => p.imageKey !== null,
    }),
    mobilePhone: t.field({
      type: PhoneRef,
      nullable: true,
      description: 'Mobile telephone.',
      resolve: (person) => person.mobilePhone,
    }),
    homePhone: t.field({
      type: PhoneRef,
      nullable: true,
      description: 'Home telephone.',
      resolve: (person) => person.homePhone,
    }),
    emergencyContact: t.field({
      type: EmergencyContactRef,
      nullable: true,
      description: 'Emergency contact.',
      resolve: (person) => person.emergencyContact,
    }),
    address: t.field({
      type: AddressRef,
      nullable: true,
      description: 'Postal address.',
      resolve: (person) => person.address,
    }),
    tags: t.exposeStringList('tags', { description: "Tags shown on lists; 'overdue' is set by billing." }),
    homeBranchId: t.exposeID('homeBranchId', {
      nullable: true,
      description: 'The branch the person belongs to.',
    }),
    homeBranch: t.loadable({
      type: HomeBranchRef,
      nullable: true,
      description: 'The branch the person belongs to.',
      load: (ids: string[], context) => loadHomeBranches(requestContext(context), ids),
      sort: (branch) => branch.id,
      resolve: (person) => person.homeBranchId,
    }),
    roles: t.loadableGroup({
      type: PersonRoleRef,
      description: 'What the person is at each branch, with the last visit there.',
      load: (ids: string[], context) => loadPersonRoles(requestContext(context), ids),
      group: (role) => role.personId,
      resolve: (person) => person.id,
    }),
    accessCards: t.loadableGroup({
      type: AccessCardRef,
      description: "The person's access cards, oldest first (shown on the profile).",
      load: (ids: string[], context) => loadAccessCards(requestContext(context), ids),
      group: (card) => card.personId,
      resolve: (person) => person.id,
    }),
    vaccinationCertSightedOn: t.float({
      nullable: true,
      description: 'When staff sighted proof of vaccination, epoch seconds.',
      resolve: (person) => epochSeconds(person.vaccinationCertSightedOn),
    }),
    vaccinationPassExpiryDate: t.float({
      nullable: true,
      description: 'When the vaccination pass expires, epoch seconds.',
      resolve: (person) => epochSeconds(person.vaccinationPassExpiryDate),
    }),
    emailOptin: t.exposeBoolean('emailOptin', { description: 'Whether the person accepts email.' }),
    smsOptin: t.exposeBoolean('smsOptin', { description: 'Whether the person accepts SMS.' }),
  }),
});

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerPersonsFields(): void {
  builder.queryFields((t) => ({
    getPerson: t.field({
      type: PersonRef,
      description:
        'One person by `id` or `personId` (spec 2 §7; either names it), when the viewer may view members of their home branch.',
      ...requires('view-member', 'person'),
      args: {
        id: t.arg.id({ required: false, validate: personIdSchema.optional() }),
        personId: t.arg.id({ required: false, validate: personIdSchema.optional() }),
      },
      resolve: (_root, args, context) => {
        const id = args.id ?? args.personId;
        if (id === null || id === undefined) throw new DomainError('PERSON_ID_REQUIRED');
        return getPerson(requestContext(context), String(id));
      },
    }),
  }));
}
