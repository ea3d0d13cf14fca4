import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../permissions/operations.ts';
import {
  addRoleInputSchema,
  assignableOperationIds,
  GROUP_OPERATIONS_ACCESS,
  isRoleNameFree,
  roleInputSchema,
} from './role.ts';
import { roleMessages } from './role-messages.ts';

const valid = { name: ' Night manager ', description: '  ' };

describe('roleInputSchema (spec 3 §5 "Role")', () => {
  it('trims and blanks an empty description to null', () => {
    expect(roleInputSchema.parse(valid)).toEqual({ name: 'Night manager', description: null });
  });

  it.each([
    [{ ...valid, name: '   ' }, 'Name is a required field'],
    [{ ...valid, name: undefined }, 'Name is a required field'],
    [{ ...valid, name: 'x'.repeat(81) }, 'Name must not exceed 80 characters'],
    [{ ...valid, description: 'x'.repeat(401) }, 'Description must not exceed 400 characters'],
    [{ ...valid, name: 'a\u0000b' }, roleMessages.nameControlCharacters],
  ])('rejects %j with its message', (input, message) => {
    expect(roleInputSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('accepts the limits exactly, and a description over several lines', () => {
    const input = { name: 'x'.repeat(80), description: `${'y'.repeat(390)}\nsecond` };
    expect(roleInputSchema.safeParse(input).success).toBe(true);
  });
});

describe('addRoleInputSchema (spec 3 §7 addRoleInput)', () => {
  it('derives the id from the name when none is sent, and accepts the same id', () => {
    expect(addRoleInputSchema.parse({ name: ' Night  Manager ' })).toEqual({
      id: 'night-manager',
      name: 'Night  Manager',
      description: null,
    });
    expect(addRoleInputSchema.parse({ id: 'night-manager', name: 'Night Manager' }).id).toBe('night-manager');
  });

  it('refuses an id the name does not give', () => {
    const issue = addRoleInputSchema.safeParse({ id: 'admin', name: 'Night Manager' }).error?.issues[0];
    expect(issue?.path).toEqual(['id']);
    expect(issue?.message).toBe(roleMessages.idNotFromName);
  });
});

describe('isRoleNameFree', () => {
  const others = [
    { id: 'front-desk', name: 'Front desk' },
    { id: 'night', name: 'Late shift' },
  ];
  it.each([
    ['front DESK ', false], // same name, case and spaces ignored
    ['Front  desk', false], // a different name that gives an existing role id
    ['Night', false], // the id of a renamed role stays taken
    ['Late Shift', false],
    ['Early shift', true],
  ])('%j → %s', (name, free) => {
    expect(isRoleNameFree(name, others)).toBe(free);
  });
});

describe('assignableOperationIds', () => {
  it('lists the catalogue, one assignment operation per custom role, then the group-operations access', () => {
    const ids = assignableOperationIds(['night-manager', 'admin']);
    expect(ids.slice(0, OPERATIONS.length)).toEqual([...OPERATIONS]);
    expect(ids.slice(OPERATIONS.length)).toEqual([
      'manage-role-assignment-night-manager',
      GROUP_OPERATIONS_ACCESS,
    ]);
  });
});
