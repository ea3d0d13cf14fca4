/**
 * How many exports may read rows at once (docs/reports.md "Result sets and exports"). An export
 * reads its rows in a tenant transaction that stays open for the whole download, and the reader
 * sets its pace: a client that stops taking the file keeps a pooled connection until it leaves.
 * Unbounded, a few dozen stalled downloads of one large report took every connection of the api's
 * pool, and every GraphQL request of every organisation waited behind them. Ours (the spec is
 * silent): at most 4 exports of a process hold a connection (the default pool is 20), at most 1 of
 * them one user's; the others wait for a turn, first come first served, without a connection.
 */
const EXPORTS_AT_ONCE = 4;
const EXPORTS_AT_ONCE_PER_USER = 1;
/**
 * A download that has taken nothing for two minutes (a reader gone without closing, or one that
 * stopped reading) is cut, so its turn goes to the next. Two minutes leaves room for an export
 * sorted in memory to gather its rows before its first byte.
 */
export const EXPORT_STALL_MS = 120_000;

interface ExportSlots {
  /**
   * Resolves with the slot's release once the user may start an export, or with null when
   * `signal` aborts first (the reader left while waiting). Releasing twice frees one slot.
   */
  acquire(userId: string, signal: AbortSignal): Promise<(() => void) | null>;
}

export function exportSlots(
  limits: { total: number; perUser: number } = { total: EXPORTS_AT_ONCE, perUser: EXPORTS_AT_ONCE_PER_USER },
): ExportSlots {
  let total = 0;
  const running = new Map<string, number>();
  const waiting: { userId: string; start: () => void }[] = [];

  const free = (userId: string) => total < limits.total && (running.get(userId) ?? 0) < limits.perUser;
  const take = (userId: string): (() => void) => {
    total += 1;
    running.set(userId, (running.get(userId) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      total -= 1;
      const left = (running.get(userId) ?? 1) - 1;
      if (left === 0) running.delete(userId);
      else running.set(userId, left);
      next();
    };
  };
  // The first waiter whose user is under their limit goes next.
  const next = () => {
    for (let index = 0; index < waiting.length && total < limits.total; ) {
      const waiter = waiting[index];
      if (waiter && free(waiter.userId)) {
        waiting.splice(index, 1);
        waiter.start();
      } else {
        index += 1;
      }
    }
  };

  return {
    acquire(userId, signal) {
      if (signal.aborted) return Promise.resolve(null);
      if (free(userId)) return Promise.resolve(take(userId));
      return new Promise((resolve) => {
        const waiter = {
          userId,
          start: () => {
            signal.removeEventListener('abort', leave);
            resolve(take(userId));
          },
        };
        const leave = () => {
          const index = waiting.indexOf(waiter);
          if (index >= 0) waiting.splice(index, 1);
          resolve(null);
        };
        signal.addEventListener('abort', leave, { once: true });
        waiting.push(waiter);
      });
    },
  };
}
