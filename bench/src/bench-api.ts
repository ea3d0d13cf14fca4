import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import pino from 'pino';
import { createApi } from '../../apps/server/src/api.ts';
import {
  type AccessTokenIssuer,
  accessTokenIssuer,
  accessTokenVerifier,
  loadSigningKeys,
} from '../../apps/server/src/platform/auth/access-tokens.ts';
import type { Database, DatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { preparedNameOf } from '../../apps/server/src/platform/db/prepared.ts';
import { fileUrlSigner } from '../../apps/server/src/platform/files/file-urls.ts';
import { localFileStorage } from '../../apps/server/src/platform/files/local-file-storage.ts';
import type { Dependencies } from '../../apps/server/src/platform/graphql/context.ts';
import {
  type CapturedQuery,
  capturingDatabase,
  dataQueries,
} from '../../apps/server/src/testing/query-plans.ts';

const PUBLIC_URL = 'http://bench.clubline.test';
const ISSUER = `${PUBLIC_URL}/oidc`;
/** The `x-api-key` the latency benches send, as the SPA sends its own. */
export const BENCH_API_KEY = 'clubline-web-bench';

export interface BenchApis {
  /** The timed api, on a free port: `/graphql` over HTTP, as the SPA calls it. */
  endpoint: string;
  /** A second api over a logging database: `inject` a request, then read what it ran in `queries`. */
  captureApi: Awaited<ReturnType<typeof createApi>>;
  queries: CapturedQuery[];
  tokens: AccessTokenIssuer;
  close(): Promise<void>;
}

/**
 * One api as production composes it (`createApi`, production mode) over `db`, verifying tokens with
 * the database's signing keys. Also what the api child (bench-api-child.ts) runs in its own process.
 */
export function createBenchApi(
  pools: DatabasePools,
  db: Database,
  keys: Awaited<ReturnType<typeof loadSigningKeys>>,
  options: { filesDir: string; logLevel?: string },
) {
  const deps: Dependencies = {
    db,
    jobs: { send: () => Promise.reject(new Error('the bench enqueues no jobs')) },
    publicUrl: PUBLIC_URL,
    files: {
      storage: localFileStorage(options.filesDir),
      urls: fileUrlSigner({ key: randomBytes(32), publicUrl: PUBLIC_URL }),
    },
  };
  return createApi({
    deps,
    statusPool: pools.app,
    verifier: accessTokenVerifier(keys, ISSUER),
    identity: { issuer: ISSUER, keys, ownerPool: pools.owner, trustProxy: false },
    webApiKey: BENCH_API_KEY,
    logger: pino({ level: options.logLevel ?? 'silent' }),
    production: true,
  });
}

/** Tokens the bench's apis accept (the signing keys live in the database), in any process. */
export async function benchTokens(owner: pg.Pool): Promise<AccessTokenIssuer> {
  return accessTokenIssuer(await loadSigningKeys(owner), ISSUER);
}

/**
 * The production composition (`createApi`, production mode) twice over the bench database: one
 * timed, one capturing the SQL each request runs so the benches can replay exactly those
 * statements directly. The benches enqueue no jobs. (bench-api-process.ts runs the timed api in a
 * process of its own instead, for figures of the server's own memory.)
 */
export async function startBenchApis(
  pools: DatabasePools,
  options: { filesDir: string; logLevel?: string },
): Promise<BenchApis> {
  const keys = await loadSigningKeys(pools.owner);
  const apiFor = (db: Database) => createBenchApi(pools, db, keys, options);
  const api = await apiFor(pools.appDb);
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  const endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  const capture = capturingDatabase(pools.app);
  const captureApi = await apiFor(capture.db);
  return {
    endpoint,
    captureApi,
    queries: capture.queries,
    tokens: accessTokenIssuer(keys, ISSUER),
    async close() {
      await api.close();
      await captureApi.close();
    },
  };
}

/**
 * Asks the api for a report's address as the SPA does (the report's query `field`, with its
 * arguments in `query`): the address, or an error naming the field and what the api said.
 */
export async function askReportUrl(
  endpoint: string,
  token: string,
  field: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<string> {
  const answer = await fetch(endpoint, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-api-key': BENCH_API_KEY,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await answer.json()) as {
    data?: Record<string, { reportUrl: string } | null>;
    errors?: unknown[];
  };
  const url = body.data?.[field]?.reportUrl;
  if (!url) throw new Error(`${field}: ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
  return url;
}

/**
 * One query timed two ways, as every latency bench does: `post` through the timed api over HTTP,
 * `captured` the statements the capture api ran for the same variables (the request's data reads),
 * and `replay` those statements directly as the api role in one tenant transaction, timed without
 * BEGIN and set_config, each sent as the api sends it (prepared when the api prepares it). A
 * GraphQL error fails the bench: a figure of an error is no figure.
 */
export function graphqlTwins<Data>(
  apis: BenchApis,
  appPool: pg.Pool,
  options: { applicationId: string; headers: Record<string, string>; query: string },
) {
  const { applicationId, headers, query } = options;
  return {
    async post(variables: Record<string, unknown>): Promise<{ data?: Data }> {
      const response = await fetch(apis.endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: Data; errors?: unknown[] };
      if (response.status !== 200 || body.errors)
        throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
      return body;
    },
    async captured(variables: Record<string, unknown>): Promise<CapturedQuery[]> {
      apis.queries.length = 0;
      const response = await apis.captureApi.inject({
        method: 'POST',
        url: '/graphql',
        headers,
        payload: JSON.stringify({ query, variables }),
      });
      if (response.statusCode !== 200 || response.body.includes('"errors"')) throw new Error(response.body);
      // The logging database records a statement as its promise settles: let the last one land.
      await new Promise((resolve) => setImmediate(resolve));
      return dataQueries(apis.queries);
    },
    async replay(statements: readonly CapturedQuery[]): Promise<number> {
      const client = await appPool.connect();
      try {
        await client.query('begin');
        await client.query("select set_config('app.application_id', $1, true)", [applicationId]);
        const started = performance.now();
        // Each statement as the api sends it: the ones it prepares (the access read) prepared
        // under the same name, so the replay does not plan what the api no longer plans.
        for (const statement of statements) {
          const name = preparedNameOf(statement.sql);
          await client.query(
            name
              ? { name, text: statement.sql, values: statement.params }
              : { text: statement.sql, values: statement.params },
          );
        }
        return performance.now() - started;
      } finally {
        await client.query('rollback').catch(() => {});
        client.release();
      }
    },
    /** A captured statement's plan (EXPLAIN ANALYZE, BUFFERS) as the api role runs it, as text. */
    async explain(statement: CapturedQuery): Promise<string> {
      const client = await appPool.connect();
      try {
        await client.query('begin');
        await client.query("select set_config('app.application_id', $1, true)", [applicationId]);
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.sql}`,
          statement.params,
        );
        return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await client.query('rollback').catch(() => {});
        client.release();
      }
    },
  };
}
