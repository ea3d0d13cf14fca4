/**
 * The suspension preview: p50/p95 of previewMembershipSuspension through GraphQL over
 * HTTP, as the Suspend modal asks for it (its variables and the ActionPreview fields), beside the
 * same statements replayed directly (as first-payment-latency.ts does: a capture run on a logging
 * api, the timed HTTP call, then the replay in one tenant transaction as the api role under RLS).
 *
 * The organisation is "Bench Overdue" (overdue-organisation.ts: `--memberships N`, default
 * 100,000, across 200 branches; made once a day and shared with overdue-assessment.ts): its admin on
 * ALL_BRANCHES previews a suspension of a member who pays every debit, each with a year of
 * fortnightly ledger (about 80 rows), members picked repeatably across the organisation, start dates
 * over the next four weeks, 1 to 4 payments. 20 warm-up runs, then `--iterations N` (default 200).
 * Records suite `suspension-preview-latency`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { todayIn } from '../../packages/domain/src/dates/time-zone.ts';
import { BENCH_API_KEY, graphqlTwins, startBenchApis } from './bench-api.ts';
import { intFlag, log, logTable, openBenchDatabase, percentile } from './bench-database.ts';
import { memberIds } from './billing-members.ts';
import { ensureOverdueOrganisation, hasDishonour, OVERDUE } from './overdue-organisation.ts';
import { benchResults } from './results.ts';

const ITERATIONS = intFlag('iterations', 200);
const MEMBERSHIPS = intFlag('memberships', 100_000);
const BRANCHES = intFlag('branches', 200);
const WARM_UP = 20;
/** The request-path bar (≤ 1.5× the same SQL), as for the other previews. */
const RATIO_TARGET = 1.5;

/** The Suspend modal's query (SuspendModal.tsx) with ActionPreview's fields spelled out. */
const QUERY = `query PreviewMembershipSuspension(
  $personId: ID!
  $membershipId: ID!
  $startDate: String!
  $suspensionDuration: Int!
  $suspensionDurationType: SuspensionDurationType
) {
  previewMembershipSuspension(
    personId: $personId
    membershipId: $membershipId
    startDate: $startDate
    suspensionDuration: $suspensionDuration
    suspensionDurationType: $suspensionDurationType
  ) {
    charges { kind label amount }
    debits { date amount charges { kind label amount } }
    stoppedDebits { date amount charges { kind label amount } }
  }
}`;

/** Member of run i: spread over the organisation (7919 is prime), skipping those in arrears. */
function memberOf(i: number): number {
  let g = 1 + ((i * 7919) % MEMBERSHIPS);
  while (hasDishonour(g)) g = (g % MEMBERSHIPS) + 1;
  return g;
}

const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 10 });
const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-bench-files-'));
try {
  const organisation = await ensureOverdueOrganisation(pools, {
    memberships: MEMBERSHIPS,
    branches: BRANCHES,
  });
  const results = benchResults('suspension-preview-latency', {
    iterations: ITERATIONS,
    memberships: MEMBERSHIPS,
    branches: BRANCHES,
    ledgerRows: organisation.ledgerRows,
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
  const today = todayIn('Pacific/Auckland');
  const variables = (i: number) => {
    const { personId, membershipId } = memberIds(OVERDUE.key, memberOf(i));
    return {
      personId,
      membershipId,
      startDate: today.add({ days: 1 + (i % 28) }).toString(),
      suspensionDuration: 1 + (i % 4),
      suspensionDurationType: 'PERIODS',
    };
  };

  const { post, captured, replay } = graphqlTwins<{ previewMembershipSuspension?: { debits: unknown[] } }>(
    apis,
    pools.app,
    {
      applicationId: OVERDUE.applicationId,
      headers,
      query: QUERY,
    },
  );

  log(
    `suspension preview latency: ${ITERATIONS} runs after ${WARM_UP} warm-up runs, ${MEMBERSHIPS.toLocaleString('en')} memberships (${organisation.ledgerRows.toLocaleString('en')} ledger rows)`,
  );
  const graphql: number[] = [];
  const direct: number[] = [];
  let statementCount = 0;
  let debitsShown = 0;
  for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
    const vars = variables(i);
    const statements = await captured(vars);
    const started = performance.now();
    const body = await post(vars);
    const elapsed = performance.now() - started;
    const sqlMs = await replay(statements);
    if (i < WARM_UP) continue;
    graphql.push(elapsed);
    direct.push(sqlMs);
    statementCount = statements.length;
    debitsShown = body.data?.previewMembershipSuspension?.debits.length ?? 0;
  }
  const result = results.record({
    name: 'previewMembershipSuspension (admin, a year of ledger)',
    unit: 'ms',
    p50: percentile(graphql, 0.5),
    p95: percentile(graphql, 0.95),
    direct_p50: percentile(direct, 0.5),
    direct_p95: percentile(direct, 0.95),
    samples: graphql.length,
    target: { ratio: RATIO_TARGET },
    details: { statementsPerRequest: statementCount, debitsShown },
  });
  const ms = (value: number | undefined) => `${value?.toFixed(1)} ms`;
  logTable(
    ['query', 'GraphQL p50', 'GraphQL p95', 'SQL p50', 'SQL p95', 'ratio p50', 'ratio p95', 'statements'],
    [
      [
        result.name,
        ms(result.p50),
        ms(result.p95),
        ms(result.direct_p50),
        ms(result.direct_p95),
        `${result.ratio_p50?.toFixed(2)}×`,
        `${result.ratio_p95?.toFixed(2)}×`,
        String(statementCount),
      ],
    ],
  );
  log(`results: ${await results.write()}`);
  await apis.close();
} finally {
  await pools.close();
  await rm(filesDir, { recursive: true, force: true });
  await database.stop();
}
