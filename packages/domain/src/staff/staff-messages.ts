import { formMessages } from '../forms/messages.ts';

/*
 * Limits, tags and texts of staff members (spec 3 §4, §5, §8, §9). Kept apart from the form
 * schemas so the error catalogue and first screens do not bring zod.
 */

/** Spec 3 §9: username 3–30, first and last name 30. */
export const STAFF_NAME_MAX_LENGTH = 30;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** A staff member works for at most this many branches (a bound on input, not a spec rule). */
export const STAFF_BRANCHES_MAX = 500;
/** Spec 3 §9: default pagination 50; search debounce 500 ms. */
export const STAFF_PAGE_SIZE = 50;
export const STAFF_SEARCH_DEBOUNCE_MS = 500;
/** Spec 3 §4: inactive staff are known by this tag. */
export const STAFF_INACTIVE_TAG = 'inactive';

/** Spec 3 §5 "Staff" and §8 "Staff success" / "Staff lookups", as written. */
export const staffMessages = {
  firstNameRequired: formMessages.required('First name'),
  firstNameTooLong: `No more than ${STAFF_NAME_MAX_LENGTH} characters as first name`,
  lastNameRequired: formMessages.required('Last name'),
  lastNameTooLong: `No more than ${STAFF_NAME_MAX_LENGTH} characters as last name`,
  genderRequired: formMessages.required('Gender'),
  emailRequired: formMessages.required('Email'),
  usernameRequired: 'Username is required',
  usernameTooShort: `Username must have at least ${USERNAME_MIN_LENGTH} characters`,
  usernameTooLong: `Username cannot exceed ${USERNAME_MAX_LENGTH} characters`,
  usernameSpaces: 'Username cannot have spaces',
  usernameTaken: 'Username already exists',
  branchesRequired: 'A staff must be associated with at least 1 branch',
  passcodeEmailed: 'A temporary passcode has been emailed to the staff member',
  deactivated: 'staff member has been deactivated',
  activated: 'staff member has been activated',
  notFound: 'Staff not found.',
  notInBranch: 'The staff does not belong to this branch.',
  listFailed: 'An error occurred while obtaining the staff member list',
  assignmentFailed: 'Oops, something went wrong. Please try again',
  rolesHidden: "You don't have permission to see this staff member's roles.",
  sectionTitle: 'All Members',
  listTitle: 'Staff members',
  breadcrumb: 'Management (staff)',
} as const;
