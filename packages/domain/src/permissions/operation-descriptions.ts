import { assignableRoleOf, type Operation } from './operations.ts';

/**
 * What each operation of the catalogue lets its holder do, in a manager's words: the role editor
 * shows it beside the spec's name, which stays exactly as the spec writes it (spec 1 §6) however
 * hard it is to read ("UI access grey area", "Admin manage BMS"). Where the spec names an
 * operation without saying what it gates, the sentence says what this product uses it for.
 */
const DESCRIPTIONS: Readonly<Record<Operation, string>> = {
  'view-member': 'Find members and open their profiles.',
  'view-staff-member': 'See the staff list and staff profiles.',
  'view-membership-plan': 'See membership plans and their payment options.',
  'view-arrival': 'See who has arrived at the branch.',
  'ui-access-grey-area': 'See the dashboard link and the organisation settings pages.',
  'view-organization-routes': 'Open the organisation-wide pages, not just one branch’s.',
  'view-reports': 'Open the reports pages.',
  'view-products': 'See the products sold at the point of sale.',
  'view-sales': 'See the sales taken at the point of sale.',
  'manage-staff-member': 'Add staff members, edit them, reset their passwords and retire them.',
  'manage-member': 'Add and edit members, their profile image and vaccination status.',
  'manage-membership': 'Sell, change, suspend and end members’ memberships.',
  'manage-membership-plan': 'Create and change membership plans.',
  'manage-payment-option': 'Create, publish and archive a plan’s payment options.',
  'manage-join-fee': 'Change the join fee when selling a membership.',
  'manage-access-card-fee': 'Change the access card fee when selling a membership.',
  'manage-classes': 'Create and edit the classes a branch runs.',
  'manage-sessions': 'Edit and remove class sessions, one or a run of them.',
  'manage-correspondence': 'Edit the rules for the emails and messages sent to members.',
  'manage-branch-group': 'Create and change branch groups.',
  'manage-product': 'Add and edit the products sold at the point of sale.',
  'manage-product-price': 'Change the prices of point-of-sale products.',
  'manage-sale': 'Take sales at the point of sale.',
  'manage-branch-settings': 'Change a branch’s settings, billing accounts and terms.',
  'manage-reports': 'Create and edit custom reports.',
  'manage-organization-settings': 'Change the organisation’s settings (member website, overdue).',
  'manage-sms-template': 'Edit the SMS templates sent to members.',
  'manage-pos-allow-unlimited-discounting': 'Give any discount at the point of sale.',
  'manage-pos-allow-limited-discounting': 'Give a discount up to the set limit at the point of sale.',
  'manage-pos-edit-price': 'Change an item’s price during a point-of-sale sale.',
  'manage-role-assignment-admin': 'Give staff the Admin role, or take it away.',
  'manage-role-assignment-branch-manager': 'Give staff the Branch manager role, or take it away.',
  'manage-role-assignment-field-manager': 'Give staff the Field manager role, or take it away.',
  'manage-role-assignment-franchisee': 'Give staff the Franchisee role, or take it away.',
  'manage-role-assignment-master-franchiser': 'Give staff the Master franchiser role, or take it away.',
  'manage-role-assignment-pt': 'Give staff the PT (personal trainer) role, or take it away.',
  'change-application-settings': 'Create, change and remove roles and what they allow.',
  'run-report': 'Run reports and download their results.',
  'bulk-transfer': 'Move many members to another branch at once.',
  'send-ad-hoc-sms': 'Send a member a one-off SMS.',
  'admin-manage-bms': 'Administer the link to the billing system (BMS) for the whole organisation.',
  'edit-non-billing-membership-dates': 'Change the dates of a membership that is not billed by direct debit.',
  'edit-billing-membership-dates': 'Change the dates of a membership billed by direct debit.',
};

const isCatalogued = (id: string): id is Operation => Object.hasOwn(DESCRIPTIONS, id);

/**
 * The plain description of an operation: the catalogue's sentence, or for the assignment of a
 * role the catalogue does not name (front desk, a custom role) one built from the role's id.
 * An id that is neither gives '' (nothing to show).
 */
export function operationDescription(id: string): string {
  if (isCatalogued(id)) return DESCRIPTIONS[id];
  const roleId = assignableRoleOf(id);
  if (roleId === undefined) return '';
  const words = roleId.replaceAll('-', ' ');
  return `Give staff the ${words.charAt(0).toUpperCase()}${words.slice(1)} role, or take it away.`;
}
