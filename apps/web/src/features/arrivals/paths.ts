/** Spec 2 §2: the arrivals page of a branch, /branch/{branchId}/arrivals. */
export const ARRIVALS_ROUTE = 'arrivals';
