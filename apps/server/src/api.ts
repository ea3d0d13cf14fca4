import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { errorExtensionsOf, errorText } from '@clubline/domain';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { createYoga } from 'graphql-yoga';
import type { Logger } from 'pino';
import { modules } from './features.ts';
import { type AccessTokenVerifier, bearerToken, type TokenKeys } from './platform/auth/access-tokens.ts';
import type { DatabasePool } from './platform/db/client.ts';
import { listenForNotifications } from './platform/db/notification-listener.ts';
import { inRequestScope } from './platform/db/tenant.ts';
import { compiledExecutionPlugin } from './platform/graphql/compiled-execution.ts';
import type { Dependencies, GraphQLContext } from './platform/graphql/context.ts';
import { costLimitPlugins } from './platform/graphql/cost-limits.ts';
import { errorsPlugin } from './platform/graphql/errors-plugin.ts';
import {
  JsonAnswerBody,
  type JsonAnswerServerContext,
  jsonAnswerPlugin,
} from './platform/graphql/json-answer.ts';
import { operationMetricsPlugin } from './platform/graphql/operation-metrics.ts';
import { requestGuards } from './platform/graphql/request-guards.ts';
import {
  type RequestScopeContext,
  requestTransactionPlugin,
} from './platform/graphql/request-transaction.ts';
import { answerClientError, answerFrameworkError } from './platform/http/framework-errors.ts';
import { type Readiness, registerHealthRoutes } from './platform/http/health.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerStatusRoute } from './platform/http/status.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import type { SandboxEmailLedger } from './platform/messaging/sandbox-email.ts';
import type { SandboxSmsLedger } from './platform/messaging/sandbox-sms.ts';
import { type Metrics, observeHttp } from './platform/metrics/metrics.ts';
import type { Authenticated } from './platform/modules/feature-module.ts';
import { schema } from './schema.ts';

export interface ApiOptions {
  deps: Dependencies;
  /** The app role's pool: /status proves the database answers through it; the arrivals LISTEN copies its settings. */
  statusPool: DatabasePool;
  verifier: AccessTokenVerifier;
  identity: IdentityOptions;
  /** The key the web app must send as `x-api-key` on every GraphQL call. */
  webApiKey: string;
  logger: Logger;
  production: boolean;
  /** /healthz and /readyz on the api port; absent in tests that build an api alone. */
  readiness?: Readiness;
  /** Latency of HTTP answers and GraphQL operations, when the process exports metrics. */
  metrics?: Metrics;
  /** Built SPA to serve at `/`; skipped when absent (api-only deployments). */
  webDistDir?: string;
  /** The SMS sandbox's outbox, listed at GET /sandbox/sms outside production. */
  sandboxSms?: SandboxSmsLedger;
  /** The email sandbox's outbox, listed at GET /sandbox/email outside production (not with SMTP). */
  sandboxEmail?: SandboxEmailLedger;
}

/** What the identity provider at /oidc needs beyond the shared dependencies. */
interface IdentityOptions {
  /** `${PUBLIC_URL}/oidc`. */
  issuer: string;
  keys: TokenKeys;
  /** Owner pool: identity-provider state and sign-in throttling are not tenant data. */
  ownerPool: DatabasePool;
  /** Behind a load balancer: client address and scheme come from X-Forwarded-* headers. */
  trustProxy: boolean;
}

/** How many proxies stand in front of the api when TRUST_PROXY=true: the load balancer. */
const TRUSTED_PROXY_HOPS = 1;

interface ServerContext extends Authenticated, RequestScopeContext, JsonAnswerServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The api process: HTTP routes, GraphQL and the static SPA. */
export async function createApi(options: ApiOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    // Per-request lines would drown the log; failures are logged where they are understood.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    // Refusals before any route runs answer in the api's error shape, never echoing the request.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // One hop: the load balancer in front. Its socket is trusted and the address it appended to
    // X-Forwarded-For is the client; what the client wrote there itself is not. With `true`,
    // Fastify took the leftmost entry, which the client chooses, so each sign-in or payment setup
    // attempt could claim a new address and pass the per-address limits (docs/security.md). (A
    // number is no hop count here: Fastify then trusts no proxy at all.)
    trustProxy: options.identity.trustProxy
      ? (_address: string, hop: number) => hop < TRUSTED_PROXY_HOPS
      : false,
  });
  // First, so that every answer carries them: routes, oidc-provider's middleware, 404s, errors.
  await registerSecurityHeaders(app, { publicUrl: options.deps.publicUrl });

  // Malformed requests (bad JSON, oversized bodies, wrong content types) get a clear 4xx in the
  // GraphQL error shape; anything else is logged and answered without internals.
  app.setErrorHandler((error: { statusCode?: number; message: string; code?: string }, request, reply) => {
    // The browser went away mid-request (a navigation): nobody to answer, nothing failed here.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return reply;
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status < 500) {
      return reply.code(status).send({
        errors: [{ message: error.message, extensions: errorExtensionsOf('BAD_REQUEST') }],
      });
    }
    // The route's pattern, not the address: a path can hold a signed file token.
    const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
    const errorId = randomUUID();
    request.log.error({ err: error, errorId, route }, 'request failed');
    return reply.code(500).send({
      errors: [{ message: errorText('INTERNAL'), extensions: { ...errorExtensionsOf('INTERNAL'), errorId } }],
    });
  });

  registerStatusRoute(app, options.statusPool);
  if (options.readiness) registerHealthRoutes(app, options.readiness);
  if (options.metrics) observeHttp(app, options.metrics);
  // Who sends the request, as every authenticated route reads it: a valid access token whose user
  // is (still) one of its application's; the tenant and user come from the token alone.
  const authenticateToken = async (token: string): Promise<Authenticated | null> => {
    const viewer = await options.verifier.verify(token);
    const permissions = viewer ? await modules.access(options.deps.db, viewer) : null;
    return viewer && permissions ? { viewer, permissions } : null;
  };
  const authenticate = async (request: FastifyRequest): Promise<Authenticated | null> => {
    const token = bearerToken(request.headers.authorization);
    return token ? authenticateToken(token) : null;
  };
  const environment = {
    authenticate,
    authenticateToken,
    listen: (channel: string, onPayload: (payload: string | undefined) => void) =>
      listenForNotifications(options.statusPool, channel, onPayload, options.logger),
    deps: options.deps,
    ...options.identity,
    webApiKey: options.webApiKey,
    logger: options.logger,
    production: options.production,
    uploads: modules.uploadHandlers(options.deps),
    ...(options.sandboxSms ? { sandboxSms: options.sandboxSms } : {}),
    ...(options.sandboxEmail ? { sandboxEmail: options.sandboxEmail } : {}),
  };
  // On the root context, not an encapsulated one: identity mounts oidc-provider through middie,
  // whose middleware must also see requests no Fastify route matches (/oidc/*).
  for (const module of modules.modules) await module.rest?.(app, environment);

  const expectedKey = digest(options.webApiKey);
  const apiKeyMatches = (header: string | string[] | undefined) =>
    typeof header === 'string' && timingSafeEqual(digest(header), expectedKey);

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !options.production,
    landingPage: false,
    maskedErrors: false,
    plugins: [
      ...costLimitPlugins(),
      ...requestGuards(),
      errorsPlugin({ logger: options.logger, exposeUnexpected: !options.production }),
      requestTransactionPlugin(),
      ...(options.metrics ? [operationMetricsPlugin(options.metrics)] : []),
      // Last two: every plugin above may still stop the operation before it is answered as
      // PostgreSQL's JSON text (a range read of the list row's fields only) or runs compiled.
      jsonAnswerPlugin(),
      compiledExecutionPlugin({
        onCompile: (fields) =>
          options.logger.debug({ operation: fields.join(',') }, 'GraphQL operation compiled'),
      }),
    ],
    logging: false,
    context: ({ viewer, permissions }) => ({ viewer, deps: options.deps, permissions, loaders: new Map() }),
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    handler: async (req, reply) => {
      // Only the web app calls the api: it sends its key with every call.
      if (!apiKeyMatches(req.headers['x-api-key'])) {
        return reply.code(401).send({
          errors: [{ message: 'Invalid API key', extensions: errorExtensionsOf('UNAUTHENTICATED') }],
        });
      }
      // Every GraphQL call needs a valid access token; the tenant and user come from it alone.
      const token = bearerToken(req.headers.authorization);
      const viewer = token ? await options.verifier.verify(token) : null;
      if (!viewer) return unauthorized(reply);
      // One request, one scope of the token's organisation (platform/db/tenant.ts): the account
      // and its permissions are read fresh inside the transaction the query's resolvers then share,
      // and no withTenant call below can reach another organisation.
      return inRequestScope(options.deps.db, viewer.applicationId, async (requestScope) => {
        try {
          // A signed token whose user is not (or no longer) of its application acts nowhere.
          const permissions = await modules.access(options.deps.db, viewer);
          if (!permissions) return unauthorized(reply);
          const jsonAnswerBody = new JsonAnswerBody();
          const context = { req, reply, viewer, permissions, requestScope, jsonAnswerBody };
          const response = await yoga.handleNodeRequestAndResponse(req, reply, context);
          response.headers.forEach((value, key) => {
            reply.header(key, value);
          });
          reply.status(response.status);
          if (!isJson(response)) {
            // Anything streamed (incremental delivery, event streams) stays a stream.
            return reply.send(response.body);
          }
          // A JSON document is already one string inside Yoga's response: send it in one write
          // instead of piping it through a stream (about 1 ms of CPU for a week of sessions). An
          // answer PostgreSQL wrote (json-answer.ts) goes out as bytes, its texts never joined.
          const envelope = await response.text();
          const bytes = jsonAnswerBody.bytesOf(envelope);
          if (bytes) reply.removeHeader('content-length');
          return reply.send(bytes ?? envelope);
        } finally {
          // The answer does not wait for the end: by now the shared transaction only read (a
          // mutation's own transactions have committed), so ending it just returns its connection.
          requestScope.end().catch((error: unknown) => {
            req.log.error({ err: error }, 'ending the request transaction failed');
          });
        }
      });
    },
  });

  if (options.webDistDir && existsSync(path.join(options.webDistDir, 'index.html'))) {
    await registerWebApp(app, options.webDistDir);
  }
  return app;
}

/** Whether a GraphQL answer is a single JSON document (application/json or graphql-response+json). */
function isJson(response: Response): boolean {
  return /^application\/(graphql-response\+)?json\b/.test(response.headers.get('content-type') ?? '');
}

function unauthorized(reply: FastifyReply): FastifyReply {
  return reply
    .code(401)
    .header('www-authenticate', 'Bearer')
    .send({ errors: [{ message: 'Unauthorized', extensions: errorExtensionsOf('UNAUTHENTICATED') }] });
}

/** Fixed-length digests, so comparing keys takes the same time whatever was sent. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
