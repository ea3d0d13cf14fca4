import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type pg from 'pg';

export interface ThrottleRule {
  /** What is counted, e.g. a username at one client address, or a client address. */
  key: string;
  /** Failures within the window that cost nothing; each one after that doubles the wait. */
  freeFailures: number;
  /** The longest wait, however many failures. */
  maxDelaySeconds: number;
}

/**
 * Counts failed sign-ins per key in a sliding window, in PostgreSQL so replicas share it. A key
 * past its free failures must wait after its latest failure: 1 s, 2 s, 4 s… up to its maximum.
 * Refused attempts are not failures, so hammering a waiting key does not make the wait longer.
 */
export interface LoginThrottle {
  /** Whole seconds until every rule allows an attempt; 0 when one may be made now. */
  secondsToWait(rules: readonly ThrottleRule[]): Promise<number>;
  recordFailure(keys: readonly string[]): Promise<void>;
  /** Forgets a key's failures, e.g. a username at an address after a successful sign-in. */
  clear(key: string): Promise<void>;
}

/** The wait a key owes after its latest failure, given how many failures it has in the window. */
export function delayAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.freeFailures) return 0;
  // Capped before exponentiating: 2 ** 1000 is Infinity, and the cap is reached long before.
  const doublings = Math.min(failures - rule.freeFailures, 30);
  return Math.min(2 ** doublings, rule.maxDelaySeconds);
}

/**
 * The client network an address is counted under: an IPv4 address itself (also when IPv6-mapped),
 * an IPv6 address by its /64. One subscriber, household or site gets a whole /64, so counting
 * single IPv6 addresses would give one attacker 2^64 fresh counters.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const withoutZone = address.split('%')[0] ?? address;
  if (!isIPv6(withoutZone)) return address;
  const [head = '', tail] = withoutZone.split('::');
  const groupsOf = (part: string) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const headGroups = groupsOf(head);
  const tailGroups = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Over the owner pool: login_failures is not tenant data. Failures older than the window are
 * deleted while recording new ones, so the table stays as small as the recent failures.
 */
export function loginThrottle(pool: pg.Pool, options: { windowSeconds: number }): LoginThrottle {
  const window = options.windowSeconds;
  return {
    async secondsToWait(rules) {
      if (rules.length === 0) return 0;
      const result = await pool.query<{ key_hash: string; failures: string; elapsed: number }>(
        `select key_hash, count(*) as failures,
           extract(epoch from now() - max(failed_at))::float8 as elapsed
         from login_failures
         where key_hash = any($1::text[]) and failed_at > now() - make_interval(secs => $2::integer)
         group by key_hash`,
        [rules.map((rule) => hashKey(rule.key)), window],
      );
      const byHash = new Map(result.rows.map((row) => [row.key_hash, row]));
      let wait = 0;
      for (const rule of rules) {
        const row = byHash.get(hashKey(rule.key));
        if (!row) continue;
        const remaining = delayAfter(Number(row.failures), rule) - Number(row.elapsed);
        wait = Math.max(wait, Math.ceil(remaining));
      }
      return wait;
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
