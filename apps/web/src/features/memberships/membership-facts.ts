import type { MembershipFacts } from '@clubline/domain';
import type { MembershipFactsFragment as MembershipFactsData } from '../../gql/graphql.ts';
import { graphql } from '../../gql/index.ts';
import { currencyCountry } from '../plans/public.ts';

/** What the list, the details page and the overview widget read to apply the domain's rules. */
export const MembershipFactsFragment = graphql(`
  fragment MembershipFacts on Membership {
    id
    status
    isHistory
    startDate
    endDate
    createdAt
    kind
    billingProvider
    organisationBillingProvider
    ddrStatus
    accountBillingStatus
    customerReference
    overdueAmount
    firstPaymentDate
    allowAccessUntil
    membershipPlan {
      id
      name
      type
      isExternalPayer
      country
    }
    paymentOption {
      id
      name
      paymentFrequency
    }
  }
`);

export type MembershipFactsOf = MembershipFactsData;

/** The GraphQL membership as the domain's rules read it. */
export function toFacts(membership: MembershipFactsData): MembershipFacts {
  return {
    status: membership.status,
    isHistory: membership.isHistory,
    startDate: membership.startDate,
    endDate: membership.endDate,
    kind: membership.kind,
    billingProvider: membership.billingProvider,
    organisationProvider: membership.organisationBillingProvider,
    ddrStatus: membership.ddrStatus,
    accountBillingStatus: membership.accountBillingStatus,
    customerReference: membership.customerReference,
    overdueAmount: membership.overdueAmount,
    firstPaymentDate: membership.firstPaymentDate,
    planType: membership.membershipPlan.type,
    isExternalPayer: membership.membershipPlan.isExternalPayer,
    paymentFrequency: membership.paymentOption.paymentFrequency,
  };
}

/** The membership's currency country (its plan's), for formatting its amounts. */
export const countryOf = (membership: { membershipPlan: { country: string } }) =>
  currencyCountry(membership.membershipPlan.country);
