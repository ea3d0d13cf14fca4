import { describe, expect, it } from 'vitest';
import { operationDescription } from './operation-descriptions.ts';
import { OPERATIONS, roleAssignmentOperation } from './operations.ts';

describe('a plain description of every operation, shown beside the spec’s name in the role editor', () => {
  it.each([...OPERATIONS])('%s has a one-line sentence of its own', (operation) => {
    const description = operationDescription(operation);
    expect(description).toMatch(/^[A-Z].{10,140}\.$/);
    expect(description).not.toContain('\n');
    // A description says more than the name: it never just repeats the id's words.
    expect(description.toLowerCase()).not.toBe(`${operation.replaceAll('-', ' ')}.`);
  });

  it('no two operations share a description', () => {
    const descriptions = OPERATIONS.map(operationDescription);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('describes the names a manager cannot read', () => {
    expect(operationDescription('ui-access-grey-area')).toBe(
      'See the dashboard link and the organisation settings pages.',
    );
    expect(operationDescription('admin-manage-bms')).toMatch(/billing/i);
  });

  it('describes the assignment of a custom role by the role it gives', () => {
    expect(operationDescription(roleAssignmentOperation('front-desk'))).toBe(
      'Give staff the Front desk role, or take it away.',
    );
    expect(operationDescription('manage-role-assignment-')).toBe('');
    expect(operationDescription('not-an-operation')).toBe('');
  });
});
