/** Spec 2 §2: the correspondence page of a branch, /branch/{branchId}/correspondence. */
export const CORRESPONDENCE_ROUTE = 'correspondence';
