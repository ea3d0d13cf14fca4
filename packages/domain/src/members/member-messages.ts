import { formMessages } from '../forms/messages.ts';
import { EMAIL_MAX_LENGTH } from '../forms/text-rules.ts';

/*
 * Limits and texts of members: finding one (spec 2 §2, §8), the add-member and personal-details
 * forms (spec 2 §5). Kept apart from the form schemas so the error catalogue and first screens
 * do not bring zod.
 */

/** Spec 2 §5 "Add member": first and last name at most 30, emergency contact name at most 80. */
export const PERSON_NAME_MAX_LENGTH = 30;
export const EMERGENCY_CONTACT_NAME_MAX_LENGTH = 80;

/**
 * Latest instant a stored date may have, in epoch seconds (2200-01-01, the last plausible year of
 * spec 1 §5.1). Vaccination dates are sent as epoch seconds (spec 2 §3).
 */
export const MAX_EPOCH_SECONDS = 7_258_118_400;

/** The messages of the add-member and personal-details forms (spec 2 §5, generic ones of spec 1 §5.1). */
export const personDetailsMessages = {
  firstNameRequired: formMessages.required('First name'),
  firstNameTooLong: formMessages.tooLong('First name', PERSON_NAME_MAX_LENGTH),
  lastNameRequired: formMessages.required('Last name'),
  lastNameTooLong: formMessages.tooLong('Last name', PERSON_NAME_MAX_LENGTH),
  invalidEmail: formMessages.invalid('email'),
  emailTooLong: formMessages.tooLong('email', EMAIL_MAX_LENGTH),
  pointOfContact: 'Please enter at least one point of contact',
  genderRequired: formMessages.required('Gender'),
  emergencyContactNameTooLong: formMessages.tooLong(
    'Emergency contact name',
    EMERGENCY_CONTACT_NAME_MAX_LENGTH,
  ),
  homeBranchRequired: 'Home branch is required',
  invalidPerson: 'Invalid personId',
  invalidDate: formMessages.validDateRequired,
  dateLooksWrong: formMessages.dateLooksWrong,
} as const;

/** Spec 2 §2: the page-level message for a member that does not exist. */
export const MEMBER_NOT_FOUND = 'Member not found';

/** Spec 2 §8: staff of other branches asking for a member of this one. */
export const MEMBER_NOT_IN_BRANCH = 'The member does not belong to this branch.';
