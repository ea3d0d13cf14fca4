import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { messagesOf, parsed } from '../test-support.ts';
import { dateOfBirth, isoDate, notInFutureDate } from './date-fields.ts';

const today = Temporal.PlainDate.from('2024-06-15');

describe('isoDate (spec 1 §5.1)', () => {
  const required = isoDate({ required: true });

  it.each([
    ['2024-02-29', '2024-02-29'],
    [' 1900-01-01 ', '1900-01-01'],
    ['2200-12-31', '2200-12-31'],
  ])('accepts %j', (value, expected) => {
    expect(parsed(required, value)).toBe(expected);
  });

  it.each([
    ['2023-02-29', 'A valid date is required'],
    ['2024-13-01', 'A valid date is required'],
    ['15/06/2024', 'A valid date is required'],
    ['2024-6-15', 'A valid date is required'],
    ['', 'A valid date is required'],
    [undefined, 'A valid date is required'],
    [20240615, 'A valid date is required'],
    ['1899-12-31', 'This date looks wrong'],
    ['2201-01-01', 'This date looks wrong'],
    ['0024-06-15', 'This date looks wrong'],
  ])('%j → %s', (value, message) => {
    expect(messagesOf(required, value)).toEqual([message]);
  });

  it('optional dates accept blank', () => {
    expect(parsed(isoDate(), '')).toBeUndefined();
    expect(parsed(isoDate(), null)).toBeUndefined();
  });

  it('takes a required message', () => {
    expect(messagesOf(isoDate({ required: true, requiredMessage: 'Start date is required' }), '')).toEqual([
      'Start date is required',
    ]);
  });
});

describe('notInFutureDate', () => {
  const schema = notInFutureDate(today, { required: true });

  it.each([
    ['2024-06-15', []],
    ['2024-06-14', []],
    ['2024-06-16', ['Date can not be in the future']],
  ])('%s → %j', (value, expected) => {
    expect(messagesOf(schema, value)).toEqual(expected);
  });

  it('reads "today" in a time zone when given one', () => {
    // 2024-06-15T12:30Z is already 16 June in Auckland but still 15 June in Honolulu.
    const now = Temporal.Instant.from('2024-06-15T12:30:00Z');
    expect(messagesOf(notInFutureDate({ timeZone: 'Pacific/Auckland', now }), '2024-06-16')).toEqual([]);
    expect(messagesOf(notInFutureDate({ timeZone: 'Pacific/Honolulu', now }), '2024-06-16')).toEqual([
      'Date can not be in the future',
    ]);
  });

  it('calls a "today" function at validation time', () => {
    let current = today;
    const schema = notInFutureDate(() => current);
    expect(messagesOf(schema, '2024-06-20')).toEqual(['Date can not be in the future']);
    current = Temporal.PlainDate.from('2024-06-20');
    expect(messagesOf(schema, '2024-06-20')).toEqual([]);
  });
});

describe('dateOfBirth', () => {
  const schema = dateOfBirth(today);

  it.each([
    ['2024-06-14', []],
    ['1980-01-01', []],
    ['2024-06-15', ['This must be before today']],
    ['2030-01-01', ['This must be before today']],
    ['1850-01-01', ['This date looks wrong']],
    ['', []],
  ])('%j → %j', (value, expected) => {
    expect(messagesOf(schema, value)).toEqual(expected);
  });

  it('can be required', () => {
    expect(messagesOf(dateOfBirth(today, { required: true }), '')).toEqual(['A valid date is required']);
  });
});
