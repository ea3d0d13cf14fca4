/**
 * A fixed-window counter per key, in the api process's memory: enough to stop a script guessing
 * account numbers or hammering one link through one replica (each replica counts on its own, so
 * the real limit is the count × replicas). Old windows are dropped as they pass.
 */
export interface RateLimiter {
  /** Counts one attempt for every key; false when any of them is over its limit. */
  take(keys: readonly string[]): boolean;
}

export function fixedWindowLimiter(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(keys) {
      const time = now();
      if (windows.size > 10_000)
        for (const [key, window] of windows) if (time - window.start >= options.windowMs) windows.delete(key);
      let allowed = true;
      for (const key of keys) {
        let window = windows.get(key);
        if (!window || time - window.start >= options.windowMs) {
          window = { start: time, count: 0 };
          windows.set(key, window);
        }
        window.count += 1;
        if (window.count > options.limit) allowed = false;
      }
      return allowed;
    },
  };
}
