import { useQuery } from 'urql';
import { graphql } from '../../gql/index.ts';

const PlansBillingProviderQuery = graphql(`
  query PlansBillingProvider {
    getBillingProviderInfo {
      billingProvider
    }
  }
`);

/** The organisation's billing provider, null while the answer is on its way (or failed). */
export function useBillingProvider(): string | null {
  const [{ data }] = useQuery({ query: PlansBillingProviderQuery });
  return data?.getBillingProviderInfo.billingProvider ?? null;
}

/**
 * Spec 3 §4, §6: the promotion and suspension-fee sections are not shown for debitsuccess. While
 * the answer is on its way (or failed) the sections stay hidden rather than flash in and out.
 */
export function useShowsPromotionAndSuspension(): boolean {
  const provider = useBillingProvider();
  return provider !== null && provider !== 'DEBITSUCCESS';
}
