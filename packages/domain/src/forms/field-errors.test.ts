import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkFields, fieldErrorsFromIssues } from './field-errors.ts';

describe('fieldErrorsFromIssues', () => {
  it('joins each path with dots and keeps the first message per path', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['address', 'city'], message: 'Field is required' },
        { path: ['address', 'city'], message: 'Field is too long' },
        { path: ['branches', 0], message: 'Branch not found' },
        { path: ['email'], message: 'Invalid email' },
      ]),
    ).toEqual({
      'address.city': 'Field is required',
      'branches.0': 'Branch not found',
      email: 'Invalid email',
    });
  });

  it('reads Standard Schema segments and a missing path (the value itself)', () => {
    expect(
      fieldErrorsFromIssues([
        { path: [{ key: 'input' }, { key: 'name' }], message: 'Name is a required field' },
        { message: 'Invalid input' },
      ]),
    ).toEqual({ 'input.name': 'Name is a required field', '': 'Invalid input' });
  });

  it('moves a path to the field that shows it, first message still winning', () => {
    const toNumber = (path: string) => (path === 'mobilePhone' ? 'mobilePhone.number' : path);
    expect(
      fieldErrorsFromIssues(
        [
          { path: ['mobilePhone'], message: 'Please enter at least one point of contact' },
          { path: ['mobilePhone', 'number'], message: 'Telephone number must be numeric only' },
        ],
        toNumber,
      ),
    ).toEqual({ 'mobilePhone.number': 'Please enter at least one point of contact' });
  });

  it('keeps a path named like an Object property', () => {
    expect(fieldErrorsFromIssues([{ path: ['constructor'], message: 'Field is required' }])).toEqual({
      constructor: 'Field is required',
    });
  });
});

describe('checkFields', () => {
  const schema = z.object({
    name: z.string().trim().min(1, 'Name is required'),
    age: z.number().min(0, 'Too young'),
  });

  it('answers the parsed value', () => {
    expect(checkFields(schema, { name: ' Aroha ', age: 30 })).toEqual({
      ok: true,
      value: { name: 'Aroha', age: 30 },
    });
  });

  it('answers every field message of a zod failure', () => {
    expect(checkFields(schema, { name: ' ', age: -1 })).toEqual({
      ok: false,
      errors: { name: 'Name is required', age: 'Too young' },
    });
  });
});
