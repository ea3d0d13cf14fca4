import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import { createApi } from '../api.ts';
import { modules } from '../features.ts';
import {
  type AccessTokenIssuer,
  accessTokenIssuer,
  accessTokenVerifier,
  loadSigningKeys,
} from '../platform/auth/access-tokens.ts';
import { fileUrlSigner } from '../platform/files/file-urls.ts';
import { localFileStorage } from '../platform/files/local-file-storage.ts';
import type { Dependencies, RequestContext, Viewer } from '../platform/graphql/context.ts';
import { createBoss, tenantJobQueue } from '../platform/jobs/job-queue.ts';
import type { EmailProvider } from '../platform/messaging/email-provider.ts';
import { sandboxEmailLedger, sandboxEmailProvider } from '../platform/messaging/sandbox-email.ts';
import { sandboxSmsLedger, sandboxSmsProvider } from '../platform/messaging/sandbox-sms.ts';
import type { SmsProvider } from '../platform/messaging/sms-provider.ts';
import { createMetrics } from '../platform/metrics/metrics.ts';
import { startWorker } from '../worker.ts';
import { TEST_JOB_TIMING } from './test-constants.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from './test-database.ts';

/** PUBLIC_URL of test servers; the web origins of `demo` are it and http://demo.clubline.test. */
export const TEST_PUBLIC_URL = 'http://clubline.test';
export const TEST_ISSUER = `${TEST_PUBLIC_URL}/oidc`;
export const TEST_API_KEY = 'clubline-web-test';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

export interface TestServer {
  db: TestDatabase;
  deps: Dependencies;
  boss: PgBoss;
  app: FastifyInstance;
  tokens: AccessTokenIssuer;
  /** The SMS sandbox the worker sends through (delivery after 200 ms). */
  sms: SmsProvider;
  /** The email sandbox the worker sends through. */
  email: EmailProvider;
  /** Runs a GraphQL operation through HTTP as the given user (a real signed access token). */
  graphql<T = Record<string, unknown>>(
    viewer: Viewer | string | null,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>>;
  /**
   * Another api over the same database, as a second replica or a restarted process would be:
   * nothing but PostgreSQL is shared with `app`. The caller closes it.
   */
  replica(): Promise<FastifyInstance>;
  /** What a service gets for `viewer` in a request: their access read as the api reads it. */
  context(viewer: Viewer): Promise<RequestContext>;
  /** Starts the real worker on this database (TEST_JOB_TIMING); resolves to its stop function. */
  startWorker(): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * A real api over a fresh database, driven through `inject`. The database is cloned from the empty
 * template (build the data with testing/builders.ts) unless `template: 'demo'` (seed tests only).
 */
export async function createTestServer(
  options: TestDatabaseOptions & {
    /** Behind a load balancer (TRUST_PROXY=true): the client address from X-Forwarded-For. */
    trustProxy?: boolean;
  } = {},
): Promise<TestServer> {
  const db = await createTestDatabase(options);
  const boss = createBoss(db.ownerUrl, 'worker', TEST_JOB_TIMING);
  boss.on('error', () => {});
  await boss.start();
  // Files in a directory of this server's own; signed addresses with a key of its own.
  const filesDir = await mkdtemp(path.join(tmpdir(), 'clubline-files-'));
  const files = {
    storage: localFileStorage(filesDir),
    urls: fileUrlSigner({ key: randomBytes(32), publicUrl: TEST_PUBLIC_URL }),
  };
  const deps: Dependencies = {
    db: db.pools.appDb,
    jobs: tenantJobQueue,
    publicUrl: TEST_PUBLIC_URL,
    files,
  };
  const sms = sandboxSmsProvider({ ownerPool: db.pools.owner, boss, deliveryDelayMs: 200 });
  const email = sandboxEmailProvider(db.pools.owner);
  const keys = await loadSigningKeys(db.pools.owner);
  const logger = pino({ level: 'silent' });
  const build = () =>
    createApi({
      deps,
      statusPool: db.pools.app,
      verifier: accessTokenVerifier(keys, TEST_ISSUER),
      identity: {
        issuer: TEST_ISSUER,
        keys,
        ownerPool: db.pools.owner,
        trustProxy: options.trustProxy ?? false,
      },
      webApiKey: TEST_API_KEY,
      // As a production process: probes and metrics (every test's requests pass the metrics hooks).
      readiness: { ready: true, worker: true, ownerPool: db.pools.owner },
      metrics: createMetrics(),
      logger,
      production: true,
      // Given, but not served: GET /sandbox/sms and /sandbox/email are off in production.
      sandboxSms: sandboxSmsLedger(db.pools.owner),
      sandboxEmail: sandboxEmailLedger(db.pools.owner),
    });
  const app = await build();
  const tokens = accessTokenIssuer(keys, TEST_ISSUER);
  return {
    db,
    deps,
    boss,
    app,
    tokens,
    sms,
    email,
    async graphql(viewer, query, variables) {
      const token = typeof viewer === 'string' ? viewer : viewer ? await tokens.issue(viewer) : null;
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          'x-api-key': TEST_API_KEY,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: JSON.stringify({ query, variables }),
      });
      const body = JSON.parse(response.body) as Omit<GraphQLResponse<never>, 'status'>;
      return { status: response.statusCode, ...body };
    },
    replica: build,
    async context(viewer) {
      const permissions = await modules.access(deps.db, viewer);
      if (!permissions) throw new Error(`${viewer.userId} is not a user of ${viewer.applicationId}`);
      return { viewer, deps, permissions };
    },
    startWorker: () =>
      startWorker(modules, {
        boss,
        db: db.pools.appDb,
        logger,
        publicUrl: TEST_PUBLIC_URL,
        sms,
        email,
        ownerPool: db.pools.owner,
        storage: files.storage,
        pollingIntervalSeconds: TEST_JOB_TIMING.pollingIntervalSeconds,
      }),
    async close() {
      await app.close();
      await boss.stop({ graceful: false, close: true });
      await db.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
