import { describe, expect, it } from 'vitest';
import { SMS_SEGMENT_LENGTH, smsLength } from './sms.ts';

describe('SMS counter (160 characters per message)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [160, 1],
    [161, 2],
    [320, 2],
    [321, 3],
    [2000, 13],
  ])('%d characters → %d messages', (length, messages) => {
    expect(smsLength('x'.repeat(length))).toEqual({ characters: length, messages });
  });

  it('uses 160 as the segment length', () => {
    expect(SMS_SEGMENT_LENGTH).toBe(160);
  });
});
