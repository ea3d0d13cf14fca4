import { useEffect, useState } from 'react';
import { OUTAGE_POLL_INTERVAL_MS } from '../constants.ts';

/**
 * Spec 1 §2.2: with the outage_alert flag, /status is checked every 10 minutes; any non-200 or
 * failed answer is an outage until a later check succeeds. simulate_outage forces one.
 */
export function useOutageStatus(
  { enabled, simulate }: { enabled: boolean; simulate: boolean },
  fetchFn: typeof fetch = (...args) => fetch(...args),
): boolean {
  const [outage, setOutage] = useState(false);
  useEffect(() => {
    if (!enabled || simulate) return;
    let active = true;
    const check = () => {
      fetchFn('/status', { cache: 'no-store' })
        // The small body is read to its end: an unread body keeps the request open in the
        // browser, and an open request keeps the page out of the back/forward cache.
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status === 200;
        })
        .then(
          (up) => {
            if (active) setOutage(!up);
          },
          () => {
            if (active) setOutage(true);
          },
        );
    };
    check();
    const timer = setInterval(check, OUTAGE_POLL_INTERVAL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [enabled, simulate, fetchFn]);
  return enabled && (simulate || outage);
}
