/**
 * Latency of member search and getPerson over the generated organisation (run generate.ts first):
 * each query goes through the real api in this process, over HTTP with a signed access token and
 * the web's x-api-key, exactly as the SPA calls it; next to it, the same SQL statements the request
 * ran (captured from a second api instance, which runs first) are replayed directly in one tenant
 * transaction as the api role. Prints p50/p95 of both and their ratio, and the indexes each search
 * statement uses. `--iterations N` (default 200).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { createApi } from '../../apps/server/src/api.ts';
import {
  accessTokenIssuer,
  accessTokenVerifier,
  loadSigningKeys,
} from '../../apps/server/src/platform/auth/access-tokens.ts';
import { createDatabasePools, type Database } from '../../apps/server/src/platform/db/client.ts';
import { fileUrlSigner } from '../../apps/server/src/platform/files/file-urls.ts';
import { localFileStorage } from '../../apps/server/src/platform/files/local-file-storage.ts';
import type { Dependencies, Viewer } from '../../apps/server/src/platform/graphql/context.ts';
import {
  type CapturedQuery,
  capturingDatabase,
  dataQueries,
  explain,
  inTenantTransaction,
} from '../../apps/server/src/testing/query-plans.ts';
import { BENCH, intFlag, openBenchDatabase } from './bench-database.ts';

const ITERATIONS = intFlag('iterations', 200);
const WARM_UP = 20;
const PUBLIC_URL = 'http://bench.clubline.test';
const ISSUER = `${PUBLIC_URL}/oidc`;
const API_KEY = 'clubline-web-bench';

const PERSON_FIELDS = `id firstName lastName email homeBranch { id name timeZone { id } }
  roles { roleType status branchId lastVisitTimestamp } tags`;
const SEARCH = `query Search($term: String, $limit: Int) {
  searchPersons(term: $term, limit: $limit) { persons { ${PERSON_FIELDS} } pageInfo { total } }
}`;
const GET_PERSON = `query Get($id: ID!) { getPerson(id: $id) { ${PERSON_FIELDS}
  mobilePhone { countryCode number } address { address1 city } emergencyContact { name } } }`;

interface Case {
  name: string;
  viewer: Viewer;
  query: string;
  variables: (i: number) => Record<string, unknown>;
}

interface Timings {
  graphql: number[];
  sql: number[];
  rows: number;
  plan: string;
}

const log = (text: string) => process.stdout.write(`${text}\n`);

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))] ?? Number.NaN;
}

const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 10 });
const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-bench-files-'));
try {
  const generated = await pools.owner.query<{ count: number }>(
    'select count(*)::int as count from persons where application_id = $1',
    [BENCH.applicationId],
  );
  const personCount = generated.rows[0]?.count ?? 0;
  if (personCount === 0) throw new Error('No bench data: run `npm run generate -w @clubline/bench` first');

  const keys = await loadSigningKeys(pools.owner);
  const logger = pino({ level: 'silent' });
  const apiFor = (db: Database) => {
    const deps: Dependencies = {
      db,
      jobs: { send: () => Promise.reject(new Error('the bench enqueues no jobs')) },
      publicUrl: PUBLIC_URL,
      files: {
        storage: localFileStorage(filesDir),
        urls: fileUrlSigner({ key: randomBytes(32), publicUrl: PUBLIC_URL }),
      },
    };
    return createApi({
      deps,
      statusPool: pools.app,
      verifier: accessTokenVerifier(keys, ISSUER),
      identity: { issuer: ISSUER, keys, ownerPool: pools.owner, trustProxy: false },
      webApiKey: API_KEY,
      logger,
      production: true,
    });
  };
  const api = await apiFor(pools.appDb);
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  const endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  const capture = capturingDatabase(pools.app);
  const captureApi = await apiFor(capture.db);

  const tokens = accessTokenIssuer(keys, ISSUER);
  const admin: Viewer = { applicationId: BENCH.applicationId, userId: BENCH.adminUserId };
  const desk: Viewer = { applicationId: BENCH.applicationId, userId: BENCH.deskUserId };
  const tokenOf = new Map([
    [admin, await tokens.issue(admin, { expiresInSeconds: 3600 })],
    [desk, await tokens.issue(desk, { expiresInSeconds: 3600 })],
  ]);

  // Inputs: members picked at random (repeatably), their emails, cards and 3-letter name prefixes.
  const sample = await pools.owner.query<{
    id: string;
    email: string;
    card: string;
    first_name: string;
    last_name: string;
  }>(
    `select p.id, p.email, c.card_number as card, p.first_name, p.last_name from persons p
     join access_cards c on c.person_id = p.id
     where p.application_id = $1 and p.id::text like 'b0000000-0004-%'
     order by md5(p.id::text) limit $2`,
    [BENCH.applicationId, ITERATIONS + WARM_UP],
  );
  const at = <T>(items: readonly T[], i: number): T => {
    const item = items[i % items.length];
    if (item === undefined) throw new Error('empty sample');
    return item;
  };
  const people = sample.rows;
  const prefixes = people.map((person) => person.last_name.slice(0, 3));
  const fullNames = people.map((person) => `${person.first_name} ${person.last_name.slice(0, 3)}`);

  const cases: Case[] = [
    {
      name: 'searchPersons name prefix (org, 200 branches)',
      viewer: admin,
      query: SEARCH,
      variables: (i) => ({ term: at(prefixes, i), limit: 50 }),
    },
    {
      name: 'searchPersons "first last-prefix" (org)',
      viewer: admin,
      query: SEARCH,
      variables: (i) => ({ term: at(fullNames, i), limit: 50 }),
    },
    {
      name: 'searchPersons name prefix (front desk, 1 branch)',
      viewer: desk,
      query: SEARCH,
      variables: (i) => ({ term: at(prefixes, i), limit: 50 }),
    },
    {
      name: 'searchPersons email',
      viewer: admin,
      query: SEARCH,
      variables: (i) => ({ term: at(people, i).email, limit: 50 }),
    },
    {
      name: 'searchPersons #card',
      viewer: admin,
      query: SEARCH,
      variables: (i) => ({ term: `#${at(people, i).card}`, limit: 50 }),
    },
    {
      name: 'getPerson',
      viewer: admin,
      query: GET_PERSON,
      variables: (i) => ({ id: at(people, i).id }),
    },
  ];

  const post = async (viewer: Viewer, query: string, variables: Record<string, unknown>) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': API_KEY,
        authorization: `Bearer ${tokenOf.get(viewer) ?? ''}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (response.status !== 200 || body.errors)
      throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  };

  const capturedStatements = async (viewer: Viewer, query: string, variables: Record<string, unknown>) => {
    capture.queries.length = 0;
    const response = await captureApi.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'x-api-key': API_KEY,
        authorization: `Bearer ${tokenOf.get(viewer) ?? ''}`,
      },
      payload: JSON.stringify({ query, variables }),
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return dataQueries(capture.queries);
  };

  const replay = (statements: readonly CapturedQuery[]) =>
    inTenantTransaction(pools.app, BENCH.applicationId, async (client) => {
      const started = performance.now();
      for (const statement of statements) await client.query(statement.sql, statement.params);
      return performance.now() - started;
    });

  log(
    `bench: ${personCount.toLocaleString('en-NZ')} persons; ${ITERATIONS} runs per query after ${WARM_UP} warm-up runs`,
  );
  const results = new Map<string, Timings>();
  for (const benchCase of cases) {
    const timings: Timings = { graphql: [], sql: [], rows: 0, plan: '' };
    for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
      const variables = benchCase.variables(i);
      // The capture run goes first, so the timed GraphQL call and the timed replay that follow find
      // the same warm cache.
      const statements = await capturedStatements(benchCase.viewer, benchCase.query, variables);
      const started = performance.now();
      const data = await post(benchCase.viewer, benchCase.query, variables);
      const graphqlMs = performance.now() - started;
      const sqlMs = await replay(statements);
      if (i < WARM_UP) continue;
      timings.graphql.push(graphqlMs);
      timings.sql.push(sqlMs);
      const page = data?.searchPersons as { persons: unknown[] } | undefined;
      timings.rows += page ? page.persons.length : 1;
      if (i === WARM_UP) {
        // The statement that reads persons: what the planner does with it at this size.
        const reads = statements.filter((s) => /from "persons"/.test(s.sql));
        const main = reads.find((s) => /limit/.test(s.sql)) ?? reads[0];
        if (main) {
          const plan = await explain(pools.app, BENCH.applicationId, main);
          timings.plan =
            plan.indexes.join(', ') + (plan.seqScans.length ? `; seq scan: ${plan.seqScans.join(', ')}` : '');
        }
      }
    }
    results.set(benchCase.name, timings);
    log(`  ${benchCase.name}: done`);
  }

  const header = ['query', 'GraphQL p50', 'GraphQL p95', 'SQL p50', 'SQL p95', 'ratio p50', 'rows/run'];
  const rows = [...results].map(([name, t]) => {
    const g50 = percentile(t.graphql, 0.5);
    const s50 = percentile(t.sql, 0.5);
    return [
      name,
      `${g50.toFixed(1)} ms`,
      `${percentile(t.graphql, 0.95).toFixed(1)} ms`,
      `${s50.toFixed(1)} ms`,
      `${percentile(t.sql, 0.95).toFixed(1)} ms`,
      `${(g50 / s50).toFixed(1)}×`,
      (t.rows / t.graphql.length).toFixed(1),
    ];
  });
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  log('');
  log(line(header));
  log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) log(line(row));
  log('');
  for (const [name, t] of results) log(`  ${name}: ${t.plan || 'no persons statement'}`);
  await api.close();
  await captureApi.close();
} finally {
  await pools.close();
  await rm(filesDir, { recursive: true, force: true });
  await database.stop();
}
