/** Spec 3 §2 "Branch-level management": the two pages' paths in the branch area. */
export const BILLING_ACCOUNTS_ROUTE = 'management/branch-billing-accounts';
export const TERMS_ROUTE = 'management/branch-terms-and-conditions';
