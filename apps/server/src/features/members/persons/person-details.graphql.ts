import { COUNT_PERSONS_BY_EMAIL_LIMIT } from '@clubline/domain';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import {
  addProspect,
  countPersonsByEmail,
  type ExistingPersons,
  findExistingPersons,
  updatePersonalDetails,
} from './person-details.service.ts';
import { GenderEnum, PersonRef } from './persons.graphql.ts';

// Text fields are nullable here so that a missing value gets the spec's message from the domain
// rules (applied by the service, which knows the branch's "today") rather than a GraphQL type error.

const PhoneInputRef = builder.inputType('PhoneInput', {
  description: 'A telephone number: country code (AU, NZ, SG, IN) and the national number.',
  fields: (t) => ({
    countryCode: t.string({ description: 'Country code, e.g. NZ.' }),
    number: t.string({ description: 'The national number; spaces are removed.' }),
  }),
});

const AddressInputRef = builder.inputType('AddressInput', {
  description: 'A postal address, checked per country (spec 1 §5.2).',
  fields: (t) => ({
    address1: t.string({ description: 'First line.' }),
    address2: t.string({ description: 'Second line.' }),
    suburb: t.string({ description: 'Suburb (Locality in India).' }),
    city: t.string({ description: 'City (Town in Singapore).' }),
    state: t.string({ description: 'State, where the country has them.' }),
    postalCode: t.string({ description: 'Postal code.' }),
    country: t.string({ description: 'Country code.' }),
  }),
});

const EmergencyContactInputRef = builder.inputType('EmergencyContactInput', {
  description: 'Who to call in an emergency.',
  fields: (t) => ({
    name: t.string({ description: 'At most 80 characters.' }),
    number: t.field({ type: PhoneInputRef, description: 'Their telephone.' }),
  }),
});

const AddProspectInputRef = builder.inputType('AddProspectInput', {
  description: 'A new prospect (spec 2 §5 "Add member").',
  fields: (t) => ({
    homeBranchId: t.id({ description: 'The home branch; the viewer needs manage-member on it.' }),
    firstName: t.string({ description: 'Required, at most 30 characters.' }),
    lastName: t.string({ description: 'Required, at most 30 characters.' }),
    email: t.string({ description: 'Email; this or the mobile phone is required.' }),
    mobilePhone: t.field({ type: PhoneInputRef, description: 'Mobile; this or the email is required.' }),
    homePhone: t.field({ type: PhoneInputRef, description: 'Home telephone.' }),
    gender: t.field({ type: GenderEnum, description: 'Required.' }),
    dateOfBirth: t.string({ description: 'YYYY-MM-DD, before today.' }),
    address: t.field({ type: AddressInputRef, description: 'Postal address.' }),
    emergencyContact: t.field({ type: EmergencyContactInputRef, description: 'Emergency contact.' }),
    emailOptin: t.boolean({ description: "Accepts email (the inverse of the form's 'do not send')." }),
    smsOptin: t.boolean({ description: "Accepts SMS (the inverse of the form's 'do not send')." }),
  }),
});

const PersonalDetailsInputRef = builder.inputType('PersonalDetailsInput', {
  description:
    'Changes to a person (spec 2 §7 updatePersonalDetails). Fields left out stay as they are; a field sent empty is cleared.',
  fields: (t) => ({
    personId: t.id({ required: true, description: 'The person.' }),
    firstName: t.string({ description: 'Required, at most 30 characters.' }),
    lastName: t.string({ description: 'Required, at most 30 characters.' }),
    email: t.string({ description: 'Email; the person keeps this or a mobile phone.' }),
    mobilePhone: t.field({ type: PhoneInputRef, description: 'Mobile telephone.' }),
    homePhone: t.field({ type: PhoneInputRef, description: 'Home telephone.' }),
    gender: t.field({ type: GenderEnum, description: 'Required when sent.' }),
    dateOfBirth: t.string({ description: 'YYYY-MM-DD, before today.' }),
    address: t.field({ type: AddressInputRef, description: 'Postal address.' }),
    emergencyContact: t.field({ type: EmergencyContactInputRef, description: 'Emergency contact.' }),
    emailOptin: t.boolean({ description: 'Accepts email.' }),
    smsOptin: t.boolean({ description: 'Accepts SMS.' }),
    vaccinationCertSightedOn: t.float({
      description: 'When proof of vaccination was sighted, epoch seconds (the verify action sends now).',
    }),
    vaccinationPassExpiryDate: t.float({ description: 'When the vaccination pass expires, epoch seconds.' }),
  }),
});

const ExistingPersonsRef = builder.objectRef<ExistingPersons>('ExistingPersons').implement({
  description: 'Persons that may be the one being added (same names and date of birth).',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'How many in the organisation.' }),
    ids: t.exposeIDList('ids', { description: 'Those the viewer may open.' }),
  }),
});

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerPersonDetailsFields(): void {
  builder.queryFields((t) => ({
    findExistingPersons: t.field({
      type: ExistingPersonsRef,
      description: 'Find existing person (spec 2 §5): the duplicate check of the add-member form.',
      ...requires('view-member', 'any-branch'),
      args: {
        firstName: t.arg.string({ required: true, description: 'First name (case ignored).' }),
        lastName: t.arg.string({ required: true, description: 'Last name (case ignored).' }),
        dateOfBirth: t.arg.string({ description: 'YYYY-MM-DD; when given it must match too.' }),
      },
      resolve: (_root, args, context) => findExistingPersons(requestContext(context), args),
    }),
    countPersonsByEmail: t.int({
      description:
        'How many persons of the organisation have this email (case ignored), counted up to limit.',
      ...requires('view-member', 'any-branch'),
      args: {
        email: t.arg.string({ required: true, description: 'The email address.' }),
        limit: t.arg.int({ description: `At most ${COUNT_PERSONS_BY_EMAIL_LIMIT} (the default).` }),
      },
      resolve: (_root, args, context) => countPersonsByEmail(requestContext(context), args),
    }),
  }));

  builder.mutationFields((t) => ({
    addProspect: t.field({
      type: PersonRef,
      description:
        'Adds a prospect at a home branch the viewer may manage members of; returns the new person.',
      ...requires('manage-member', 'branch'),
      args: { input: t.arg({ type: AddProspectInputRef, required: true }) },
      resolve: (_root, args, context) => addProspect(requestContext(context), args.input),
    }),
    updatePersonalDetails: t.field({
      type: PersonRef,
      description:
        "Changes a person's details; the viewer needs manage-member on the person's home branch, which is branchId.",
      ...requires('manage-member', 'person'),
      args: {
        branchId: t.arg.id({ required: true, description: 'The branch the request comes from.' }),
        personalDetailsInput: t.arg({ type: PersonalDetailsInputRef, required: true }),
      },
      resolve: (_root, args, context) =>
        updatePersonalDetails(requestContext(context), String(args.branchId), args.personalDetailsInput),
    }),
  }));
}
