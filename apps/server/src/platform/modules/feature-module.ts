import type { Permissions } from '@clubline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { ActivitySource } from '../activities/activity-source.ts';
import type { RegisteredAsyncOperation } from '../async-operations/async-operation.ts';
import type { TokenKeys } from '../auth/access-tokens.ts';
import type { AccessLoader, SubjectResolvers } from '../auth/authorization.ts';
import type { Database } from '../db/client.ts';
import type { NotificationListener } from '../db/notification-listener.ts';
import type { UploadHandler } from '../files/files.rest.ts';
import type { Dependencies, Viewer } from '../graphql/context.ts';
import type { RegisteredJob } from '../jobs/job-definition.ts';
import type { SandboxEmailLedger } from '../messaging/sandbox-email.ts';
import type { SandboxSmsLedger } from '../messaging/sandbox-sms.ts';
import type { SmsProvider } from '../messaging/sms-provider.ts';
import type { SeedStep } from './demo-plan.ts';
import type { HookHandler } from './hooks.ts';

/** A request's signed-in user and their permissions, as /graphql reads them. */
export interface Authenticated {
  viewer: Viewer;
  permissions: Permissions;
}

/** What a module's REST routes may use in the api process. */
export interface ApiEnvironment {
  /** The sender of a request with a valid access token of a current user, else null. */
  authenticate(request: FastifyRequest): Promise<Authenticated | null>;
  /** The same for a token that came another way (a websocket's subscribe message). */
  authenticateToken(token: string): Promise<Authenticated | null>;
  /**
   * LISTENs on a PostgreSQL channel for the life of the process, on a dedicated connection of the
   * api's database role (the arrivals channel); the caller closes it.
   */
  listen(channel: string, onPayload: (payload: string | undefined) => void): NotificationListener;
  deps: Dependencies;
  /** `${PUBLIC_URL}/oidc`. */
  issuer: string;
  keys: TokenKeys;
  /** Owner pool: identity-provider state and sign-in throttling are not tenant data. */
  ownerPool: pg.Pool;
  /** Behind a load balancer: client address and scheme come from X-Forwarded-* headers. */
  trustProxy: boolean;
  /** The key the web app must send as `x-api-key`. */
  webApiKey: string;
  logger: Logger;
  production: boolean;
  /** Upload completions of every module (PUT /files/<token>). */
  uploads: readonly UploadHandler[];
  /** The SMS sandbox's outbox, listed at GET /sandbox/sms outside production. */
  sandboxSms?: SandboxSmsLedger;
  /** The email sandbox's outbox, listed at GET /sandbox/email outside production (not with SMTP). */
  sandboxEmail?: SandboxEmailLedger;
}

/** A long-running subscription in the worker (e.g. SMS delivery reports); resolves to its stop. */
export type WorkerListener = (env: {
  db: Database;
  sms: SmsProvider;
  logger: Logger;
}) => Promise<() => Promise<void>>;

/**
 * What a feature (or a platform service with its own API) contributes to the product. Every
 * process assembles its parts from the one list in `apps/server/src/features.ts`: the schema from
 * `graphql`, the worker from `jobs`, the api from `rest` and `uploads`, the demo seed from `seed`.
 * Plain data, no decorators and no directory scanning: reading the list tells what runs.
 */
export interface FeatureModule {
  /** Unique; names seed prerequisites (`seed.after`) and start-up errors. */
  name: string;
  /** Adds the module's root fields (and fields on other modules' types) to the one schema. */
  graphql?: () => void;
  /** Background jobs with their handlers; each queue is created at start-up. */
  jobs?: readonly RegisteredJob[];
  /** Queues a provider works itself (the SMS sandbox's delivery queue): created, not handled here. */
  providerQueues?: readonly string[];
  /** Operations applied by the async-operation job (spec 1 §4.3). */
  asyncOperations?: readonly RegisteredAsyncOperation[];
  /** Upload kinds (PUT /files/<token> by purpose). */
  uploads?: readonly ((deps: Dependencies) => UploadHandler)[];
  /** REST routes, registered in the module's own Fastify encapsulation context. */
  rest?: (app: FastifyInstance, env: ApiEnvironment) => Promise<void>;
  /** Worker subscriptions that are not queues. */
  workerListeners?: readonly WorkerListener[];
  /** Member activity sources (spec 2 §3 "Member activity"). */
  activities?: readonly ActivitySource[];
  /**
   * Work this module does when a feature below it announces something (hooks.ts), e.g. memberships
   * refreshing the overdue tags after billing's debit outcomes: a lower feature never calls up.
   */
  hooks?: readonly HookHandler[];
  /** The owner of each subject kind this module owns (authorization). */
  subjects?: Partial<SubjectResolvers>;
  /** The viewer's access (account and permissions); exactly one module provides it. */
  access?: AccessLoader;
  /** The module's part of the demo seed: the rows it owns, after the modules it names. */
  seed?: SeedStep;
}
