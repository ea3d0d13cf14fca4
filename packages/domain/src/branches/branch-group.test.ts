import { describe, expect, it } from 'vitest';
import { branchGroupInputSchema, isBranchGroupNameFree } from './branch-group.ts';
import { branchGroupMessages } from './branch-group-messages.ts';

const valid = { name: ' Auckland ', description: '  ', branches: ['a', 'b', 'a'] };

describe('branchGroupInputSchema', () => {
  it('trims, blanks a description to null and drops repeated branches', () => {
    expect(branchGroupInputSchema.parse(valid)).toEqual({
      name: 'Auckland',
      description: null,
      branches: ['a', 'b'],
    });
  });

  it.each([
    [{ ...valid, name: '   ' }, branchGroupMessages.nameRequired],
    [{ ...valid, name: undefined }, branchGroupMessages.nameRequired],
    [{ ...valid, name: 'x'.repeat(81) }, 'Name must not exceed 80 characters'],
    [{ ...valid, description: 'x'.repeat(401) }, 'Description must not exceed 400 characters'],
    [{ ...valid, branches: [] }, 'At least one branch is required'],
    [{ ...valid, branches: undefined }, 'At least one branch is required'],
  ])('rejects %j with its message', (input, message) => {
    expect(branchGroupInputSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('accepts the limits exactly', () => {
    expect(
      branchGroupInputSchema.safeParse({ ...valid, name: 'x'.repeat(80), description: 'y'.repeat(400) })
        .success,
    ).toBe(true);
  });
});

describe('isBranchGroupNameFree', () => {
  it.each([
    ['Australia', ['australia '], false],
    ['all_branches', [], false],
    ['Australia', ['New Zealand'], true],
  ])('%s among %j → %s', (name, others, free) => {
    expect(isBranchGroupNameFree(name, others)).toBe(free);
  });
});
