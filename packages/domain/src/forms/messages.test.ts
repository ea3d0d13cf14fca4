import { describe, expect, it } from 'vitest';
import { formMessages, lowerFirst, upperFirst } from './messages.ts';

describe('generic form messages (spec 1 §5.1)', () => {
  it.each([
    [formMessages.tooLong('description', 400), 'Description must not exceed 400 characters'],
    [formMessages.invalid('Email'), 'Invalid email'],
    [formMessages.notANumber('join fee'), 'Join fee must be a number'],
    [formMessages.noDecimals('Capacity'), 'Capacity must not have decimals'],
    [formMessages.positive('Term'), 'Term must be greater than 0'],
    [formMessages.nonNegative('Join fee'), 'Join fee must be greater than or equal to 0'],
    [formMessages.required('name'), 'Name is required'],
    [formMessages.atMost('Age', 99), 'Age must be less than or equal to 99'],
    [formMessages.validDateRequired, 'A valid date is required'],
    [formMessages.dateLooksWrong, 'This date looks wrong'],
    [formMessages.dateInFuture, 'Date can not be in the future'],
    [formMessages.dateOfBirthNotBeforeToday, 'This must be before today'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['email', 'Email', 'email'],
    ['Email', 'Email', 'email'],
    ['PIN code', 'PIN code', 'PIN code'],
    ['', '', ''],
    ['x', 'X', 'x'],
  ])('%j → upper %j, lower %j', (label, upper, lower) => {
    expect(upperFirst(label)).toBe(upper);
    expect(lowerFirst(label)).toBe(lower);
  });
});
