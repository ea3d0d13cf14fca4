import { describe, expect, it } from 'vitest';
import {
  assignableRoleOf,
  BUILT_IN_ROLE_IDS,
  OPERATIONS,
  ROLE_ASSIGNMENT_OPERATION_PREFIX,
  roleAssignmentOperation,
} from './operations.ts';

describe('operation catalogue (spec 1 §6)', () => {
  it('holds unique kebab-case ids and uses the singular canonical ids', () => {
    expect(new Set(OPERATIONS).size).toBe(OPERATIONS.length);
    for (const operation of OPERATIONS) expect(operation).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(OPERATIONS).toContain('view-membership-plan');
    expect(OPERATIONS).toContain('manage-membership-plan');
    expect(OPERATIONS).toContain('manage-payment-option');
    expect(OPERATIONS).not.toContain('view-membership-plans');
    expect(OPERATIONS).not.toContain('ANY_BRANCH');
    expect(OPERATIONS).toHaveLength(43);
  });

  it('has one role-assignment operation per built-in role', () => {
    const assignment = OPERATIONS.filter((operation) =>
      operation.startsWith(ROLE_ASSIGNMENT_OPERATION_PREFIX),
    );
    expect(assignment.map(assignableRoleOf)).toEqual([...BUILT_IN_ROLE_IDS]);
  });

  it.each([
    ['manage-role-assignment-admin', 'admin'],
    ['manage-role-assignment-branch-manager', 'branch-manager'],
    ['manage-role-assignment-my-custom-role', 'my-custom-role'],
    ['manage-role-assignment-', undefined],
    ['manage-member', undefined],
    ['view-member', undefined],
  ])('assignableRoleOf(%s) → %s', (operation, expected) => {
    expect(assignableRoleOf(operation)).toBe(expected);
  });

  it('builds the operation that assigns a role', () => {
    expect(roleAssignmentOperation('pt')).toBe('manage-role-assignment-pt');
    expect(assignableRoleOf(roleAssignmentOperation('front-desk'))).toBe('front-desk');
  });
});
