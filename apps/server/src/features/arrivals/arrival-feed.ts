import { z } from 'zod';
import type { ApiEnvironment } from '../../platform/modules/feature-module.ts';

/** The PostgreSQL channel recording an arrival notifies on commit (`pg_notify('arrivals', …)`). */
export const ARRIVALS_CHANNEL = 'arrivals';

/** What an arrival's NOTIFY carries: enough to find its subscribers, nothing about the person. */
const noticeSchema = z.object({ applicationId: z.guid(), branchId: z.guid(), arrivalId: z.guid() });

type ArrivalDelivery = (arrivalId: string) => void;

/**
 * New arrivals of one api process, from the database: every process listens on the channel, so a
 * swipe recorded by any replica (or the worker) reaches the subscribers of every replica.
 */
export interface ArrivalFeed {
  /** Calls `deliver` with each new arrival of the organisation's branch; returns the unsubscribe. */
  subscribe(applicationId: string, branchId: string, deliver: ArrivalDelivery): () => void;
  close(): Promise<void>;
}

/** The process's one LISTEN on the arrivals channel, fanned out to the sockets by branch. */
export function listenForArrivals(env: Pick<ApiEnvironment, 'listen' | 'logger'>): ArrivalFeed {
  const subscribers = new Map<string, Set<ArrivalDelivery>>();
  const keyOf = (applicationId: string, branchId: string) => `${applicationId}/${branchId}`;

  const listener = env.listen(ARRIVALS_CHANNEL, (payload) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload ?? '');
    } catch {
      parsed = null;
    }
    const notice = noticeSchema.safeParse(parsed);
    if (!notice.success) {
      env.logger.warn({ payload }, 'an arrival notification that is not an arrival was ignored');
      return;
    }
    const { applicationId, branchId, arrivalId } = notice.data;
    for (const deliver of subscribers.get(keyOf(applicationId, branchId)) ?? []) deliver(arrivalId);
  });

  return {
    subscribe(applicationId, branchId, deliver) {
      const key = keyOf(applicationId, branchId);
      const set = subscribers.get(key) ?? new Set<ArrivalDelivery>();
      set.add(deliver);
      subscribers.set(key, set);
      return () => {
        set.delete(deliver);
        if (set.size === 0 && subscribers.get(key) === set) subscribers.delete(key);
      };
    },
    async close() {
      subscribers.clear();
      await listener.close();
    },
  };
}
