import { useCallback, useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { useAuthRuntime } from '../../../app/auth/RuntimeProvider.tsx';
import { AccessControlApiQuery } from '../../../app/graphql/access-control-api.ts';
import {
  type BranchAccessSettings,
  type Credentials,
  fetchBranchAccessSettings,
  putVaccinationRequirement,
} from './branch-access-api.ts';

export interface BranchAccessSettingsState {
  settings: BranchAccessSettings | null;
  /** The read failed (or the service's address could not be had). */
  failed: boolean;
  /** Asks for the requirement on or off; answers the settings as saved (throws on a refusal). */
  setRequirement(required: boolean): Promise<BranchAccessSettings>;
}

/** The branch's access-control settings, read once per branch; a change replaces them. */
export function useBranchAccessSettings(branchId: string): BranchAccessSettingsState {
  const { session, discovery } = useAuthRuntime();
  const [{ data, error: baseError }] = useQuery({ query: AccessControlApiQuery });
  const base = data?.getRestApiUrl ?? null;
  const [state, setState] = useState<{ settings: BranchAccessSettings | null; failed: boolean }>({
    settings: null,
    failed: false,
  });

  const credentials = useCallback(
    async (): Promise<Credentials> => ({
      accessToken: await session.getAccessToken(),
      apiKey: discovery.apiKey,
    }),
    [session, discovery.apiKey],
  );

  useEffect(() => {
    if (base === null) return;
    let active = true;
    setState({ settings: null, failed: false });
    void (async () => {
      try {
        const settings = await fetchBranchAccessSettings(base, branchId, await credentials());
        if (active) setState({ settings, failed: false });
      } catch {
        if (active) setState({ settings: null, failed: true });
      }
    })();
    return () => {
      active = false;
    };
  }, [base, branchId, credentials]);

  const setRequirement = useCallback(
    async (required: boolean) => {
      if (base === null) throw new Error('The access-control service address is not known yet');
      const settings = await putVaccinationRequirement(base, branchId, required, await credentials());
      setState({ settings, failed: false });
      return settings;
    },
    [base, branchId, credentials],
  );

  return { settings: state.settings, failed: state.failed || baseError !== undefined, setRequirement };
}
