import { z } from 'zod';
import { type Address, addressSchema } from '../address/address.ts';
import type { TodaySource } from '../dates/time-zone.ts';
import { GENDERS, type Gender } from '../enums/people.ts';
import { dateOfBirth } from '../forms/date-fields.ts';
import { emailAddress, trimmedString } from '../forms/fields.ts';
import { formMessages } from '../forms/messages.ts';
import { hasControlCharacters } from '../forms/text-rules.ts';
import { isUuid } from '../ids.ts';
import type { Phone } from '../phone/phone.ts';
import { phoneSchema } from '../phone/phone-schema.ts';
import {
  STAFF_BRANCHES_MAX,
  STAFF_INACTIVE_TAG,
  STAFF_NAME_MAX_LENGTH,
  staffMessages,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './staff-messages.ts';

/** The username rule (spec 3 §5): trimmed, 3 to 30 characters, no spaces. */
export const usernameSchema = z
  .string({ error: staffMessages.usernameRequired })
  .trim()
  .superRefine((value, ctx) => {
    const message = usernameProblem(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  });

/** The first rule a trimmed username breaks, one message at a time as the form shows it. */
function usernameProblem(value: string): string | undefined {
  if (value === '') return staffMessages.usernameRequired;
  if (/\s/.test(value)) return staffMessages.usernameSpaces;
  if (value.length < USERNAME_MIN_LENGTH) return staffMessages.usernameTooShort;
  if (value.length > USERNAME_MAX_LENGTH) return staffMessages.usernameTooLong;
  if (hasControlCharacters(value)) return formMessages.controlCharacters('Username');
  return undefined;
}

/** Whether a typed username passes its rules, so the server check may run (spec 3 §5). */
export function isCheckableUsername(username: string): boolean {
  return usernameSchema.safeParse(username).success;
}

const firstName = trimmedString({
  field: 'First name',
  max: STAFF_NAME_MAX_LENGTH,
  maxMessage: staffMessages.firstNameTooLong,
  required: true,
});
const lastName = trimmedString({
  field: 'Last name',
  max: STAFF_NAME_MAX_LENGTH,
  maxMessage: staffMessages.lastNameTooLong,
  required: true,
});
const gender = z.enum(GENDERS, { error: staffMessages.genderRequired });
const branchIds = z
  .array(z.string().refine(isUuid, 'Invalid branch'), { error: staffMessages.branchesRequired })
  .min(1, staffMessages.branchesRequired)
  .max(STAFF_BRANCHES_MAX)
  .transform((ids) => [...new Set(ids)]);

/** An address, or none: null, absent, or only a country (address strings are trimmed by its schema). */
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

export interface StaffSchemaOptions {
  /** "Today" for the date of birth rule. */
  readonly today: TodaySource;
}

/** The fields both forms share (spec 3 §7 staffMemberInput / staffMemberDetailsInput). */
function sharedShape(options: StaffSchemaOptions) {
  return {
    firstName,
    lastName,
    gender,
    dateOfBirth: dateOfBirth(options.today).optional(),
    email: emailAddress({ required: true, requiredMessage: staffMessages.emailRequired }),
    address: optionalAddress.optional(),
    availableForSessions: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    branches: branchIds,
  };
}

export interface StaffMemberInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly gender: Gender;
  readonly dateOfBirth?: string | undefined;
  readonly email: string;
  readonly mobilePhone?: Phone | undefined;
  readonly address?: Address | undefined;
  readonly availableForSessions: boolean;
  readonly branches: readonly string[];
  readonly username: string;
}

/** Add staff member (spec 3 §5, §7): the mobile phone is optional here, required on edit. */
export function staffMemberInputSchema(options: StaffSchemaOptions) {
  return z.object({
    ...sharedShape(options),
    mobilePhone: phoneSchema({ optional: true }).optional(),
    username: usernameSchema,
  });
}

export interface StaffMemberDetailsInput extends Omit<StaffMemberInput, 'username' | 'mobilePhone'> {
  readonly personId: string;
  readonly mobilePhone: Phone;
}

/** Update staff (spec 3 §7 staffMemberDetailsInput): "mobile phone required on edit". */
export function staffMemberDetailsInputSchema(options: StaffSchemaOptions) {
  return z.object({
    personId: z.string().refine(isUuid, staffMessages.notFound),
    ...sharedShape(options),
    mobilePhone: phoneSchema(),
  });
}

/** Spec 3 §4: a staff member is inactive when tagged so. */
export function isInactiveStaff(tags: readonly string[]): boolean {
  return tags.includes(STAFF_INACTIVE_TAG);
}

/** Spec 3 §4: Reset password is offered only for active staff. */
export function canResetPassword(tags: readonly string[]): boolean {
  return !isInactiveStaff(tags);
}

/** Spec 3 §8: one failed security-group change, "{branch} to/from {role} role". */
export function roleAssignmentFailureText(
  branchName: string,
  roleName: string,
  change: 'assign' | 'remove',
): string {
  return `${branchName} ${change === 'assign' ? 'to' : 'from'} ${roleName} role`;
}
