import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Spec 3 §4 "Role operations": after a change the page reads the role again after a delay, and its
 * controls stay disabled from the click until that read has completed. `refetch` must resolve when
 * the fresh data is in (a network-only query through the client updates the page's own query).
 */
export function useDelayedRefetch(refetch: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (change: () => Promise<unknown>, delayMs: number) => {
      setBusy(true);
      try {
        await change();
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (mounted.current) await refetch();
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [refetch],
  );
  return { busy, run };
}
