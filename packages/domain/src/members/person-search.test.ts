import { describe, expect, it } from 'vitest';
import {
  COUNT_PERSONS_BY_EMAIL_LIMIT,
  countPersonsByEmailSchema,
  defaultPersonSearchSort,
  findExistingPersonsSchema,
  PERSON_SEARCH_DEFAULT_LIMIT,
  personSearchPagingSchema,
  personSearchQuery,
} from '../index.ts';
import { issuesOf, parsed } from '../test-support.ts';

describe('personSearchQuery', () => {
  it.each([
    ['#a1b2c3d4', { kind: 'card', cardNumber: 'A1B2C3D4' }],
    [' # a1b2 ', { kind: 'card', cardNumber: 'A1B2' }],
    ['#', { kind: 'card', cardNumber: '' }],
    ['Jane.Smith@Example.com', { kind: 'email', email: 'jane.smith@example.com' }],
    ['  Smi ', { kind: 'name', words: ['smi'] }],
    ['Jane   van der', { kind: 'name', words: ['jane', 'van', 'der'] }],
    ['   ', { kind: 'none' }],
    [null, { kind: 'none' }],
  ])('%j → %j', (term, expected) => {
    expect(personSearchQuery(term)).toEqual(expected);
  });
});

describe('defaultPersonSearchSort (spec 2 §7)', () => {
  it('sorts by first name with a term, else newest prospects first', () => {
    expect(defaultPersonSearchSort('smi')).toBe('FIRST_NAME_ASC');
    expect(defaultPersonSearchSort('#A1')).toBe('FIRST_NAME_ASC');
    expect(defaultPersonSearchSort('  ')).toBe('PROSPECT_JOINED_AT_DESC');
    expect(defaultPersonSearchSort(undefined)).toBe('PROSPECT_JOINED_AT_DESC');
  });
});

describe('personSearchPagingSchema', () => {
  it('defaults to 1000 from the start', () => {
    expect(parsed(personSearchPagingSchema, {})).toEqual({ limit: PERSON_SEARCH_DEFAULT_LIMIT, offset: 0 });
    expect(parsed(personSearchPagingSchema, { limit: 50, offset: 100 })).toEqual({ limit: 50, offset: 100 });
  });

  it.each([
    [{ limit: 1001 }, 'limit', 'Limit must be less than or equal to 1000'],
    [{ limit: 0 }, 'limit', 'Limit must be greater than 0'],
    [{ offset: -1 }, 'offset', 'Offset must be greater than or equal to 0'],
  ])('rejects %j', (value, path, message) => {
    expect(issuesOf(personSearchPagingSchema, value)).toEqual([{ path, message }]);
  });
});

describe('the duplicate checks of the add-member form (spec 2 §5)', () => {
  it('finds existing persons by trimmed names and an optional date of birth', () => {
    expect(
      parsed(findExistingPersonsSchema, { firstName: ' Jane ', lastName: 'Smith', dateOfBirth: null }),
    ).toEqual({ firstName: 'Jane', lastName: 'Smith', dateOfBirth: undefined });
    expect(issuesOf(findExistingPersonsSchema, { firstName: '', lastName: 'S' })).toEqual([
      { path: 'firstName', message: 'First name is required' },
    ]);
  });

  it('counts by email up to 10000', () => {
    expect(parsed(countPersonsByEmailSchema, { email: ' a@b.co ' })).toEqual({
      email: 'a@b.co',
      limit: COUNT_PERSONS_BY_EMAIL_LIMIT,
    });
    expect(issuesOf(countPersonsByEmailSchema, { email: 'a@' })).toEqual([
      { path: 'email', message: 'Invalid email' },
    ]);
    expect(issuesOf(countPersonsByEmailSchema, { email: 'a@b.co', limit: 10_001 })).toEqual([
      { path: 'limit', message: 'Limit must be less than or equal to 10000' },
    ]);
  });
});
