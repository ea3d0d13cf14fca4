import { useQuery } from 'urql';
import { graphql } from '../../gql/index.ts';

const SettingsBillingProviderQuery = graphql(`
  query SettingsBillingProvider {
    getBillingProviderInfo {
      billingProvider
    }
  }
`);

/**
 * Spec 3 §2, §6: the overdue settings are hidden for paysmart. Unknown while loading or after a
 * failure: the page stays hidden rather than flash in and out.
 */
export function useShowsOverdueSettings(): boolean {
  const [{ data }] = useQuery({ query: SettingsBillingProviderQuery });
  return data !== undefined && data.getBillingProviderInfo.billingProvider !== 'PAYSMART';
}
