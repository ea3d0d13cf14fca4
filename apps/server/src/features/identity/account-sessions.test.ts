import { describe, expect, it } from 'vitest';
import { sessionEnded, waitAfterSessionsEnded } from './account-sessions.ts';

describe('ending the sessions of an account', () => {
  const ended = new Date('2026-11-28T09:00:05.400Z');
  const second = Math.floor(ended.getTime() / 1000);

  it('ends every sign-in of that second or earlier, none after it', () => {
    expect(sessionEnded(second - 3600, ended)).toBe(true);
    expect(sessionEnded(second, ended)).toBe(true);
    expect(sessionEnded(second + 1, ended)).toBe(false);
    expect(sessionEnded(second - 3600, null)).toBe(false);
  });

  it('makes a sign-in in the same second wait for the next one, and no other', () => {
    expect(waitAfterSessionsEnded(ended, ended.getTime() + 100)).toBe(500);
    expect(waitAfterSessionsEnded(ended, (second + 1) * 1000)).toBe(0);
    expect(waitAfterSessionsEnded(ended, ended.getTime() + 60_000)).toBe(0);
    expect(waitAfterSessionsEnded(null)).toBe(0);
  });
});
