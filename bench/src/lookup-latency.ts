/**
 * The cost of the request path on one-row lookups ("thin request path"): getPerson and
 * the member list's search by email and by #card, and the branch list's member counts, over the
 * generated organisation (run generate.ts
 * first). Each call goes through the real api in this process, over HTTP with a signed access token
 * and the web's x-api-key, as the SPA calls it. Beside it, the statements the request ran (captured
 * from a second api instance on a logging drizzle, which runs first so both timed runs meet a warm
 * cache) are replayed directly in one tenant transaction as the api role: the access read and the
 * data reads, timed without BEGIN/set_config/COMMIT (and, recorded beside, with BEGIN and set_config). GraphQL ÷ SQL is then the price of everything around
 * the database: HTTP, the ES256 token check, Yoga/Pothos, DataLoaders, the transaction's own round
 * trips. Target: ≤ 1.5× at p50 and at p95. Prints a table and records suite "lookup-latency" in
 * bench/results/latest.json. `--iterations N` (default 300).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import type { Viewer } from '../../apps/server/src/platform/graphql/context.ts';
import { type CapturedQuery, dataQueries } from '../../apps/server/src/testing/query-plans.ts';
import { BENCH_API_KEY, startBenchApis } from './bench-api.ts';
import {
  BENCH,
  generatedPersons,
  intFlag,
  log,
  logTable,
  openBenchDatabase,
  percentile,
} from './bench-database.ts';
import { benchResults } from './results.ts';

const ITERATIONS = intFlag('iterations', 300);
/** `--only <text>`: just the queries whose name holds it, e.g. `--only memberCount`. */
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const WARM_UP = 30;
/** Target: a one-row lookup through GraphQL costs at most 1.5 times its SQL, at p50 and p95. */
const RATIO_TARGET = 1.5;

const PERSON_FIELDS = `id firstName lastName email homeBranch { id name timeZone { id } }
  roles { roleType status branchId lastVisitTimestamp } tags`;
// What the member list sends (apps/web member-search.ts): Members and Prospects, 50 a page.
const SEARCH = `query Search($term: String, $branches: [ID!], $roleTypes: [PersonRoleType!], $limit: Int) {
  searchPersons(term: $term, branches: $branches, roleTypes: $roleTypes, limit: $limit) {
    persons { ${PERSON_FIELDS} } pageInfo { total } }
}`;
const FLOOR = 'query Floor { __typename }';
// The organisation's branch list (apps/web BranchTile): every branch with its member count (members
// and prospects at home, staff left out). Start-up asked the same until the count took seconds.
const BRANCH_TILES = `query BranchTiles { allBranchesAndGroups { branches { id name country memberCount } } }`;
// What the profile page reads of the person.
const GET_PERSON = `query Get($id: ID!) { getPerson(id: $id) { ${PERSON_FIELDS}
  mobilePhone { countryCode number } address { address1 city } emergencyContact { name } } }`;

interface Case {
  name: string;
  query: string;
  variables: (i: number) => Record<string, unknown>;
}

const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 10 });
const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-bench-files-'));
try {
  const personCount = await generatedPersons(pools.owner);
  const version = await pools.owner.query<{ version: string }>('show server_version');
  const results = benchResults('lookup-latency', {
    persons: personCount,
    iterations: ITERATIONS,
    warmUp: WARM_UP,
  });
  results.postgres(version.rows[0]?.version ?? 'unknown');

  const apis = await startBenchApis(pools, { filesDir });
  const { endpoint, captureApi, tokens } = apis;

  // The organisation's admin, as the one-row lookups at a front desk of a chain are typically
  // organisation-wide (a member of any branch arriving).
  const admin: Viewer = { applicationId: BENCH.applicationId, userId: BENCH.adminUserId };
  const token = await tokens.issue(admin, { expiresInSeconds: 3600 });
  const headers = {
    'content-type': 'application/json',
    'x-api-key': BENCH_API_KEY,
    authorization: `Bearer ${token}`,
  };

  // Members picked at random (repeatably): their ids, emails and cards.
  const sample = await pools.owner.query<{ id: string; email: string; card: string }>(
    `select p.id, p.email, c.card_number as card from persons p
     join access_cards c on c.person_id = p.id
     where p.application_id = $1 and p.id::text like 'b0000000-0004-%'
     order by md5(p.id::text || 'lookup') limit $2`,
    [BENCH.applicationId, ITERATIONS + WARM_UP],
  );
  const people = sample.rows;
  const at = (i: number) => {
    const person = people[i % people.length];
    if (person === undefined) throw new Error('empty sample');
    return person;
  };
  const listSearch = (term: string) => ({
    term,
    branches: ['ALL_BRANCHES'],
    roleTypes: ['Member', 'Prospect'],
    limit: 50,
  });
  const allCases: Case[] = [
    // The floor every request pays: HTTP, the token check, the access read, Yoga; no data read.
    { name: 'request floor ({ __typename })', query: FLOOR, variables: () => ({}) },
    { name: 'getPerson', query: GET_PERSON, variables: (i) => ({ id: at(i).id }) },
    { name: 'searchPersons email', query: SEARCH, variables: (i) => listSearch(at(i).email) },
    { name: 'searchPersons #card', query: SEARCH, variables: (i) => listSearch(`#${at(i).card}`) },
    // Not a one-row lookup: 200 branches' counts over a million persons.
    { name: 'branch tiles (memberCount)', query: BRANCH_TILES, variables: () => ({}) },
  ];
  const cases = allCases.filter((lookup) => ONLY === undefined || lookup.name.includes(ONLY));

  const post = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (response.status !== 200 || body.errors)
      throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  };

  const capturedStatements = async (query: string, variables: Record<string, unknown>) => {
    apis.queries.length = 0;
    const response = await captureApi.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: JSON.stringify({ query, variables }),
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    // The answer does not wait for the read transaction's COMMIT: let it land before replaying.
    await new Promise((resolve) => setImmediate(resolve));
    return dataQueries(apis.queries);
  };

  // The statements alone (the bench's "SQL", as search-latency times it), and with the BEGIN and
  // set_config a direct client of the api role needs before them: what the api's own transaction
  // control adds is the difference.
  const replay = async (statements: readonly CapturedQuery[]) => {
    const client = await pools.app.connect();
    try {
      const started = performance.now();
      await client.query('begin');
      await client.query("select set_config('app.application_id', $1, true)", [BENCH.applicationId]);
      const begun = performance.now();
      for (const statement of statements) await client.query(statement.sql, statement.params);
      const ended = performance.now();
      return { statements: ended - begun, withTransaction: ended - started };
    } finally {
      await client.query('rollback').catch(() => {});
      client.release();
    }
  };

  log(
    `lookup latency: ${personCount.toLocaleString('en-NZ')} persons; ${ITERATIONS} runs per query after ${WARM_UP} warm-up runs`,
  );
  const header = [
    'query',
    'GraphQL p50',
    'GraphQL p95',
    'SQL p50',
    'SQL p95',
    'ratio p50',
    'ratio p95',
    'SQL+BEGIN p50',
    'statements',
  ];
  const rows: string[][] = [];
  for (const lookup of cases) {
    const graphql: number[] = [];
    const direct: number[] = [];
    const directWithTransaction: number[] = [];
    let statementCount = 0;
    for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
      const variables = lookup.variables(i);
      const statements = await capturedStatements(lookup.query, variables);
      const started = performance.now();
      const data = await post(lookup.query, variables);
      const graphqlMs = performance.now() - started;
      const sqlMs = await replay(statements);
      const page = data?.searchPersons as { persons: unknown[] } | undefined;
      if (page && page.persons.length !== 1)
        throw new Error(`${lookup.name} found ${page.persons.length} persons`);
      if (i < WARM_UP) continue;
      graphql.push(graphqlMs);
      direct.push(sqlMs.statements);
      directWithTransaction.push(sqlMs.withTransaction);
      statementCount = statements.length;
    }
    const result = results.record({
      name: lookup.name,
      unit: 'ms',
      p50: percentile(graphql, 0.5),
      p95: percentile(graphql, 0.95),
      direct_p50: percentile(direct, 0.5),
      direct_p95: percentile(direct, 0.95),
      samples: graphql.length,
      ...(lookup.query === FLOOR ? {} : { target: { ratio: RATIO_TARGET } }),
      details: {
        statementsPerRequest: statementCount,
        direct_with_transaction_p50: Number(percentile(directWithTransaction, 0.5).toFixed(3)),
        direct_with_transaction_p95: Number(percentile(directWithTransaction, 0.95).toFixed(3)),
      },
    });
    rows.push([
      lookup.name,
      `${result.p50?.toFixed(1)} ms`,
      `${result.p95?.toFixed(1)} ms`,
      `${result.direct_p50?.toFixed(1)} ms`,
      `${result.direct_p95?.toFixed(1)} ms`,
      `${result.ratio_p50?.toFixed(2)}×`,
      `${result.ratio_p95?.toFixed(2)}×`,
      `${percentile(directWithTransaction, 0.5).toFixed(1)} ms`,
      String(statementCount),
    ]);
    log(`  ${lookup.name}: done${result.met === false ? ' (target not met)' : ''}`);
  }

  logTable(header, rows);
  log(`results: ${await results.write()}`);
  await apis.close();
} finally {
  await pools.close();
  await rm(filesDir, { recursive: true, force: true });
  await database.stop();
}
