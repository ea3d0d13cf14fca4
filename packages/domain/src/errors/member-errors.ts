import { attachmentMessages } from '../members/attachments.ts';
import { MEMBER_NOT_FOUND, MEMBER_NOT_IN_BRANCH, personDetailsMessages } from '../members/member-messages.ts';
import { noteMessages } from '../members/note-messages.ts';
import { defineError } from './error-definition.ts';

/** Errors of members (spec 2): persons, notes, SMS, attachments and profile images, transfer. */
export const MEMBER_ERRORS = {
  MEMBER_NOT_FOUND: defineError({ category: 'not-found', text: () => MEMBER_NOT_FOUND }),
  /**
   * The member's home branch is not one the viewer may act on, or not the branch the request acts
   * from: either way, for staff at a branch, the member is another branch's.
   */
  MEMBER_NOT_IN_BRANCH: defineError({ category: 'denied', text: () => MEMBER_NOT_IN_BRANCH }),
  /** getPerson is asked with neither id nor personId. */
  PERSON_ID_REQUIRED: defineError({
    category: 'validation',
    text: () => 'Give the id or the personId of the member',
  }),
  /** Spec 2 §5: a change would leave the member with neither email nor mobile phone. */
  POINT_OF_CONTACT_REQUIRED: defineError({
    category: 'validation',
    text: () => personDetailsMessages.pointOfContact,
  }),
} as const;

export const NOTE_ERRORS = {
  NOTE_NOT_FOUND: defineError({ category: 'not-found', text: () => noteMessages.noteNotFound }),
  /** An SMS record is what was sent, so it cannot be edited. */
  SMS_NOTE_READ_ONLY: defineError({ category: 'validation', text: () => noteMessages.smsReadOnly }),
} as const;

export const SMS_ERRORS = {
  /** The SMS gateway refused the message; its reason stays in the logs. */
  SMS_NOT_SENT: defineError({
    category: 'unavailable',
    text: () => 'The SMS message could not be sent. Please try again.',
  }),
} as const;

export const ATTACHMENT_ERRORS = {
  ATTACHMENT_NOT_FOUND: defineError({
    category: 'not-found',
    text: () => attachmentMessages.attachmentNotFound,
  }),
  /** Spec 2 §5: an attachment of a type not allowed (title 'Incorrect file type'). */
  INCORRECT_FILE_TYPE: defineError({
    category: 'validation',
    text: () => attachmentMessages.invalidFileType,
  }),
  /** Spec 2 §5: a profile image of a type not allowed. */
  INCORRECT_IMAGE_TYPE: defineError({
    category: 'validation',
    text: () => attachmentMessages.invalidImageType,
  }),
  FILE_TOO_LARGE: defineError({ category: 'validation', text: () => attachmentMessages.fileTooLarge }),
  IMAGE_TOO_LARGE: defineError({ category: 'validation', text: () => attachmentMessages.imageTooLarge }),
} as const;

export const TRANSFER_ERRORS = {
  /** The branch a member is transferred to does not exist (any more). */
  TARGET_BRANCH_NOT_FOUND: defineError({
    category: 'not-found',
    text: () => 'The target branch does not exist',
  }),
  /** The member is already at the target branch. */
  SAME_BRANCH: defineError({
    category: 'conflict',
    params: { branchName: 'string' },
    text: ({ branchName }) => `The member already belongs to ${branchName}`,
  }),
  /** The member's billing memberships need the new branch's default billing account, and it has none. */
  TRANSFER_NO_BILLING_ACCOUNT: defineError({
    category: 'conflict',
    params: { branchName: 'string' },
    text: ({ branchName }) =>
      `${branchName} has no default billing account to bill the member's membership from`,
  }),
  /**
   * A membership in force cannot follow its member to a branch in another country: its price is in
   * its own country's currency, billed through that country's banks (bulk transfer's OTHER_COUNTRY).
   */
  TRANSFER_OTHER_COUNTRY: defineError({
    category: 'conflict',
    params: { branchName: 'string' },
    text: ({ branchName }) =>
      `${branchName} is in another country: the member's membership is priced and billed in its own country's currency. End it and sell them a membership at ${branchName}`,
  }),
  /** Bulk transfer (spec 3 §4, §8): the list asked for is not the organisation's, or was archived. */
  TRANSFER_LIST_NOT_FOUND: defineError({
    category: 'not-found',
    text: () => 'The transfer list was not found. Generate a new list.',
  }),
  /** Transfer, remove and a new list wait while a run is scheduled or in progress (spec 3 §4). */
  TRANSFER_LIST_BUSY: defineError({
    category: 'conflict',
    text: () => 'A transfer is in progress for this list. Please wait until it has finished.',
  }),
  /** A run was asked for and no member of the list may take part in it. */
  TRANSFER_LIST_NOTHING_TO_RUN: defineError({
    category: 'conflict',
    text: () => 'None of the chosen members can be transferred.',
  }),
  /** In-progress and transferred members cannot be selected (spec 3 §4); or the id is not on the list. */
  TRANSFER_LIST_MEMBER_NOT_SELECTABLE: defineError({
    category: 'validation',
    text: () => 'Some of the chosen members are not on the list, or are in progress or transferred already.',
  }),
  /** Undo is for 14 days after a list's transfer finished. */
  TRANSFER_UNDO_EXPIRED: defineError({
    category: 'conflict',
    text: () => 'This transfer can no longer be undone: undo is possible for 14 days after it finished.',
  }),
  /** Undo one member: they are not TRANSFERRED by this list (never moved, failed, or undone already). */
  TRANSFER_UNDO_NOT_TRANSFERRED: defineError({
    category: 'conflict',
    text: () =>
      "This member's transfer cannot be undone: they were not transferred by this list, or it was undone already.",
  }),
  /**
   * Undo moves a member back only while the list's transfer is their last move: after another
   * transfer (by hand or by another list) it would undo that move as well.
   */
  TRANSFER_UNDO_MEMBER_MOVED: defineError({
    category: 'conflict',
    text: () => 'This member has moved branch since this transfer, so it can no longer be undone.',
  }),
  /**
   * Spec 3 §2: bulk transfer needs its flag or the billing provider it is offered for
   * (docs/bulk-transfer.md "Who").
   */
  TRANSFER_NOT_AVAILABLE: defineError({
    category: 'denied',
    text: () => 'Transferring members is not available for this organisation.',
  }),
} as const;
