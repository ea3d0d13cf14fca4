import type { DatabasePool } from '../../../platform/db/client.ts';

/**
 * The payment setup page's attempt counters (payment_setup_attempts; rate-limit.ts), over the
 * owner pool: they are not tenant data.
 */

/**
 * Counts one attempt for each hashed key in its fixed window of `windowSeconds` and returns each
 * key's attempts in its window. One statement: the keys' counters are created or moved on (a
 * window past its length starts again at 1), in key order so two requests never lock the same keys
 * in opposite orders; expired windows of other keys are deleted on the way, so the table stays as
 * small as the last window's clients. PostgreSQL's clock decides the windows, the same for every
 * replica.
 */
export async function countAttempts(
  pool: DatabasePool,
  keyHashes: readonly string[],
  windowSeconds: number,
): Promise<Map<string, number>> {
  const result = await pool.query<{ key_hash: string; attempts: number }>(
    `with expired as (
           delete from payment_setup_attempts
           where window_started_at <= now() - make_interval(secs => $2::integer)
             and key_hash <> all($1::text[])
         )
         insert into payment_setup_attempts as counter (key_hash)
         select distinct key_hash from unnest($1::text[]) as keys(key_hash) order by key_hash
         on conflict (key_hash) do update set
           window_started_at = case
             when counter.window_started_at <= now() - make_interval(secs => $2::integer) then now()
             else counter.window_started_at end,
           attempts = case
             when counter.window_started_at <= now() - make_interval(secs => $2::integer) then 1
             else counter.attempts + 1 end
         returning key_hash, attempts`,
    [keyHashes, windowSeconds],
  );
  return new Map(result.rows.map((row) => [row.key_hash, row.attempts]));
}
