import { OPERATIONS, type Operation, type OperationId, roleAssignmentOperation } from '@clubline/domain';

/** A role of the catalogue every organisation starts with, and the operations it allows. */
export interface StandardRole {
  id: string;
  name: string;
  description: string;
  operations: readonly OperationId[];
}

/**
 * Front desk is a standard role the spec's catalogue names no assignment operation for, so its
 * own is added: without it nobody, not even the admin, could give a new receptionist the role.
 * Whoever runs a branch hires its desk: admin, field manager and branch manager all hold it.
 */
const ASSIGN_FRONT_DESK = roleAssignmentOperation('front-desk');
const ALL: readonly OperationId[] = [...OPERATIONS, ASSIGN_FRONT_DESK];
const except = (...excluded: Operation[]): OperationId[] =>
  ALL.filter((op) => !excluded.some((excludedOp) => excludedOp === op));

/**
 * The built-in roles (spec 1 §6): admin (super admin when held on ALL_BRANCHES), field manager
 * (a group of branches), branch manager and front desk. The demo seed and the test builders both
 * give an organisation these.
 */
export const STANDARD_ROLES: readonly StandardRole[] = [
  { id: 'admin', name: 'Admin', description: 'Everything, on the branches assigned.', operations: ALL },
  {
    id: 'field-manager',
    name: 'Field manager',
    description: 'Runs a group of branches.',
    operations: except(
      'manage-role-assignment-admin',
      'manage-role-assignment-field-manager',
      'manage-role-assignment-master-franchiser',
      'change-application-settings',
      'manage-organization-settings',
      'admin-manage-bms',
      'bulk-transfer',
    ),
  },
  {
    id: 'branch-manager',
    name: 'Branch manager',
    description: 'Runs one branch.',
    operations: except(
      'manage-role-assignment-admin',
      'manage-role-assignment-field-manager',
      'manage-role-assignment-master-franchiser',
      'manage-role-assignment-franchisee',
      'manage-role-assignment-branch-manager',
      'change-application-settings',
      'manage-organization-settings',
      'admin-manage-bms',
      'bulk-transfer',
      'manage-membership-plan',
      'manage-branch-group',
    ),
  },
  {
    id: 'front-desk',
    name: 'Front desk',
    description: 'Finds members, sells memberships, books classes, watches arrivals.',
    operations: [
      'view-member',
      'manage-member',
      'manage-membership',
      'view-membership-plan',
      'view-arrival',
      'manage-sessions',
      'send-ad-hoc-sms',
      'view-products',
      'view-sales',
      'manage-sale',
      'ui-access-grey-area',
    ],
  },
];

/** The ids of the standard roles, by what they are. */
export const STANDARD_ROLE_IDS = {
  admin: 'admin',
  fieldManager: 'field-manager',
  branchManager: 'branch-manager',
  frontDesk: 'front-desk',
} as const;
