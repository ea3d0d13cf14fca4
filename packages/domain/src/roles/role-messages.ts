import { formMessages } from '../forms/messages.ts';

/*
 * Limits and texts of roles (spec 3 §5, §9). Kept apart from the form schemas so the error
 * catalogue and first screens do not bring zod.
 */

/** Spec 3 §9: role name 80, description 400. */
export const ROLE_NAME_MAX = 80;
export const ROLE_DESCRIPTION_MAX = 400;

/** Spec 3 §5 "Role" messages. */
export const roleMessages = {
  nameRequired: 'Name is a required field',
  nameTooLong: formMessages.tooLong('Name', ROLE_NAME_MAX),
  nameTaken: 'Role name must be unique',
  nameControlCharacters: formMessages.controlCharacters('Name'),
  descriptionTooLong: formMessages.tooLong('Description', ROLE_DESCRIPTION_MAX),
  descriptionControlCharacters: formMessages.controlCharacters('Description'),
  idNotFromName: 'Role id must be the lower-cased name with spaces turned into hyphens',
} as const;
