import { isOptionOnSale } from '@clubline/domain';
import type { SellableMembershipPlansQuery } from '../../gql/graphql.ts';
import { graphql } from '../../gql/index.ts';

/** The plans a branch sells, with their options, for Add and Change membership. */
export const SellablePlansQuery = graphql(`
  query SellableMembershipPlans($branches: [ID!]!) {
    getMembershipPlans(branches: $branches) {
      id
      name
      type
      isExternalPayer
      country
      paymentOptions {
        id
        name
        status
        saleStartDate
        saleEndDate
        paymentFrequency
        ongoing
        paymentAmount
        joinFee
        accessCardFee
        freePromotion
        sellingBranches {
          id
        }
      }
    }
  }
`);

export type SellablePlan = SellableMembershipPlansQuery['getMembershipPlans'][number];
export type SellableOption = SellablePlan['paymentOptions'][number];

/** The options of a plan a branch may sell now: published, inside the sale window, sold there (spec 2 §4). */
export function optionsOnSale(plan: SellablePlan, branchId: string, now: number): SellableOption[] {
  return plan.paymentOptions.filter(
    (option) =>
      isOptionOnSale(option, now) && option.sellingBranches.some((branch) => branch.id === branchId),
  );
}

/** Change membership: only ongoing recurring options (spec 2 §4). */
export const isOngoingOption = (option: SellableOption) =>
  option.ongoing && option.paymentFrequency !== 'ONE_OFF';
