import {
  registerMembershipFieldsOfOthers,
  registerMembershipObjectFields,
} from './membership-fields.graphql.ts';
import { registerSuspensionFields } from './membership-suspensions.graphql.ts';
import { registerMembershipMutations } from './memberships-mutations.graphql.ts';
import { registerMembershipQueries } from './memberships-queries.graphql.ts';

/** Every type, root field and extension of the memberships module. */
export function registerMembershipsFields(): void {
  registerMembershipObjectFields();
  registerMembershipQueries();
  registerMembershipMutations();
  registerMembershipFieldsOfOthers();
  registerSuspensionFields();
}
