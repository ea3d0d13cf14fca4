/**
 * The membership record: the `memberships` row and its billing accounts, the data that billing's
 * ledger and runs reference and read, and that the memberships feature (sale, changes,
 * suspensions, blocking, views) writes. It sits below billing so both can use it without a cycle
 * between their folders (docs/ARCHITECTURE-NOTES.md "Feature floors").
 */
export { membershipBillingAccounts, memberships } from './memberships.table.ts';
