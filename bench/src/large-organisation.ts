/**
 * The large organisation the report benches read: the bench organisation of generate.ts (200
 * branches, a million persons, 70% of them Members) with ten million arrivals over three years
 * (bench-arrivals.ts), topped up here, by PostgreSQL itself (INSERT … SELECT over generate_series),
 * with what the standard reports count and nothing else reads:
 * - two plans (Gold, Silver) and one membership per Member (about 700,000): sold over the last 24
 *   months, one in eight ended (half cancelled, half run out), one in twenty SUSPENDED with a
 *   suspension, one in forty still pending;
 * - 24 months of money taken at the desk: a receipt and its ledger PAYMENT for one membership in
 *   500,000 over the 24 months, each on a membership picked by a fixed stride.
 * Ids are fixed in ranges of their own (b0000000-0060-…), so running it again adds nothing, and the
 * memberships have no billing account (the billing runs never see them). `npm run large-organisation
 * -w @clubline/bench`; the report benches call `ensureLargeOrganisation` themselves.
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { BENCH, log } from './bench-database.ts';

const MEMBERSHIP_PREFIX = 'b0000000-0060-4000-8000-';
const RECEIPT_PREFIX = 'b0000000-0061-4000-8000-';
const PLAN_IDS = ['b0000000-0062-4000-8000-000000000001', 'b0000000-0062-4000-8000-000000000002'];
const OPTION_IDS = ['b0000000-0063-4000-8000-000000000001', 'b0000000-0063-4000-8000-000000000002'];
/** The day the data set stands on (the arrivals' anchor). */
export const LARGE_ORGANISATION_TODAY = '2026-11-28';
const RECEIPTS = 500_000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function count(owner: pg.Pool, table: string, prefix: string): Promise<number> {
  const result = await owner.query<{ n: number }>(
    `select count(*)::int as n from ${table} where application_id = $1 and id::text like $2`,
    [BENCH.applicationId, `${prefix}%`],
  );
  return result.rows[0]?.n ?? 0;
}

/** Adds the plans, memberships, suspensions, receipts and payments when they are not there yet. */
export async function ensureLargeOrganisation(owner: pg.Pool, persons: number): Promise<void> {
  const client = await owner.connect();
  try {
    await client.query('set synchronous_commit = off');
    // The owner is the cluster's superuser: the rows name generated persons and branches by construction.
    await client.query('set session_replication_role = replica');
    const app = BENCH.applicationId;
    if ((await count(owner, 'memberships', MEMBERSHIP_PREFIX)) === 0) {
      const started = performance.now();
      await client.query('begin');
      for (const [index, name] of ['Gold', 'Silver'].entries()) {
        await client.query(
          `insert into membership_plans (id, application_id, name, description, country, access_type, type)
           values ($1, $2, $3, $3 || ' membership', 'NZ', 'All hours', 'ONGOING') on conflict do nothing`,
          [PLAN_IDS[index], app, name],
        );
        await client.query(
          `insert into payment_options (id, application_id, membership_plan_id, name, status, payment_amount,
             payment_frequency, join_fee, ongoing)
           values ($1, $2, $3, $4, 'PUBLISHED', $5, 'WEEKLY', 4900, true) on conflict do nothing`,
          [OPTION_IDS[index], app, PLAN_IDS[index], `${name} weekly`, index === 0 ? 2500 : 1800],
        );
      }
      // Member g (h mod 10 < 7, as generate.ts): a membership at the home branch, sold at minute
      // (k mod 1,051,200) before the anchor (24 months), starting that day or up to 10 days later;
      // k = hashint8(g): h mod small numbers follows g mod them, and so the home branch.
      await client.query(
        `insert into memberships (id, application_id, person_id, branch_id, membership_plan_id, payment_option_id,
           status, start_date, end_date, join_fee, cancellation_reason, cancelled_at, created_at, updated_at)
         select ('${MEMBERSHIP_PREFIX}' || lpad(to_hex(g), 12, '0'))::uuid, $1, p.id, p.home_branch_id,
           ($2::uuid[])[1 + (k % 2)::int], ($3::uuid[])[1 + (k % 2)::int],
           case when k % 20 = 3 then 'SUSPENDED' else 'ACTIVE' end,
           sold::date + (k % 11)::int + case when k % 40 = 7 then 30 else 0 end,
           case when k % 8 = 5 then sold::date + 30 + (k % 700)::int end,
           4900,
           case when k % 16 = 5 then 'MOVING' end,
           case when k % 16 = 5 then sold + interval '20 days' end,
           sold, sold
         from (
           select g, p.id, p.home_branch_id, (g::bigint * 2654435761) % 4294967296 as h, k,
             timestamptz '2026-11-28' - (k % 1051200) * interval '1 minute' as sold
           from generate_series(1, $4::int) g
           cross join lateral (select abs(hashint8(g::bigint))::bigint as k) hashed
           join persons p on p.id = ('b0000000-0004-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid
         ) p
         where h % 10 < 7`,
        [app, PLAN_IDS, OPTION_IDS, persons],
      );
      await client.query(
        `insert into membership_suspensions (application_id, membership_id, start_date, end_date, suspension_fee, frequency)
         select application_id, id, greatest(start_date, date '${LARGE_ORGANISATION_TODAY}' - 60),
           greatest(start_date, date '${LARGE_ORGANISATION_TODAY}' - 60) + 14 + (abs(hashtext(id::text)) % 60), 500, 'WEEKLY'
         from memberships where application_id = $1 and status = 'SUSPENDED' and id::text like '${MEMBERSHIP_PREFIX}%'`,
        [app],
      );
      await client.query('commit');
      log(`  memberships and suspensions (${seconds(started)})`);
    }
    if ((await count(owner, 'receipts', RECEIPT_PREFIX)) === 0) {
      const started = performance.now();
      await client.query('begin');
      // Receipt r: the membership numbered 1 + (r × 7919 mod the memberships) (a hashable join).
      const total = await client.query<{ n: number }>(
        `select count(*)::int as n from memberships where application_id = $1 and id::text like '${MEMBERSHIP_PREFIX}%'`,
        [app],
      );
      await client.query(
        `with m as (
           select id, person_id, branch_id, row_number() over (order by id) as k
           from memberships where application_id = $1 and id::text like '${MEMBERSHIP_PREFIX}%'
         ), r as (
           select r, 1 + (r::bigint * 7919) % $2::int as k from generate_series(1, ${RECEIPTS}) r
         )
         insert into receipts (id, application_id, number, reference, membership_id, membership_ids, person_id, branch_id,
           issued_on, payment_type, total_cents, gst_cents, lines, issuer, recipient, created_at)
         select ('${RECEIPT_PREFIX}' || lpad(to_hex(r.r), 12, '0'))::uuid, $1, 1000000 + r.r, 'BENCH-RCPT-' || r.r,
           m.id, array[m.id], m.person_id, m.branch_id,
           date '${LARGE_ORGANISATION_TODAY}' - (r.r % 730)::int,
           (array['CASH', 'EFTPOS', 'CREDIT_CARD'])[1 + (r.r % 3)::int], 1000 + (r.r % 9000)::int,
           round((1000 + (r.r % 9000)) * 3 / 23.0)::int, '[]', '{}', '{"name":"Bench member","email":null}',
           (date '${LARGE_ORGANISATION_TODAY}' - (r.r % 730)::int)::timestamp at time zone 'Pacific/Auckland'
         from r join m on m.k = r.k`,
        [app, total.rows[0]?.n ?? 1],
      );
      await client.query(
        `insert into ledger_entries (application_id, membership_id, type, amount, date, reference, payment_type)
         select application_id, membership_id, 'PAYMENT', total_cents, issued_on, reference, payment_type
         from receipts where application_id = $1 and id::text like '${RECEIPT_PREFIX}%'`,
        [app],
      );
      await client.query('commit');
      log(`  receipts and ledger payments (${seconds(started)})`);
    }
    const analysed = performance.now();
    await client.query('vacuum (analyze) memberships, membership_suspensions, receipts, ledger_entries');
    log(`  vacuum and analyse (${seconds(analysed)})`);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.query('set session_replication_role = origin').catch(() => {});
    client.release();
  }
}
