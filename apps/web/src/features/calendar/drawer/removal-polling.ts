import {
  pollsAfterRemoval,
  SESSION_REMOVAL_POLL_INTERVAL_MS,
  SESSION_REMOVAL_POLL_MAX_TIMES,
  type SessionPollFacts,
} from '@clubline/domain';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Spec 2 §4, §9: after a member is removed from a session that takes online bookings, is not full,
 * not past and has members waiting, the drawer reads the session again every 3 s, at most 6 times:
 * the freed place may be taken from the waitlist meanwhile. Returns the function to call after a
 * removal, with the session as it was; polling stops when the drawer closes.
 */
export function useRemovalPolling(refresh: () => void): (session: SessionPollFacts) => void {
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const latest = useRef(refresh);
  latest.current = refresh;
  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stop, [stop]);
  return useCallback(
    (session: SessionPollFacts) => {
      if (!pollsAfterRemoval(session)) return;
      stop();
      let times = 0;
      timer.current = setInterval(() => {
        times += 1;
        latest.current();
        if (times >= SESSION_REMOVAL_POLL_MAX_TIMES) stop();
      }, SESSION_REMOVAL_POLL_INTERVAL_MS);
    },
    [stop],
  );
}
