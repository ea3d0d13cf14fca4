import { describe, expect, it } from 'vitest';
import { MEMBER_NOT_FOUND } from './member-messages.ts';
import { personIdSchema } from './person-id.ts';

describe('person id', () => {
  it('answers Member not found for anything but a UUID', () => {
    expect(personIdSchema.safeParse('nope').error?.issues[0]?.message).toBe(MEMBER_NOT_FOUND);
    expect(personIdSchema.safeParse('0b7c1f7e-3f4a-4d2b-9c1e-5a6b7c8d9e0f').success).toBe(true);
  });
});
