import { describe, expect, it } from 'vitest';
import { attachmentMessages, branchGroupMessages, MEMBER_NOT_FOUND } from '../index.ts';
import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  ERROR_GROUPS,
  type ErrorCode,
  errorCategoryOf,
  errorExtensionsOf,
  errorText,
  hasErrorParams,
  isErrorCode,
} from './error-catalogue.ts';
import {
  ERROR_CATEGORIES,
  ERROR_CATEGORY_TEXTS,
  type ErrorParamKinds,
  type ErrorParamValue,
  errorCategoryOfClass,
  errorClassOf,
  isErrorCategory,
  STANDARD_ERROR_TEXT,
} from './error-definition.ts';

/** Parameters of the declared kinds, for rendering any code. */
function sampleParams(code: ErrorCode): Record<string, ErrorParamValue> {
  const kinds: ErrorParamKinds = ERROR_CATALOGUE[code].params;
  return Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => [name, kind === 'number' ? 7 : 'Sample']),
  );
}

/** The text of any code from sample parameters, as a reader of the wire builds it. */
function render(code: ErrorCode): string {
  const params = sampleParams(code);
  if (!hasErrorParams(code, params)) throw new Error(`sample parameters do not fit ${code}`);
  return errorText(code, params);
}

describe('the error catalogue', () => {
  it.each(ERROR_CODES)('%s has a category and a text', (code) => {
    expect(isErrorCategory(errorCategoryOf(code))).toBe(true);
    expect(render(code).trim()).not.toBe('');
    expect(render(code)).not.toContain('undefined');
  });

  it('holds every group, and no code in two groups', () => {
    const grouped = Object.values(ERROR_GROUPS).flatMap((group) => Object.keys(group));
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual([...ERROR_CODES].sort());
  });

  it('gives every code but INTERNAL a text of its own, not the standard error', () => {
    for (const code of ERROR_CODES.filter((code) => code !== 'INTERNAL')) {
      expect(render(code), code).not.toBe(STANDARD_ERROR_TEXT);
    }
    expect(errorText('INTERNAL')).toBe(STANDARD_ERROR_TEXT);
  });

  it('has the codes the server raises today', () => {
    for (const code of [
      'ACCESS_DENIED',
      'VALIDATION_FAILED',
      'UNKNOWN_OPERATION',
      'INVALID_CURSOR',
      'USER_NOT_FOUND',
      'APPLICATION_NOT_FOUND',
      'UNKNOWN_REST_API_NAME',
      'BRANCH_NOT_FOUND',
      'BRANCH_GROUP_NOT_FOUND',
      'BRANCH_NOT_IN_GROUP',
      'BRANCH_GROUP_NAME_TAKEN',
      'ALL_BRANCHES_READ_ONLY',
      'BRANCH_GROUP_NEEDS_BRANCHES',
      'MEMBER_NOT_FOUND',
      'MEMBER_NOT_IN_BRANCH',
      'PERSON_ID_REQUIRED',
      'POINT_OF_CONTACT_REQUIRED',
      'NOTE_NOT_FOUND',
      'SMS_NOTE_READ_ONLY',
      'ATTACHMENT_NOT_FOUND',
      'INCORRECT_FILE_TYPE',
      'FILE_TOO_LARGE',
      'UPLOAD_REJECTED',
      'UPLOAD_ALREADY_COMPLETED',
      'QUERY_TOO_COMPLEX',
      'CONTROL_CHARACTERS',
      'TARGET_BRANCH_NOT_FOUND',
      'SAME_BRANCH',
    ]) {
      expect(isErrorCode(code), code).toBe(true);
    }
    expect(isErrorCode('NOT_FOUND')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('says what the specs say, word for word', () => {
    expect(errorText('MEMBER_NOT_FOUND')).toBe(MEMBER_NOT_FOUND);
    expect(errorText('MEMBER_NOT_FOUND')).toBe('Member not found');
    expect(errorText('MEMBER_NOT_IN_BRANCH')).toBe('The member does not belong to this branch.');
    expect(errorText('INTERNAL')).toBe('Oops, something went wrong. Please try again.');
    expect(errorText('INCORRECT_FILE_TYPE')).toBe(attachmentMessages.invalidFileType);
    expect(errorText('INCORRECT_IMAGE_TYPE')).toBe(
      'You have uploaded an invalid image file type. Allowed file types are .jpg .jpeg .png or .gif.',
    );
    expect(errorText('UPLOAD_REJECTED')).toBe('There was an issue processing your file. Please try again.');
    expect(errorText('BRANCH_GROUP_NAME_TAKEN')).toBe('Group name must be unique');
    expect(errorText('BRANCH_GROUP_NEEDS_BRANCHES')).toBe(branchGroupMessages.branchesRequired);
    expect(errorText('SAME_BRANCH', { branchName: 'Auckland CBD' })).toBe(
      'The member already belongs to Auckland CBD',
    );
  });

  it('has the session-operation codes of spec 2 §8, spelt as shown, with their texts', () => {
    expect(errorText('SESSION_ALDREADY_BOOKED_ERROR')).toBe('The member is already booked for this session.');
    expect(errorText('SESSION_FULL_ERROR')).toBe('The class is fully booked.');
    for (const code of ['SESSION_NOT_FOUND_ERROR', 'CLASS_NOT_FOUND_ERROR'] as const) {
      expect(errorText(code)).toBe('The session/class no longer exists. Please try refreshing your screen.');
    }
    expect(errorText('CASUAL_ONLY_ALLOWED_ERROR')).toBe('Only guests are allowed to attend.');
    expect(errorText('MEMBER_ONLY_ALLOWED_ERROR')).toBe('Only members are allowed to attend.');
    expect(errorText('NONE_ALLOWED_ERROR')).toBe('No one is allowed to book this session.');
    expect(errorText('MEMBERSHIP_IS_NOT_ALLOWED_ERROR')).toBe('Booking is restricted by membership');
    expect(errorText('SESSION_WAITLIST_LIMIT_REACHED_ERROR')).toBe(
      'Session waitlist is full, no more places are available.',
    );
    expect(errorText('SESSION_NOT_FULL_ERROR')).toBe(
      'The waitlist booking cannot be made as there are class positions available. Please refresh your screen and try again.',
    );
    expect(errorText('CLASS_WAITLIST_DISABLED_ERROR')).toBe('Waitlist is not enabled for this class.');
    expect(errorText('SESSION_WAITLIST_ALREADY_ADDED_ERROR')).toBe(
      'This member waitlist booking for this session already exists. Please refresh your screen.',
    );
    expect(errorText('CLASS_ACTIVE_WAITLIST_ERROR')).toBe(
      'Future classes have waitlist bookings, therefore, your waitlist cannot be disabled.',
    );
    expect(errorText('CLASS_WAITLIST_LIMIT_ERROR')).toBe('An amount is required for waitlist capacity.');
  });

  it('types the parameters of each text (checked by tsc, never run)', () => {
    const misuses = () => [
      // @ts-expect-error SAME_BRANCH needs the branch name.
      errorText('SAME_BRANCH'),
      // @ts-expect-error a branch name is a string.
      errorText('SAME_BRANCH', { branchName: 7 }),
    ];
    expect(misuses).toBeTypeOf('function');
    expect(errorText('MEMBER_NOT_FOUND', {})).toBe(MEMBER_NOT_FOUND);
  });

  it('checks parameters read from the wire against their declared kinds', () => {
    expect(hasErrorParams('SAME_BRANCH', { branchName: 'Wellington', extra: true })).toBe(true);
    expect(hasErrorParams('SAME_BRANCH', { branchName: 3 })).toBe(false);
    expect(hasErrorParams('SAME_BRANCH', {})).toBe(false);
    expect(hasErrorParams('SAME_BRANCH', null)).toBe(false);
    expect(hasErrorParams('SAME_BRANCH', ['Wellington'])).toBe(false);
    expect(hasErrorParams('MEMBER_NOT_FOUND', {})).toBe(true);
  });

  it('builds the extensions the server sends', () => {
    expect(errorExtensionsOf('SAME_BRANCH', { branchName: 'Wellington' })).toEqual({
      code: 'SAME_BRANCH',
      category: 'conflict',
      errorClass: 'DomainError',
      params: { branchName: 'Wellington' },
    });
    expect(errorExtensionsOf('MEMBER_NOT_IN_BRANCH')).toEqual({
      code: 'MEMBER_NOT_IN_BRANCH',
      category: 'denied',
      errorClass: 'AccessDeniedError',
    });
    expect(errorExtensionsOf('VALIDATION_FAILED').errorClass).toBe('ValidationError');
    expect(errorExtensionsOf('NOTE_NOT_FOUND').errorClass).toBe('NotFoundError');
  });
});

describe('error categories', () => {
  it.each(ERROR_CATEGORIES)('%s has a text and an error class', (category) => {
    expect(ERROR_CATEGORY_TEXTS[category].trim()).not.toBe('');
    expect(['AccessDeniedError', 'NotFoundError', 'ValidationError', 'DomainError']).toContain(
      errorClassOf(category),
    );
  });

  it('reads a category back from the classes that name one', () => {
    expect(errorCategoryOfClass('AccessDeniedError')).toBe('denied');
    expect(errorCategoryOfClass('NotFoundError')).toBe('not-found');
    expect(errorCategoryOfClass('ValidationError')).toBe('validation');
    expect(errorCategoryOfClass('DomainError')).toBeUndefined();
    expect(isErrorCategory('forbidden')).toBe(false);
  });
});
