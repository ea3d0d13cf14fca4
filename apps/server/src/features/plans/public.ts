/**
 * What other features may use of plans: the GraphQL types (to add fields to, or to return) and the
 * rows' types. Selling a membership (issue 14) reads options through services added here then.
 */

export { MembershipPlanRef, PaymentOptionRef } from './plans.graphql.ts';
export type { MembershipPlanRow, PaymentOptionRow } from './plans.repository.ts';
