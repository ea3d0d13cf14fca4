import { STANDARD_ERROR_TEXT } from '@clubline/domain';
import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { sessionOperationErrorText } from './session-operations.ts';

const failed = (code: string) =>
  new CombinedError({ graphQLErrors: [new GraphQLError('server text', { extensions: { code } })] });

describe('session operation errors (spec 2 §8)', () => {
  it('explains adding a member to a session', () => {
    expect(
      sessionOperationErrorText('ADD_MEMBER_TO_SESSION_ASYNC', failed('SESSION_ALDREADY_BOOKED_ERROR')),
    ).toBe('The member is already booked for this session.');
    expect(
      sessionOperationErrorText('ADD_MEMBER_TO_SESSION_ASYNC', failed('CASUAL_ONLY_ALLOWED_ERROR')),
    ).toBe('Only guests are allowed to attend.');
    expect(sessionOperationErrorText('ADD_MEMBER_TO_SESSION_ASYNC', failed('SESSION_NOT_FULL_ERROR'))).toBe(
      STANDARD_ERROR_TEXT,
    );
  });

  it('says the restrictions of the waitlist with their own ending', () => {
    expect(sessionOperationErrorText('ADD_MEMBER_TO_WAITLIST', failed('CASUAL_ONLY_ALLOWED_ERROR'))).toBe(
      'Only guests are allowed to book this session.',
    );
    expect(sessionOperationErrorText('ADD_MEMBER_TO_WAITLIST', failed('MEMBER_ONLY_ALLOWED_ERROR'))).toBe(
      'Only members are allowed to book this session.',
    );
    expect(
      sessionOperationErrorText('ADD_MEMBER_TO_WAITLIST', failed('SESSION_WAITLIST_LIMIT_REACHED_ERROR')),
    ).toBe('Session waitlist is full, no more places are available.');
  });

  it('explains only the not-found codes when removing from a session', () => {
    expect(sessionOperationErrorText('REMOVE_MEMBER_FROM_SESSION', failed('CLASS_NOT_FOUND_ERROR'))).toBe(
      'The session/class no longer exists. Please try refreshing your screen.',
    );
    expect(sessionOperationErrorText('REMOVE_MEMBER_FROM_SESSION', failed('SESSION_FULL_ERROR'))).toBe(
      STANDARD_ERROR_TEXT,
    );
  });

  it('shows no message of its own when removing from a waitlist', () => {
    expect(sessionOperationErrorText('REMOVE_MEMBER_FROM_WAITLIST', failed('SESSION_NOT_FOUND_ERROR'))).toBe(
      STANDARD_ERROR_TEXT,
    );
  });

  it('explains the waitlist settings', () => {
    expect(sessionOperationErrorText('UPDATE_WAITLIST_SETTINGS', failed('CLASS_ACTIVE_WAITLIST_ERROR'))).toBe(
      'Future classes have waitlist bookings, therefore, your waitlist cannot be disabled.',
    );
  });
});
