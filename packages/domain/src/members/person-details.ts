import { z } from 'zod';
import { type Address, addressSchema } from '../address/address.ts';
import type { TodaySource } from '../dates/time-zone.ts';
import { GENDERS, type Gender } from '../enums/people.ts';
import { dateOfBirth } from '../forms/date-fields.ts';
import { emailAddress, trimmedString } from '../forms/fields.ts';
import type { Phone } from '../phone/phone.ts';
import { phoneSchema } from '../phone/phone-schema.ts';
import {
  EMERGENCY_CONTACT_NAME_MAX_LENGTH,
  MAX_EPOCH_SECONDS,
  PERSON_NAME_MAX_LENGTH,
  personDetailsMessages,
} from './member-messages.ts';

export interface EmergencyContact {
  readonly name?: string;
  readonly number?: Phone;
}

/** The personal details of a person, as validated: blanks left out, strings trimmed. */
export interface PersonalDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly email?: string;
  readonly gender: Gender;
  readonly dateOfBirth?: string;
  readonly mobilePhone?: Phone;
  readonly homePhone?: Phone;
  readonly address?: Address;
  readonly emergencyContact?: EmergencyContact;
  /** Stored as sent; the forms send the inverse of their 'do not send' checkboxes (spec 2 §3). */
  readonly emailOptin?: boolean;
  readonly smsOptin?: boolean;
}

export interface PersonDetailsSchemaOptions {
  /** "Today" for the date of birth rule, normally in the (home) branch's time zone. */
  readonly today: TodaySource;
}

/** Spec 2 §5: at least one of email or mobile phone. */
export function hasPointOfContact(details: {
  readonly email?: string | null;
  readonly mobilePhone?: { readonly number?: string | null } | null;
}): boolean {
  const email = details.email?.trim() ?? '';
  const mobile = details.mobilePhone?.number?.trim() ?? '';
  return email !== '' || mobile !== '';
}

const firstName = trimmedString({ field: 'First name', max: PERSON_NAME_MAX_LENGTH, required: true });
const lastName = trimmedString({ field: 'Last name', max: PERSON_NAME_MAX_LENGTH, required: true });
const gender = z.enum(GENDERS, { error: personDetailsMessages.genderRequired });
const optionalPhone = phoneSchema({ optional: true });
const optIn = z
  .boolean()
  .nullish()
  .transform((value) => value ?? undefined)
  .optional();

/** An address, or none: null, absent, or only a country with every other field blank. */
const optionalAddress = z.unknown().transform((raw, ctx): Address | undefined => {
  if (raw === null || raw === undefined) return undefined;
  const result = addressSchema({ required: false }).safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.map(String) });
    }
    return z.NEVER;
  }
  return Object.keys(result.data).length > 1 ? result.data : undefined;
});

const emergencyContactName = trimmedString({
  field: 'Emergency contact name',
  max: EMERGENCY_CONTACT_NAME_MAX_LENGTH,
});

/** An emergency contact, or none when both its name and number are blank. */
const optionalEmergencyContact = z
  .object({ name: emergencyContactName.optional(), number: optionalPhone.optional() })
  .nullish()
  .transform((value): EmergencyContact | undefined => {
    if (!value || (value.name === undefined && value.number === undefined)) return undefined;
    return {
      ...(value.name === undefined ? {} : { name: value.name }),
      ...(value.number === undefined ? {} : { number: value.number }),
    };
  });

/** A stored instant sent as epoch seconds (vaccination dates); null clears it. */
const epochSeconds = z
  .number({ error: personDetailsMessages.invalidDate })
  .finite(personDetailsMessages.invalidDate)
  .min(0, personDetailsMessages.dateLooksWrong)
  .max(MAX_EPOCH_SECONDS, personDetailsMessages.dateLooksWrong)
  .nullable();

function detailsShape(options: PersonDetailsSchemaOptions) {
  return {
    firstName,
    lastName,
    email: emailAddress().optional(),
    gender,
    dateOfBirth: dateOfBirth(options.today).optional(),
    mobilePhone: optionalPhone.optional(),
    homePhone: optionalPhone.optional(),
    address: optionalAddress.optional(),
    emergencyContact: optionalEmergencyContact.optional(),
    emailOptin: optIn,
    smsOptin: optIn,
  };
}

/** The email and mobile number as typed (before validation), for the point-of-contact rule. */
function contactOf(raw: unknown): { email: string | null; mobilePhone: { number: string | null } | null } {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const mobile = record.mobilePhone;
  const mobileNumber =
    typeof mobile === 'object' && mobile !== null ? (mobile as Record<string, unknown>).number : null;
  return {
    email: typeof record.email === 'string' ? record.email : null,
    mobilePhone: { number: typeof mobileNumber === 'string' ? mobileNumber.replace(/\s+/g, '') : null },
  };
}

/** Adds the point-of-contact issue to both fields, so a form shows it under each. */
function addPointOfContactIssues(ctx: z.RefinementCtx): void {
  ctx.addIssue({ code: 'custom', message: personDetailsMessages.pointOfContact, path: ['email'] });
  ctx.addIssue({ code: 'custom', message: personDetailsMessages.pointOfContact, path: ['mobilePhone'] });
}

/**
 * Parses `raw` with `fields` and also applies the point-of-contact rule to what was typed, so every
 * message shows at once (an object refinement would wait for the other fields to be valid).
 */
function parseDetails<T>(
  fields: z.ZodType<T>,
  raw: unknown,
  ctx: z.RefinementCtx,
  options: { contactRule: boolean },
): T | typeof z.NEVER {
  const result = fields.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.map(String) });
    }
  }
  const contactMissing = options.contactRule && !hasPointOfContact(contactOf(raw));
  if (contactMissing) addPointOfContactIssues(ctx);
  return result.success && !contactMissing ? result.data : z.NEVER;
}

/**
 * The add-member and edit-personal-information forms (spec 2 §5): names required and at most 30,
 * email valid and at most 255, email or mobile required, gender required, emergency contact name at
 * most 80, phones and address checked per country, date of birth before today.
 */
export function personalDetailsFormSchema(
  options: PersonDetailsSchemaOptions,
): z.ZodType<PersonalDetails, unknown> {
  const fields = z.object(detailsShape(options));
  return z
    .unknown()
    .transform((raw, ctx): PersonalDetails => parseDetails(fields, raw, ctx, { contactRule: true }));
}

export interface AddProspectInput extends PersonalDetails {
  readonly homeBranchId: string;
}

/** addProspect (spec 2 §7): the personal details form plus the home branch. */
export function addProspectSchema(options: PersonDetailsSchemaOptions): z.ZodType<AddProspectInput, unknown> {
  const fields = z.object({
    homeBranchId: z.uuid({ error: personDetailsMessages.homeBranchRequired }),
    ...detailsShape(options),
  });
  return z
    .unknown()
    .transform((raw, ctx): AddProspectInput => parseDetails(fields, raw, ctx, { contactRule: true }));
}

/** A field of the update that was sent: its value, or null when it was sent empty (clear it). */
type Sent<T> = T | null;

/**
 * updatePersonalDetails (spec 2 §7). A field left out is unchanged, so the vaccination-verify action
 * can send only personId, names and vaccinationCertSightedOn; a field sent empty (or null) comes out
 * as null, meaning "clear it". Names are always required; gender, when sent, is required. The
 * point-of-contact rule applies here when both email and mobile phone are sent (the whole form); the
 * server checks it again on the merged record.
 */
export interface PersonalDetailsUpdate {
  readonly personId: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: Sent<string>;
  readonly gender?: Gender;
  readonly dateOfBirth?: Sent<string>;
  readonly mobilePhone?: Sent<Phone>;
  readonly homePhone?: Sent<Phone>;
  readonly address?: Sent<Address>;
  readonly emergencyContact?: Sent<EmergencyContact>;
  readonly emailOptin?: boolean;
  readonly smsOptin?: boolean;
  /** Epoch seconds. */
  readonly vaccinationCertSightedOn?: Sent<number>;
  /** Epoch seconds. */
  readonly vaccinationPassExpiryDate?: Sent<number>;
}

const CLEARABLE_FIELDS = [
  'email',
  'dateOfBirth',
  'mobilePhone',
  'homePhone',
  'address',
  'emergencyContact',
  'vaccinationCertSightedOn',
  'vaccinationPassExpiryDate',
] as const;

export function updatePersonalDetailsSchema(
  options: PersonDetailsSchemaOptions,
): z.ZodType<PersonalDetailsUpdate, unknown> {
  const shape = detailsShape(options);
  const fields = z.object({
    personId: z.uuid({ error: personDetailsMessages.invalidPerson }),
    // Names can never be cleared, but a partial update may leave them out.
    firstName: shape.firstName.optional(),
    lastName: shape.lastName.optional(),
    email: shape.email,
    gender: shape.gender.optional(),
    dateOfBirth: shape.dateOfBirth,
    mobilePhone: shape.mobilePhone,
    homePhone: shape.homePhone,
    address: shape.address,
    emergencyContact: shape.emergencyContact,
    emailOptin: shape.emailOptin,
    smsOptin: shape.smsOptin,
    vaccinationCertSightedOn: epochSeconds.optional(),
    vaccinationPassExpiryDate: epochSeconds.optional(),
  });
  return z.unknown().transform((raw, ctx): PersonalDetailsUpdate => {
    const sent = (key: string) =>
      typeof raw === 'object' &&
      raw !== null &&
      Object.hasOwn(raw, key) &&
      (raw as Record<string, unknown>)[key] !== undefined;
    // The whole form sends both; a partial update is checked on the merged record by the server.
    const value = parseDetails(fields, raw, ctx, { contactRule: sent('email') && sent('mobilePhone') });
    if (value === z.NEVER) return z.NEVER;
    const clearable = <T>(key: (typeof CLEARABLE_FIELDS)[number], field: T | undefined) =>
      sent(key) ? { [key]: field ?? null } : {};
    return {
      personId: value.personId,
      ...(value.firstName === undefined ? {} : { firstName: value.firstName }),
      ...(value.lastName === undefined ? {} : { lastName: value.lastName }),
      ...clearable('email', value.email),
      ...clearable('dateOfBirth', value.dateOfBirth),
      ...clearable('mobilePhone', value.mobilePhone),
      ...clearable('homePhone', value.homePhone),
      ...clearable('address', value.address),
      ...clearable('emergencyContact', value.emergencyContact),
      ...clearable('vaccinationCertSightedOn', value.vaccinationCertSightedOn),
      ...clearable('vaccinationPassExpiryDate', value.vaccinationPassExpiryDate),
      ...(value.gender === undefined ? {} : { gender: value.gender }),
      ...(value.emailOptin === undefined ? {} : { emailOptin: value.emailOptin }),
      ...(value.smsOptin === undefined ? {} : { smsOptin: value.smsOptin }),
    };
  });
}
