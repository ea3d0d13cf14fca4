import { branchesFor } from '@clubline/domain';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { usePermissions, useSessionData } from '../../../app/session/SessionContext.tsx';
import { graphql } from '../../../gql/index.ts';
import type { Option } from './ClassFormFields.tsx';

const ClassPlansQuery = graphql(`
  query ClassMembershipPlans($branches: [ID!]!) {
    getMembershipPlansWithoutPaymentOptions(branches: $branches) {
      id
      name
    }
  }
`);

/** Spec 2 §8 wording for a list the form could not load. */
const PLANS_LOAD_FAILED = 'Membership plans could not be loaded';

/**
 * The choices of the class form: the branches where the user may manage classes (plus those the
 * class already runs at, so they show by name), and the plans sold at the chosen branches, asked
 * for only once booking by membership is on (the server refuses a plan sold at none of them).
 */
export function useClassOptions(
  chosenBranches: readonly string[],
  wantPlans: boolean,
  current: readonly Option[] = [],
) {
  const { branches } = useSessionData();
  const permissions = usePermissions();
  const branchOptions = useMemo(() => {
    const manageable = new Set(branchesFor(permissions, 'manage-classes'));
    const options = branches
      .filter((branch) => manageable.has(branch.id))
      .map((branch) => ({ value: branch.id, label: branch.name }));
    const extra = current.filter((option) => !manageable.has(option.value));
    return [...options, ...extra];
  }, [branches, permissions, current]);

  const [{ data, error }] = useQuery({
    query: ClassPlansQuery,
    variables: { branches: [...chosenBranches] },
    pause: !wantPlans || chosenBranches.length === 0,
  });
  const planOptions =
    chosenBranches.length === 0
      ? []
      : (data?.getMembershipPlansWithoutPaymentOptions.map((plan) => ({
          value: plan.id,
          label: plan.name,
        })) ?? (error ? [] : null));
  return { branchOptions, planOptions, planError: error ? PLANS_LOAD_FAILED : null };
}
