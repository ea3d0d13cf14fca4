import { createHash } from 'node:crypto';
import type pg from 'pg';

export interface ThrottleRule {
  /** What is counted, e.g. an application's username or a client address. */
  key: string;
  /** Failures allowed within the window; the next attempt is refused. */
  limit: number;
}

/** Counts failed sign-ins per key in a sliding window, in PostgreSQL so replicas share it. */
export interface LoginThrottle {
  /** True when any rule's key already has `limit` failures within the window. */
  isBlocked(rules: readonly ThrottleRule[]): Promise<boolean>;
  recordFailure(keys: readonly string[]): Promise<void>;
  /** Forgets a key's failures, e.g. a username after a successful sign-in. */
  clear(key: string): Promise<void>;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Over the owner pool: login_failures is not tenant data. Failures older than the window are
 * deleted while recording new ones, so the table stays as small as the recent failures.
 */
export function loginThrottle(pool: pg.Pool, options: { windowSeconds: number }): LoginThrottle {
  const window = options.windowSeconds;
  return {
    async isBlocked(rules) {
      if (rules.length === 0) return false;
      const result = await pool.query<{ key_hash: string; failures: string }>(
        `select key_hash, count(*) as failures from login_failures
         where key_hash = any($1::text[]) and failed_at > now() - make_interval(secs => $2::integer)
         group by key_hash`,
        [rules.map((rule) => hashKey(rule.key)), window],
      );
      const counts = new Map(result.rows.map((row) => [row.key_hash, Number(row.failures)]));
      return rules.some((rule) => (counts.get(hashKey(rule.key)) ?? 0) >= rule.limit);
    },
    async recordFailure(keys) {
      const hashes = keys.map(hashKey);
      await pool.query(
        `with expired as (
           delete from login_failures where failed_at <= now() - make_interval(secs => $2::integer)
         )
         insert into login_failures (key_hash) select unnest($1::text[])`,
        [hashes, window],
      );
    },
    async clear(key) {
      await pool.query('delete from login_failures where key_hash = $1', [hashKey(key)]);
    },
  };
}
