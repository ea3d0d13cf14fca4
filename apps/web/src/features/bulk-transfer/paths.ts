/** Spec 1 §2, spec 3 §2: organisation management's Transfer members page. */
export const TRANSFER_ROUTE = 'management/transfer';
