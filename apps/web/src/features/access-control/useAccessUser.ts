import {
  ACCESS_POLL_INTERVAL_MS,
  ACCESS_POLL_MAX_AFTER_ERROR,
  ACCESS_POLL_MAX_WHILE_PENDING,
  type AccessUserView,
  combinedItemState,
  isSyncInProgress,
} from '@clubline/domain';
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { useAuthRuntime } from '../../app/auth/RuntimeProvider.tsx';
import { AccessControlApiQuery } from '../../app/graphql/access-control-api.ts';
import { type AccessCredentials, fetchAccessUser } from './access-control-api.ts';

export interface AccessUserState {
  user: AccessUserView | null;
  /** The last read failed (or the service's address could not be had). */
  failed: boolean;
  /** The service's base address, once known. */
  base: string | null;
  credentials(): Promise<AccessCredentials>;
  /** Reads again now and starts a fresh round of polling (after an add or a removal). */
  refresh(): void;
}

/** Any card or level the door controller has yet to settle. */
function inProgress(user: AccessUserView): boolean {
  return [...user.tokens, ...user.accessLevels].some((item) =>
    isSyncInProgress(combinedItemState(item.providerSyncStatus)),
  );
}

/**
 * A person's access-control user (spec 3 §7): read at once, then every 3 s up to 100 times while
 * any item is pending, and every 3 s up to 5 times after an error; each refresh starts again.
 */
export function useAccessUser(personId: string): AccessUserState {
  const { session, discovery } = useAuthRuntime();
  const [{ data, error: baseError }] = useQuery({ query: AccessControlApiQuery });
  const base = data?.getRestApiUrl ?? null;
  const [state, setState] = useState<{ user: AccessUserView | null; failed: boolean }>({
    user: null,
    failed: false,
  });
  const [round, setRound] = useState(0);

  const credentials = useCallback(
    async (): Promise<AccessCredentials> => ({
      accessToken: await session.getAccessToken(),
      apiKey: discovery.apiKey,
    }),
    [session, discovery.apiKey],
  );

  useEffect(() => {
    if (base === null) return;
    void round;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pendingPolls = 0;
    let errorPolls = 0;
    const load = async () => {
      try {
        const user = await fetchAccessUser(base, personId, await credentials());
        if (!active) return;
        setState({ user, failed: false });
        errorPolls = 0;
        if (inProgress(user) && pendingPolls < ACCESS_POLL_MAX_WHILE_PENDING) {
          pendingPolls += 1;
          timer = setTimeout(load, ACCESS_POLL_INTERVAL_MS);
        }
      } catch {
        if (!active) return;
        setState((previous) => ({ user: previous.user, failed: true }));
        if (errorPolls < ACCESS_POLL_MAX_AFTER_ERROR) {
          errorPolls += 1;
          timer = setTimeout(load, ACCESS_POLL_INTERVAL_MS);
        }
      }
    };
    void load();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [base, personId, credentials, round]);

  return {
    user: state.user,
    failed: state.failed || baseError !== undefined,
    base,
    credentials,
    refresh: useCallback(() => setRound((value) => value + 1), []),
  };
}
