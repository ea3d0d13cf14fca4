/** Spec 3 §8 "Role success" and "Role failure", word for word. */
export const ROLE_ADDED = 'Role added successfully.';
export const ROLE_CHANGED = 'Role changed successfully.';
export const ROLE_REMOVED = 'Role removed successfully.';
export const ROLE_CREATE_FAILED = 'An error occurred while creating the role.';
export const ROLE_CHANGE_FAILED = 'An error occurred while changing the role.';
export const ROLE_REMOVE_FAILED = 'An error occurred while removing the role.';

/** Spec 3 §4, §9: the role pages read the role again about 2 s after a change, 3 s after removal. */
export const ROLE_REFETCH_DELAY_MS = 2000;
export const ROLE_REMOVAL_REFETCH_DELAY_MS = 3000;

/** Spec 3 §6: the special operation's checkbox. */
export const GROUP_OPERATIONS_LABEL = 'Access to group operations';
