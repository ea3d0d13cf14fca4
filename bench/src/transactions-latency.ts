/**
 * The transactions page: p50/p95 of getMembershipTransactions through GraphQL over HTTP, as the
 * page asks for it (25 rows with every field), beside the same statements replayed directly (as
 * suspension-preview-latency.ts does: a capture run on a logging api, the timed HTTP call, then the
 * replay in one tenant transaction as the api role under row-level security).
 *
 * The organisation is "Bench Overdue" (overdue-organisation.ts: `--memberships N`, default 10,000,
 * across `--branches` 20, each with a year of fortnightly ledger), and its member 7 also gets five
 * years of weekly direct debits on their membership (260 charges, 260 debits, 260 outcomes, one in
 * twenty dishonoured with its fee: about 800 rows), the realistic worst case of a long-standing
 * member. Three reads: the first page, page 6, and a year of direct debits only. 20 warm-up runs,
 * then `--iterations N` (default 200) of each. Records suite `transactions-latency`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { todayIn } from '../../packages/domain/src/dates/time-zone.ts';
import { BENCH_API_KEY, graphqlTwins, startBenchApis } from './bench-api.ts';
import { intFlag, log, logTable, openBenchDatabase, percentile } from './bench-database.ts';
import { memberIds } from './billing-members.ts';
import { ensureOverdueOrganisation, OVERDUE } from './overdue-organisation.ts';
import { benchResults } from './results.ts';

const ITERATIONS = intFlag('iterations', 200);
const MEMBERSHIPS = intFlag('memberships', 10_000);
const BRANCHES = intFlag('branches', 20);
const WARM_UP = 20;
const WEEKS = 260;
/** The member given five years of weekly debits (one who pays: hasDishonour(7) is false). */
const LONG_MEMBER = 7;
const RATIO_TARGET = 1.5;

/** The page's query (transactions-query.ts). */
const QUERY = `query MemberTransactions($personId: ID!, $from: String, $to: String, $kinds: [TransactionKind!], $offset: Int, $limit: Int) {
  getMembershipTransactions(personId: $personId, from: $from, to: $to, kinds: $kinds, offset: $offset, limit: $limit) {
    total offset limit
    rows { id kind label amount date reference membershipName country outcome outcomeDate reasonLabel balance }
  }
}`;

/**
 * Five years of weekly debits on the member's membership, written once (the unique charge key and
 * debit references make a second run write nothing): a charge and its debit every week, settled
 * two days later, every twentieth dishonoured (insufficient funds) with a $10 fee.
 */
async function addWeeklyHistory(owner: pg.Pool, membershipId: string, today: string): Promise<void> {
  await owner.query(
    `with weeks as (
       select n, (date '${today}' - 7 * n) as day from generate_series(1, ${WEEKS}) n
     ), rows as (
       select 'CHARGE' as type, 'RECURRING:w' || n as charge_key, 'RECURRING' as kind, 2495 as amount, day,
         null::text as reference, null::text as reason, n * 10 as step from weeks
       union all
       select 'DEBIT_SUBMITTED', null, null, 2495, day, $3::text || ':w' || n, null, n * 10 + 1 from weeks
       union all
       select case when n % 20 = 0 then 'DEBIT_DISHONOURED' else 'DEBIT_SETTLED' end, null, null, null,
         day + 2, $3::text || ':w' || n, case when n % 20 = 0 then 'INSUFFICIENT_FUNDS' end, n * 10 + 2 from weeks
       union all
       select 'CHARGE', 'REVERSAL_FEE:w' || n, 'REVERSAL_FEE', 1000, day + 2, null, null, n * 10 + 3
       from weeks where n % 20 = 0
     )
     insert into ledger_entries (application_id, membership_id, type, charge_key, kind, amount, date, reference, reason)
     select $1::uuid, $2::uuid, type, charge_key, kind, amount, day, reference, reason from rows
     order by day, step
     on conflict do nothing`,
    [OVERDUE.applicationId, membershipId, membershipId],
  );
  await owner.query('analyze ledger_entries');
}

const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 10 });
const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-bench-files-'));
try {
  const organisation = await ensureOverdueOrganisation(pools, {
    memberships: MEMBERSHIPS,
    branches: BRANCHES,
  });
  const today = todayIn('Pacific/Auckland');
  const { personId, membershipId } = memberIds(OVERDUE.key, LONG_MEMBER);
  await addWeeklyHistory(pools.owner, membershipId, today.toString());
  const counted = await pools.owner.query<{ all: number; member: number }>(
    `select count(*)::int as all, count(*) filter (where membership_id = $2)::int as member
     from ledger_entries where application_id = $1`,
    [OVERDUE.applicationId, membershipId],
  );
  const ledgerRows = counted.rows[0]?.all ?? 0;
  const memberRows = counted.rows[0]?.member ?? 0;
  const results = benchResults('transactions-latency', {
    iterations: ITERATIONS,
    memberships: MEMBERSHIPS,
    branches: BRANCHES,
    ledgerRows,
    memberLedgerRows: memberRows,
  });
  const version = await pools.owner.query<{ version: string }>('select version()');
  results.postgres(version.rows[0]?.version ?? 'unknown');
  const apis = await startBenchApis(pools, { filesDir });
  const headers = {
    'content-type': 'application/json',
    'x-api-key': BENCH_API_KEY,
    authorization: `Bearer ${await apis.tokens.issue(
      { applicationId: OVERDUE.applicationId, userId: OVERDUE.adminUserId },
      { expiresInSeconds: 3600 },
    )}`,
  };
  const cases: { name: string; variables: Record<string, unknown> }[] = [
    { name: 'first page (25 rows)', variables: { personId, offset: 0, limit: 25 } },
    { name: 'page 6 (25 rows)', variables: { personId, offset: 125, limit: 25 } },
    {
      name: 'a year of direct debits',
      variables: {
        personId,
        from: today.subtract({ years: 1 }).toString(),
        to: today.toString(),
        kinds: ['DEBIT'],
        offset: 0,
        limit: 25,
      },
    },
  ];

  const { post, captured, replay, explain } = graphqlTwins<{
    getMembershipTransactions?: { total: number; rows: unknown[] };
  }>(apis, pools.app, {
    applicationId: OVERDUE.applicationId,
    headers,
    query: QUERY,
  });

  log(
    `transactions latency: ${ITERATIONS} runs a case after ${WARM_UP} warm-up runs; member ${LONG_MEMBER} has ${memberRows} ledger rows, the organisation ${ledgerRows.toLocaleString('en')} (${organisation.memberships.toLocaleString('en')} memberships)`,
  );
  const table: string[][] = [];
  const ms = (value: number | undefined) => `${value?.toFixed(1)} ms`;
  for (const { name, variables } of cases) {
    const statements = await captured(variables);
    const graphql: number[] = [];
    const direct: number[] = [];
    let total = 0;
    for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
      const started = performance.now();
      const body = await post(variables);
      const elapsed = performance.now() - started;
      const sqlMs = await replay(statements);
      if (i < WARM_UP) continue;
      graphql.push(elapsed);
      direct.push(sqlMs);
      total = body.data?.getMembershipTransactions?.total ?? 0;
    }
    const result = results.record({
      name: `getMembershipTransactions: ${name}`,
      unit: 'ms',
      p50: percentile(graphql, 0.5),
      p95: percentile(graphql, 0.95),
      direct_p50: percentile(direct, 0.5),
      direct_p95: percentile(direct, 0.95),
      samples: graphql.length,
      target: { ratio: RATIO_TARGET },
      details: { statementsPerRequest: statements.length, total },
    });
    table.push([
      name,
      ms(result.p50),
      ms(result.p95),
      ms(result.direct_p50),
      ms(result.direct_p95),
      `${result.ratio_p50?.toFixed(2)}×`,
      `${result.ratio_p95?.toFixed(2)}×`,
      String(statements.length),
      String(total),
    ]);
  }
  logTable(
    [
      'read',
      'GraphQL p50',
      'GraphQL p95',
      'SQL p50',
      'SQL p95',
      'ratio p50',
      'ratio p95',
      'statements',
      'total',
    ],
    table,
  );
  // The plan of the first page's statement as the api role runs it, for bench/README.md.
  const page = (await captured(cases[0]?.variables ?? {})).find((statement) =>
    statement.sql.includes('with mine'),
  );
  if (page) log(await explain(page));
  log(`results: ${await results.write()}`);
  await apis.close();
} finally {
  await pools.close();
  await rm(filesDir, { recursive: true, force: true });
  await database.stop();
}
