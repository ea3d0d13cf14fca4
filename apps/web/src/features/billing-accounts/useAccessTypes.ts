import { billingAccountMessages } from '@clubline/domain';
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { useAuthRuntime } from '../../app/auth/RuntimeProvider.tsx';
import { AccessControlApiQuery } from '../../app/graphql/access-control-api.ts';
import { type AccessType, fetchAccessTypes } from './access-types.ts';

export interface AccessTypesState {
  /** For a Select: the access type's name is both the value a plan stores and its label. */
  options: { value: string; label: string }[];
  loading: boolean;
  /** "Access types could not be loaded" (spec 3 §8, a field error), or null. */
  error: string | null;
}

/**
 * The organisation's access types for the plan form's access-type select (spec 3 §7 access
 * control, §8). A plan stores the access type's name (MembershipPlan.accessType is a String).
 */
export function useAccessTypes(): AccessTypesState {
  const { session, discovery } = useAuthRuntime();
  const [{ data, error: urlError }] = useQuery({ query: AccessControlApiQuery });
  const base = data?.getRestApiUrl ?? null;
  const [state, setState] = useState<{ types: AccessType[] | null; failed: boolean }>({
    types: null,
    failed: false,
  });

  useEffect(() => {
    if (base === null) return;
    let active = true;
    void (async () => {
      try {
        const accessToken = await session.getAccessToken();
        const types = await fetchAccessTypes(base, { accessToken, apiKey: discovery.apiKey });
        if (active) setState({ types, failed: false });
      } catch {
        if (active) setState({ types: null, failed: true });
      }
    })();
    return () => {
      active = false;
    };
  }, [base, session, discovery.apiKey]);

  const failed = state.failed || urlError !== undefined;
  return {
    options: (state.types ?? []).map((type) => ({ value: type.name, label: type.name })),
    loading: !failed && state.types === null,
    error: failed ? billingAccountMessages.accessTypesLoadFailed : null,
  };
}
