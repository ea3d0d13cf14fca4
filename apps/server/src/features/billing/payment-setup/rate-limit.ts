import { createHash } from 'node:crypto';
import type { DatabasePool } from '../../../platform/db/client.ts';
import { countAttempts } from './payment-setup-attempts.repository.ts';

/** A counted key and the attempts it may make in one window. */
interface RateRule {
  key: string;
  limit: number;
}

/**
 * A fixed-window counter per key, in PostgreSQL (payment_setup_attempts) so that every api replica
 * counts into the same window: two replicas allow the limit once, not twice. Every attempt counts,
 * refused ones too, so a blocked client gains nothing by hammering.
 */
export interface RateLimiter {
  /** Counts one attempt for every rule's key; false when any of them is over its limit. */
  take(rules: readonly RateRule[]): Promise<boolean>;
}

/** Keys are stored as SHA-256 hashes: the table holds no client address or signup link. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Over the owner pool, as the sign-in throttle (platform/auth/login-throttle.ts): the counters are
 * not tenant data, and the limit applies before a token names an organisation. One statement per
 * attempt (payment-setup-attempts.repository.ts).
 */
export function postgresRateLimiter(pool: DatabasePool, options: { windowSeconds: number }): RateLimiter {
  return {
    async take(rules) {
      if (rules.length === 0) return true;
      const hashes = rules.map((rule) => hashKey(rule.key));
      const attempts = await countAttempts(pool, hashes, options.windowSeconds);
      return rules.every((rule, index) => (attempts.get(hashes[index] ?? '') ?? 0) <= rule.limit);
    },
  };
}
