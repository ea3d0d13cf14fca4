/**
 * What other features may use of branches: reads inside their own tenant transaction and the
 * Branch GraphQL type to add fields to. Everything else in this folder is the feature's own.
 */

export { BranchRef } from './branches.graphql.ts';
export type { BranchRow } from './branches.repository.ts';
export { branchDirectoryColumn, firstBranchTimeZone } from './branches.repository.ts';
export { branchDirectory, findBranchInTransaction, loadBranchesByIds } from './branches.service.ts';
