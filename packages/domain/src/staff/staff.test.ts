import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { messagesOf, parsed } from '../test-support.ts';
import {
  canResetPassword,
  isCheckableUsername,
  roleAssignmentFailureText,
  staffMemberDetailsInputSchema,
  staffMemberInputSchema,
  usernameSchema,
} from './staff.ts';
import { STAFF_INACTIVE_TAG, staffMessages } from './staff-messages.ts';

const today = Temporal.PlainDate.from('2026-05-10');
const add = staffMemberInputSchema({ today });
const update = staffMemberDetailsInputSchema({ today });
const branch = '00000001-0002-4000-8000-000000000001';
const valid = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  gender: 'FEMALE',
  email: 'aroha@example.co.nz',
  username: 'aroha.ngata',
  branches: [branch],
};

describe('the username rule (spec 3 §5)', () => {
  it.each([
    ['', staffMessages.usernameRequired],
    ['   ', staffMessages.usernameRequired],
    ['ab', staffMessages.usernameTooShort],
    ['a'.repeat(31), staffMessages.usernameTooLong],
    ['two words', staffMessages.usernameSpaces],
  ])('refuses %j with its message', (username, message) => {
    expect(messagesOf(usernameSchema, username)).toEqual([message]);
    expect(isCheckableUsername(username)).toBe(false);
  });

  it('trims, and accepts 3 and 30 characters', () => {
    expect(parsed(usernameSchema, '  abc ')).toBe('abc');
    expect(isCheckableUsername('a'.repeat(30))).toBe(true);
  });

  it('refuses a null or a number as required', () => {
    expect(messagesOf(usernameSchema, null)).toEqual([staffMessages.usernameRequired]);
  });
});

describe('add staff member (spec 3 §5)', () => {
  it('accepts the minimum and trims names; availableForSessions defaults to false', () => {
    const result = parsed(add, { ...valid, firstName: ' Aroha ', address: null });
    expect(result).toMatchObject({ firstName: 'Aroha', availableForSessions: false, branches: [branch] });
    expect(result.address).toBeUndefined();
  });

  it('needs names of at most 30, gender, email and at least one branch', () => {
    expect(
      messagesOf(add, {
        ...valid,
        firstName: 'a'.repeat(31),
        lastName: '',
        gender: undefined,
        email: '',
        branches: [],
      }),
    ).toEqual([
      staffMessages.firstNameTooLong,
      staffMessages.lastNameRequired,
      staffMessages.genderRequired,
      staffMessages.emailRequired,
      staffMessages.branchesRequired,
    ]);
    expect(staffMessages.firstNameTooLong).toBe('No more than 30 characters as first name');
  });

  it('refuses a date of birth that is not a valid date', () => {
    expect(messagesOf(add, { ...valid, dateOfBirth: '2026-02-30' })).toEqual(['A valid date is required']);
  });

  it('removes duplicate branches', () => {
    expect(parsed(add, { ...valid, branches: [branch, branch] }).branches).toEqual([branch]);
  });
});

describe('update staff (spec 3 §5)', () => {
  it('requires the mobile phone on edit', () => {
    const { username: _username, ...details } = valid;
    const input = { ...details, personId: '00000001-0004-4000-8000-0000000003e8' };
    expect(messagesOf(update, input)).toContain('Phone number must be provided');
    expect(
      parsed(update, { ...input, mobilePhone: { countryCode: 'NZ', number: '021 123 4567' } }).mobilePhone,
    ).toEqual({
      countryCode: 'NZ',
      number: '0211234567',
    });
  });
});

describe('staff states and texts', () => {
  it('offers Reset password only to active staff (spec 3 §4)', () => {
    expect(canResetPassword([])).toBe(true);
    expect(canResetPassword([STAFF_INACTIVE_TAG])).toBe(false);
  });

  it('lists a failed change as "{branch} to/from {role} role" (spec 3 §8)', () => {
    expect(roleAssignmentFailureText('Wellington', 'Branch manager', 'assign')).toBe(
      'Wellington to Branch manager role',
    );
    expect(roleAssignmentFailureText('Wellington', 'PT', 'remove')).toBe('Wellington from PT role');
  });
});
