import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, isAccessDenied, isNotFound } from './errors.ts';

const failed = (...extensions: Record<string, unknown>[]) =>
  new CombinedError({
    graphQLErrors: extensions.map((each) => new GraphQLError('server text', { extensions: each })),
  });

describe('GraphQL error handling (spec 1 §6)', () => {
  it('recognises a denial by its code, category or error class', () => {
    expect(isAccessDenied(failed({ code: 'MEMBER_NOT_IN_BRANCH' }))).toBe(true);
    expect(isAccessDenied(failed({ code: 'SOMETHING_NEWER', category: 'denied' }))).toBe(true);
    expect(isAccessDenied(failed({ errorClass: 'AccessDeniedError' }))).toBe(true);
    expect(isAccessDenied(failed({ code: 'MEMBER_NOT_FOUND' }, { code: 'ACCESS_DENIED' }))).toBe(true);
    expect(isAccessDenied(failed({ code: 'MEMBER_NOT_FOUND', errorClass: 'NotFoundError' }))).toBe(false);
    expect(isAccessDenied(new CombinedError({ networkError: new Error('offline') }))).toBe(false);
    expect(isAccessDenied(undefined)).toBe(false);
  });

  it('recognises a missing object by its code, category or error class', () => {
    expect(isNotFound(failed({ code: 'MEMBER_NOT_FOUND' }))).toBe(true);
    expect(isNotFound(failed({ code: 'SOMETHING_NEWER', category: 'not-found' }))).toBe(true);
    expect(isNotFound(failed({ errorClass: 'NotFoundError' }))).toBe(true);
    expect(isNotFound(failed({ code: 'SAME_BRANCH', params: { branchName: 'Wellington' } }))).toBe(false);
  });

  it('trusts a known code over the category sent with it', () => {
    expect(isNotFound(failed({ code: 'ACCESS_DENIED', category: 'not-found' }))).toBe(false);
  });

  it('reads the field messages of the first error', () => {
    expect(
      fieldErrorsOf(
        failed({ code: 'VALIDATION_FAILED', fieldErrors: { name: 'Name is a required field', n: 3 } }),
      ),
    ).toEqual({ name: 'Name is a required field' });
    expect(fieldErrorsOf(failed({ code: 'INTERNAL' }))).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});
