import { useQuery } from 'urql';
import { graphql } from '../../../gql/index.ts';

const ReportMembershipPlansQuery = graphql(`
  query ReportMembershipPlans($branches: [ID!]!) {
    getMembershipPlansWithoutPaymentOptions(branches: $branches) {
      id
      name
    }
  }
`);

/** Spec 2 §8 wording for a list the form could not load. */
const PLANS_LOAD_FAILED = 'Membership plans could not be loaded';

/**
 * The member visit report's memberships: the plans sold at the chosen branches, asked for once a
 * branch is chosen (null while they load).
 */
export function useReportPlans(branches: readonly string[]): {
  options: { value: string; label: string }[] | null;
  error: string | null;
} {
  const [{ data, error }] = useQuery({
    query: ReportMembershipPlansQuery,
    variables: { branches: [...branches] },
    pause: branches.length === 0,
  });
  if (branches.length === 0) return { options: [], error: null };
  if (error) return { options: [], error: PLANS_LOAD_FAILED };
  return {
    options:
      data?.getMembershipPlansWithoutPaymentOptions.map((plan) => ({ value: plan.id, label: plan.name })) ??
      null,
    error: null,
  };
}
