import { registerMembershipMutations } from './memberships-mutations.graphql.ts';
import { registerMembershipQueries } from './memberships-queries.graphql.ts';
import { registerPaymentSetupLinkFields } from './sale/payment-setup-link.graphql.ts';
import { registerSuspensionFields } from './suspensions/membership-suspensions.graphql.ts';
import {
  registerMembershipFieldsOfOthers,
  registerMembershipObjectFields,
} from './views/membership-fields.graphql.ts';
import { registerMembershipTransactionQueries } from './views/membership-transactions.graphql.ts';

/** Every type, root field and extension of the memberships module. */
export function registerMembershipsFields(): void {
  registerMembershipObjectFields();
  registerMembershipQueries();
  registerMembershipTransactionQueries();
  registerMembershipMutations();
  registerMembershipFieldsOfOthers();
  registerSuspensionFields();
  registerPaymentSetupLinkFields();
}
