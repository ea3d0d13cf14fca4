import { describe, expect, it } from 'vitest';
import { toBranchGroupInput, validateBranchGroup } from './branch-group-form.ts';

const valid = { name: 'South Island', description: 'Christchurch and friends', branches: ['chc'] };

describe('branch group form rules (spec 3 §5)', () => {
  it('accepts a valid group', () => {
    expect(validateBranchGroup(valid, ['North Island'])).toEqual({});
  });

  it('requires a name', () => {
    expect(validateBranchGroup({ ...valid, name: '   ' }, []).name).toBe('Name is a required field');
  });

  it('limits the name to 80 characters', () => {
    expect(validateBranchGroup({ ...valid, name: 'x'.repeat(80) }, []).name).toBeUndefined();
    expect(validateBranchGroup({ ...valid, name: 'x'.repeat(81) }, []).name).toBe(
      'Name must not exceed 80 characters',
    );
  });

  it('wants a name unique among the other groups, ignoring case and spaces', () => {
    expect(validateBranchGroup({ ...valid, name: ' north island ' }, ['North Island']).name).toBe(
      'Group name must be unique',
    );
  });

  it('keeps the name ALL_BRANCHES for the group of every branch', () => {
    expect(validateBranchGroup({ ...valid, name: 'all_branches' }, []).name).toBe(
      'Group name must be unique',
    );
  });

  it('limits the description to 400 characters', () => {
    expect(validateBranchGroup({ ...valid, description: 'd'.repeat(401) }, []).description).toBe(
      'Description must not exceed 400 characters',
    );
  });

  it('needs at least one branch', () => {
    expect(validateBranchGroup({ ...valid, branches: [] }, []).branches).toBe(
      'At least one branch is required',
    );
  });

  it('trims on submit and sends a blank description as null', () => {
    expect(toBranchGroupInput({ name: ' A ', description: '  ', branches: ['x'] })).toEqual({
      name: 'A',
      description: null,
      branches: ['x'],
    });
  });
});
