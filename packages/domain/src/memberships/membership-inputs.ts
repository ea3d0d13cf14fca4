/**
 * The membership forms' schemas and messages (spec 2 §5: add, change, end, pay overdue, edit
 * membership, edit external payer), shared by the forms and the server. Owned by the server helper.
 */
export const MEMBERSHIP_INPUTS_PENDING = true;
