import {
  ERROR_CATALOGUE,
  ERROR_CATEGORY_TEXTS,
  ERROR_CODES,
  type ErrorCode,
  type ErrorParamKinds,
  type ErrorParams,
  errorExtensionsOf,
  STANDARD_ERROR_TEXT,
} from '@clubline/domain';
import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { errorTextOf, listedErrorTextOf } from './error-text.ts';

const SERVER_MESSAGE = 'A message the server wrote';

const failed = (extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(SERVER_MESSAGE, { extensions })] });

const alreadyAt = ({ branchName }: ErrorParams<'SAME_BRANCH'>) => `Already at ${branchName}`;

/** The wire format of a code, with parameters of the declared kinds. */
function wireOf(code: ErrorCode): Record<string, unknown> {
  const kinds: ErrorParamKinds = ERROR_CATALOGUE[code].params;
  const params = Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => [name, kind === 'number' ? 7 : 'Sample']),
  );
  return { ...errorExtensionsOf(code), ...(Object.keys(params).length > 0 ? { params } : {}) };
}

describe('errorTextOf (PATTERNS "Error codes")', () => {
  it.each(ERROR_CODES.filter((code) => code !== 'INTERNAL'))('renders %s with a text of its own', (code) => {
    const text = errorTextOf(failed(wireOf(code)));
    expect(text.trim()).not.toBe('');
    expect(text).not.toBe(STANDARD_ERROR_TEXT);
    expect(text).not.toBe(SERVER_MESSAGE);
    expect(text).not.toContain('undefined');
  });

  it('renders INTERNAL as the standard error', () => {
    expect(errorTextOf(failed(wireOf('INTERNAL')))).toBe('Oops, something went wrong. Please try again.');
  });

  it('builds the text from the parameters', () => {
    expect(errorTextOf(failed({ code: 'SAME_BRANCH', params: { branchName: 'Auckland CBD' } }))).toBe(
      'The member already belongs to Auckland CBD',
    );
  });

  it("prefers the screen's own text, fixed or built from the parameters", () => {
    const error = failed({ code: 'SAME_BRANCH', params: { branchName: 'Auckland CBD' } });
    expect(errorTextOf(error, { SAME_BRANCH: 'Already there' })).toBe('Already there');
    expect(errorTextOf(error, { SAME_BRANCH: alreadyAt })).toBe('Already at Auckland CBD');
    expect(errorTextOf(error, { MEMBER_NOT_FOUND: 'Gone' })).toBe(
      'The member already belongs to Auckland CBD',
    );
  });

  it('falls back to the category when the parameters did not arrive', () => {
    expect(errorTextOf(failed({ code: 'SAME_BRANCH' }))).toBe(ERROR_CATEGORY_TEXTS.conflict);
    expect(errorTextOf(failed({ code: 'SAME_BRANCH', params: { branchName: 3 } }))).toBe(
      ERROR_CATEGORY_TEXTS.conflict,
    );
    expect(errorTextOf(failed({ code: 'SAME_BRANCH' }), { SAME_BRANCH: 'Already there' })).toBe(
      'Already there',
    );
  });

  it('falls back to the category of an unknown code, then to the standard error, never the server message', () => {
    expect(errorTextOf(failed({ code: 'ADDED_NEXT_YEAR', category: 'not-found' }))).toBe(
      ERROR_CATEGORY_TEXTS['not-found'],
    );
    expect(errorTextOf(failed({ code: 'NOT_FOUND', errorClass: 'NotFoundError' }))).toBe(
      ERROR_CATEGORY_TEXTS['not-found'],
    );
    expect(errorTextOf(failed({ code: 'ADDED_NEXT_YEAR' }))).toBe(STANDARD_ERROR_TEXT);
    expect(errorTextOf(failed({}))).toBe(STANDARD_ERROR_TEXT);
    expect(errorTextOf(new CombinedError({ networkError: new Error('offline') }))).toBe(STANDARD_ERROR_TEXT);
    expect(errorTextOf(undefined)).toBe(STANDARD_ERROR_TEXT);
  });

  it('reads the first error only', () => {
    const error = new CombinedError({
      graphQLErrors: [
        new GraphQLError('first', { extensions: { code: 'NOTE_NOT_FOUND' } }),
        new GraphQLError('second', { extensions: { code: 'MEMBER_NOT_FOUND' } }),
      ],
    });
    expect(errorTextOf(error)).toBe('Note not found');
  });
});

describe('listedErrorTextOf', () => {
  it('explains only the codes listed, anything else is the standard error', () => {
    const codes = ['SESSION_FULL_ERROR'] as const;
    expect(listedErrorTextOf(failed({ code: 'SESSION_FULL_ERROR' }), codes)).toBe(
      'The class is fully booked.',
    );
    expect(listedErrorTextOf(failed({ code: 'MEMBER_NOT_FOUND' }), codes)).toBe(STANDARD_ERROR_TEXT);
    expect(
      listedErrorTextOf(failed({ code: 'SESSION_FULL_ERROR' }), codes, { SESSION_FULL_ERROR: 'Full' }),
    ).toBe('Full');
    expect(listedErrorTextOf(undefined, codes)).toBe(STANDARD_ERROR_TEXT);
  });
});
