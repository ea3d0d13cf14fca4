/**
 * What other features may use of plans: the GraphQL types (to add fields to, or to return) and the
 * rows' types. Selling a membership reads options through services added here then.
 */

export { lazyParents } from './plan-views.ts';
export { MembershipPlanRef, PaymentFrequencyEnum, PaymentOptionRef } from './plans.graphql.ts';
export {
  branchSettingsOf,
  findOptionsByIds,
  findPlansByIds,
  listPublishedOptions,
  type MembershipPlanRow,
  type PaymentOptionRow,
  sellingBranchesOf,
  sellingBranchesOfPlan,
} from './plans.repository.ts';
