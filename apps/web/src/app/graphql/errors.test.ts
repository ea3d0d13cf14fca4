import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { isAccessDenied, submissionErrorMessage } from './errors.ts';

describe('GraphQL error handling (spec 1 §6, §8)', () => {
  it('shows the first GraphQL error message of a failed submission', () => {
    const error = new CombinedError({
      graphQLErrors: [new GraphQLError('Group name must be unique'), new GraphQLError('second')],
    });
    expect(submissionErrorMessage(error)).toBe('Group name must be unique');
  });

  it('falls back to Something went wrong for network errors', () => {
    expect(submissionErrorMessage(new CombinedError({ networkError: new Error('offline') }))).toBe(
      'Something went wrong',
    );
    expect(submissionErrorMessage(undefined)).toBe('Something went wrong');
  });

  it('recognises an AccessDeniedError by its error class', () => {
    const denied = new CombinedError({
      graphQLErrors: [new GraphQLError('Access denied', { extensions: { errorClass: 'AccessDeniedError' } })],
    });
    expect(isAccessDenied(denied)).toBe(true);
    expect(isAccessDenied(new CombinedError({ graphQLErrors: [new GraphQLError('x')] }))).toBe(false);
  });
});
