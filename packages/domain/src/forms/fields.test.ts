import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messagesOf, parsed } from '../test-support.ts';
import {
  booleanField,
  emailAddress,
  numberField,
  parseFormNumber,
  readNumber,
  trimmedString,
} from './fields.ts';

describe('trimmedString', () => {
  const required = trimmedString({ field: 'name', max: 5, required: true });
  const optional = trimmedString({ field: 'description', max: 5 });

  it('trims before checking length', () => {
    expect(parsed(required, '  abcde  ')).toBe('abcde');
    expect(messagesOf(required, 'abcdef')).toEqual(['Name must not exceed 5 characters']);
  });

  it.each([[''], ['   '], [undefined], [null]])('required: %j → "Name is required"', (value) => {
    expect(messagesOf(required, value)).toEqual(['Name is required']);
  });

  it.each([[''], ['   '], [undefined], [null]])('optional: %j → undefined', (value) => {
    expect(parsed(optional, value)).toBeUndefined();
  });

  it('optional still checks the length', () => {
    expect(messagesOf(optional, ' too long ')).toEqual(['Description must not exceed 5 characters']);
    expect(parsed(optional, ' ok ')).toBe('ok');
  });

  it('takes the spec messages of a specific form', () => {
    const address = trimmedString({
      field: 'address',
      max: 3,
      required: true,
      requiredMessage: 'Field is required',
      maxMessage: 'Field is too long',
    });
    expect(messagesOf(address, '')).toEqual(['Field is required']);
    expect(messagesOf(address, 'abcd')).toEqual(['Field is too long']);
  });

  it('never outputs surrounding white space (property)', () => {
    const schema = trimmedString({ field: 'text', max: 1000 });
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (text) => {
        const value = parsed(schema, text);
        expect(value).toBe(text.trim() === '' ? undefined : text.trim());
      }),
    );
  });
});

describe('emailAddress', () => {
  const required = emailAddress({ required: true });
  const optional = emailAddress();

  it.each([['jo@example.com'], ['  jo.smith+gym@example.co.nz ']])('accepts %j', (value) => {
    expect(parsed(required, value)).toBe(value.trim());
  });

  it.each([['jo@'], ['jo example.com'], ['@example.com'], ['jo@example']])(
    '%j → "Invalid email"',
    (value) => {
      expect(messagesOf(required, value)).toEqual(['Invalid email']);
    },
  );

  it('is at most 255 characters', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(messagesOf(required, long)).toContain('Email must not exceed 255 characters');
  });

  it('optional accepts blank, required does not', () => {
    expect(parsed(optional, '')).toBeUndefined();
    expect(messagesOf(required, '')).toEqual(['Email is required']);
  });

  it('takes a custom invalid message', () => {
    const branchEmail = emailAddress({ required: true, invalidMessage: 'Email provided is not valid' });
    expect(messagesOf(branchEmail, 'nope')).toEqual(['Email provided is not valid']);
  });
});

describe('number parsing (spec 1 §5.1)', () => {
  it.each([
    [undefined, { kind: 'empty' }],
    [null, { kind: 'empty' }],
    ['  ', { kind: 'empty' }],
    ['12', { kind: 'number', value: 12 }],
    [' 12.50 ', { kind: 'number', value: 12.5 }],
    ['-3', { kind: 'number', value: -3 }],
    ['.5', { kind: 'number', value: 0.5 }],
    [7, { kind: 'number', value: 7 }],
    ['12abc', { kind: 'invalid' }],
    ['1,000', { kind: 'invalid' }],
    ['abc', { kind: 'invalid' }],
    ['1e3', { kind: 'invalid' }],
    [Number.NaN, { kind: 'invalid' }],
    [Number.POSITIVE_INFINITY, { kind: 'invalid' }],
    [true, { kind: 'invalid' }],
  ])('readNumber(%j)', (input, expected) => {
    expect(readNumber(input)).toEqual(expected);
  });

  it('an unparseable number becomes empty', () => {
    expect(parseFormNumber('abc')).toBeUndefined();
    expect(parseFormNumber('')).toBeUndefined();
    expect(parseFormNumber('4.25')).toBe(4.25);
  });

  it('reads back any finite number written as text (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), (value) => {
        const text = value.toFixed(4);
        expect(parseFormNumber(text)).toBe(Number(text));
      }),
    );
  });
});

describe('numberField', () => {
  const joinFee = numberField({ field: 'Join fee', required: true, sign: 'nonNegative' });
  const capacity = numberField({ field: 'Capacity', integer: true, sign: 'positive' });

  it.each([
    ['abc', ['Join fee must be a number']],
    [Number.NaN, ['Join fee must be a number']],
    ['', ['Join fee is required']],
    [undefined, ['Join fee is required']],
    [-1, ['Join fee must be greater than or equal to 0']],
    [true, ['Join fee must be a number']],
  ])('required join fee %j → %j', (value, expected) => {
    expect(messagesOf(joinFee, value)).toEqual(expected);
  });

  it('accepts 0 and numeric text for a non-negative number', () => {
    expect(parsed(joinFee, 0)).toBe(0);
    expect(parsed(joinFee, ' 12.5 ')).toBe(12.5);
  });

  it.each([
    [1.5, ['Capacity must not have decimals']],
    [0, ['Capacity must be greater than 0']],
    [-2, ['Capacity must be greater than 0']],
  ])('optional positive integer capacity %j → %j', (value, expected) => {
    expect(messagesOf(capacity, value)).toEqual(expected);
  });

  it('an optional number that is empty or unparseable is undefined', () => {
    expect(parsed(capacity, '')).toBeUndefined();
    expect(parsed(capacity, 'abc')).toBeUndefined();
    expect(parsed(capacity, '3')).toBe(3);
  });

  it('checks a maximum with its own message', () => {
    const age = numberField({ field: 'Age', required: true, max: 99, maxMessage: 'Age cannot exceed 99' });
    expect(messagesOf(age, 100)).toEqual(['Age cannot exceed 99']);
    expect(parsed(age, 99)).toBe(99);
    const plain = numberField({ field: 'Age', required: true, max: 99 });
    expect(messagesOf(plain, 100)).toEqual(['Age must be less than or equal to 99']);
  });
});

describe('booleanField', () => {
  it.each([
    [undefined, false],
    [null, false],
    [false, false],
    [true, true],
  ])('%j → %s', (value, expected) => {
    expect(parsed(booleanField(), value)).toBe(expected);
  });

  it('defaults to false inside an object', () => {
    expect(parsed(booleanField(), undefined)).toBe(false);
    expect(messagesOf(booleanField(), 'yes')).toHaveLength(1);
  });
});
