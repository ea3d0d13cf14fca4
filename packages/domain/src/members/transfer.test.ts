import { describe, expect, it } from 'vitest';
import { transferPersonToBranchSchema } from './transfer.ts';

const person = '00000001-0004-4000-8000-0000000003e8';
const branch = '00000001-0002-4000-8000-000000000002';

describe('transferPersonToBranchSchema', () => {
  it('accepts a person and a target branch', () => {
    expect(transferPersonToBranchSchema.parse({ personId: person, targetBranchId: branch })).toEqual({
      personId: person,
      targetBranchId: branch,
    });
  });

  it.each([
    ['', 'Branch is required'],
    ['not-a-branch', 'Branch is required'],
  ])('rejects target branch %j with %j', (targetBranchId, message) => {
    const result = transferPersonToBranchSchema.safeParse({ personId: person, targetBranchId });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('rejects a malformed person id', () => {
    const result = transferPersonToBranchSchema.safeParse({ personId: 'x', targetBranchId: branch });
    expect(result.error?.issues[0]?.message).toBe('Invalid personId');
  });
});
