import { formMessages } from '../forms/messages.ts';

/*
 * Limits and texts of branch groups (spec 3 §5). Kept apart from the form schemas so the error
 * catalogue and first screens do not bring zod.
 */

/** Spec 3 §5 "Branch group" messages, and the rules around ALL_BRANCHES (spec 3 §2). */
export const BRANCH_GROUP_NAME_MAX = 80;
export const BRANCH_GROUP_DESCRIPTION_MAX = 400;

export const branchGroupMessages = {
  nameRequired: 'Name is a required field',
  nameTooLong: formMessages.tooLong('Name', BRANCH_GROUP_NAME_MAX),
  nameTaken: 'Group name must be unique',
  descriptionTooLong: formMessages.tooLong('Description', BRANCH_GROUP_DESCRIPTION_MAX),
  nameControlCharacters: formMessages.controlCharacters('Name'),
  descriptionControlCharacters: formMessages.controlCharacters('Description'),
  branchesRequired: 'At least one branch is required',
  allBranchesReadOnly: 'ALL_BRANCHES cannot be edited',
} as const;
