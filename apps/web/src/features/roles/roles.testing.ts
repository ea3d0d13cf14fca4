import { OPERATIONS } from '@clubline/domain';
import type { AnswerTo } from '../../testing/graphql.ts';

type Summary = Extract<AnswerTo<'Role'>, { data: unknown }>['data']['getRoleSummary'];

/** The name the server gives an operation in these fixtures: `view-member` → `View member`. */
export const operationLabel = (id: string): string =>
  id.charAt(0).toUpperCase() + id.slice(1).replaceAll('-', ' ');

/** Test data: a role summary as getRoleSummary answers it; `allowed` lists the allowed operation ids. */
export function roleSummary(overrides: Partial<Summary> = {}, allowed: readonly string[] = []): Summary {
  return {
    __typename: 'RoleSummary',
    roleId: 'night-shift',
    name: 'Night shift',
    description: 'Closes the club',
    type: 'CUSTOM',
    membersCount: 0,
    accessToGroupOperations: false,
    operations: OPERATIONS.map((id) => ({
      __typename: 'RoleOperation',
      id,
      name: operationLabel(id),
      allowed: allowed.includes(id),
    })),
    ...overrides,
  };
}

export const roleList = [
  {
    __typename: 'Role',
    roleId: 'admin',
    name: 'Admin',
    description: 'Everything.',
    type: 'BUILT_IN',
    membersCount: 1,
  },
  {
    __typename: 'Role',
    roleId: 'night-shift',
    name: 'Night shift',
    description: null,
    type: 'CUSTOM',
    membersCount: 0,
  },
] as const;
