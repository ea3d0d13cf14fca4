/**
 * The operation catalogue (spec 1 §6). Permissions are these named operations, held per branch.
 *
 * Canonical ids where the spec writes a plural in brackets: we use the singular form, like the
 * other ids of the catalogue (view-member, manage-member, manage-product):
 *   view-membership-plan(s)   → 'view-membership-plan'
 *   manage-membership-plan(s) → 'manage-membership-plan'
 *   manage-payment-option(s)  → 'manage-payment-option'
 * ANY_BRANCH is listed with the operations in the spec but is a scope, not an operation: it is
 * exported as ANY_BRANCH from permissions/scopes.ts.
 */
export const ROLE_ASSIGNMENT_OPERATION_PREFIX = 'manage-role-assignment-';

/** Built-in role ids that a manage-role-assignment-* operation of the catalogue names. */
export const BUILT_IN_ROLE_IDS = [
  'admin',
  'branch-manager',
  'field-manager',
  'franchisee',
  'master-franchiser',
  'pt',
] as const;
export type BuiltInRoleId = (typeof BUILT_IN_ROLE_IDS)[number];

export const OPERATIONS = [
  'view-member',
  'view-staff-member',
  'view-membership-plan',
  'view-arrival',
  'ui-access-grey-area',
  'view-organization-routes',
  'view-reports',
  'view-products',
  'view-sales',
  'manage-staff-member',
  'manage-member',
  'manage-membership',
  'manage-membership-plan',
  'manage-payment-option',
  'manage-join-fee',
  'manage-access-card-fee',
  'manage-classes',
  'manage-sessions',
  'manage-correspondence',
  'manage-branch-group',
  'manage-product',
  'manage-product-price',
  'manage-sale',
  'manage-branch-settings',
  'manage-reports',
  'manage-organization-settings',
  'manage-sms-template',
  'manage-pos-allow-unlimited-discounting',
  'manage-pos-allow-limited-discounting',
  'manage-pos-edit-price',
  'manage-role-assignment-admin',
  'manage-role-assignment-branch-manager',
  'manage-role-assignment-field-manager',
  'manage-role-assignment-franchisee',
  'manage-role-assignment-master-franchiser',
  'manage-role-assignment-pt',
  'change-application-settings',
  'run-report',
  'bulk-transfer',
  'send-ad-hoc-sms',
  'admin-manage-bms',
  'edit-non-billing-membership-dates',
  'edit-billing-membership-dates',
] as const;
export type Operation = (typeof OPERATIONS)[number];

/** An operation that lets its holder assign the role whose id is the suffix (custom roles included). */
export type RoleAssignmentOperation = `${typeof ROLE_ASSIGNMENT_OPERATION_PREFIX}${string}`;

/** Any operation a permission check may name: the catalogue, or the assignment of any role. */
export type OperationId = Operation | RoleAssignmentOperation;

/** The operation that allows assigning the role `roleId`. */
export function roleAssignmentOperation(roleId: string): RoleAssignmentOperation {
  return `${ROLE_ASSIGNMENT_OPERATION_PREFIX}${roleId}`;
}

/** The role id a manage-role-assignment-* operation names, or undefined for any other operation. */
export function assignableRoleOf(operation: string): string | undefined {
  if (!operation.startsWith(ROLE_ASSIGNMENT_OPERATION_PREFIX)) return undefined;
  const roleId = operation.slice(ROLE_ASSIGNMENT_OPERATION_PREFIX.length);
  return roleId === '' ? undefined : roleId;
}
