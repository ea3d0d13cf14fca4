import { useQuery } from 'urql';
import { graphql } from '../../gql/index.ts';

const PlansBillingProviderQuery = graphql(`
  query PlansBillingProvider {
    getBillingProviderInfo {
      billingProvider
    }
  }
`);

/**
 * Spec 3 §4, §6: the promotion and suspension-fee sections are not shown for debitsuccess. While
 * the answer is on its way (or failed) the sections stay hidden rather than flash in and out.
 */
export function useShowsPromotionAndSuspension(): boolean {
  const [{ data }] = useQuery({ query: PlansBillingProviderQuery });
  return data !== undefined && data.getBillingProviderInfo.billingProvider !== 'DEBITSUCCESS';
}
