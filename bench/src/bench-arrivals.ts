/**
 * Arrivals for the generated organisation (generate.ts), made by PostgreSQL itself: arrival n
 * (1-based) is person p = 1 + (n × 2654435761 mod persons), arriving 9.4608 s × n before
 * 2026-11-28 00:00 UTC (ten million span three years), at branch 1 for one in ten (the front
 * desk's branch is the busy one: about 900 a day) and at the person's home branch otherwise; the
 * persons p with p % 25 = 0 (one in twenty-five) are denied with a reason of the catalogue, everyone
 * else granted with PAID. Ids are fixed
 * (b0000000-0050-…-<n>), so running it again adds only what is missing. Foreign-key triggers are
 * skipped for the load (session_replication_role, the owner being the cluster's superuser): every
 * row names a generated person and branch by construction.
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { BENCH, log } from './bench-database.ts';

export const ARRIVALS_ANCHOR = '2026-11-28T00:00:00Z';
/** Seconds between two arrivals of the organisation: ten million over three years. */
const STEP_SECONDS = 9.4608;
const CHUNK = 1_000_000;
/** Denial reasons the generator cycles through (codes of packages/domain's DENIAL_REASONS). */
const REASONS = [
  ['MEMBERSHIP_SUSPENDED', 'SUSPENDED', 'Membership suspended'],
  ['MEMBERSHIP_BLOCKED', 'BLOCKED', 'Membership blocked'],
  ['NO_VISITS_LEFT', null, 'No visits left on 10-visit pass'],
  ['MEMBERSHIP_EXPIRED', 'STOPPED', 'Membership expired'],
  ['NO_MEMBERSHIP', null, 'No membership at this branch'],
] as const;

export const arrivalId = (n: number) => `b0000000-0050-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** The arrivals the organisation holds. */
export async function countArrivals(owner: pg.Pool): Promise<number> {
  const result = await owner.query<{ count: number }>(
    'select count(*)::int as count from arrivals where application_id = $1',
    [BENCH.applicationId],
  );
  return result.rows[0]?.count ?? 0;
}

/** Adds arrivals until the organisation holds `target` of them; returns how many it holds. */
export async function ensureArrivals(owner: pg.Pool, target: number, persons: number): Promise<number> {
  const held = await countArrivals(owner);
  if (held >= target) return held;
  log(
    `arrivals: generating ${(target - held).toLocaleString('en-NZ')} (held ${held.toLocaleString('en-NZ')})`,
  );
  const client = await owner.connect();
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  try {
    await client.query('set synchronous_commit = off');
    await client.query("set maintenance_work_mem = '512MB'");
    // One transaction: the secondary indexes are dropped, the rows loaded, and the indexes built
    // again from their own definitions (a sort each, several times faster than keeping four
    // indexes up to date row by row); a failed load rolls back to the indexes as they were.
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    const indexes = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
       where schemaname = 'public' and tablename = 'arrivals' and indexname <> 'arrivals_pkey'`,
    );
    for (const { name } of indexes.rows) await client.query(`drop index "${name}"`);
    const branchIds = Array.from({ length: 200 }, (_, k) => BENCH.branchId(k + 1));
    for (let from = held + 1; from <= target; from += CHUNK) {
      const to = Math.min(target, from + CHUNK - 1);
      await client.query(
        `insert into arrivals (id, application_id, person_id, branch_id, arrived_at, departed_at, tags, granted,
           reason, reason_text, card_number, received_at)
         select ('b0000000-0050-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, $1, person_id,
           case when n % 10 = 0 then ($2::uuid[])[1] else ($2::uuid[])[1 + (p % 200)::int] end,
           at, case when denied then null else at + interval '75 minutes' end,
           case when not denied then array['PAID']
                when ($4::text[])[1 + r] is null then array['DENIED']
                else array['DENIED', ($4::text[])[1 + r]] end,
           not denied,
           case when denied then ($3::text[])[1 + r] end,
           case when denied then ($5::text[])[1 + r] end,
           upper(lpad(to_hex((p * 2654435761) % 4294967296), 8, '0')), at
         from (
           select n, p, ('b0000000-0004-4000-8000-' || lpad(to_hex(p), 12, '0'))::uuid as person_id,
             timestamptz '${ARRIVALS_ANCHOR}' - n * interval '${STEP_SECONDS} seconds' as at,
             p % 25 = 0 as denied, ((p / 25) % ${REASONS.length})::int as r
           from (select n, 1 + (n::bigint * 2654435761) % $6 as p from generate_series($7::bigint, $8::bigint) n) s
         ) a`,
        [
          BENCH.applicationId,
          branchIds,
          REASONS.map(([code]) => code),
          REASONS.map(([, tag]) => tag),
          REASONS.map(([, , text]) => text),
          persons,
          from,
          to,
        ],
      );
      log(`  ${to.toLocaleString('en-NZ')} arrivals (${elapsed()})`);
    }
    for (const { name, definition } of indexes.rows) {
      await client.query(definition);
      log(`  index ${name} (${elapsed()})`);
    }
    await client.query('commit');
    await client.query('vacuum (analyze) arrivals');
    log(`  vacuum and analyse (${elapsed()})`);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  return countArrivals(owner);
}
