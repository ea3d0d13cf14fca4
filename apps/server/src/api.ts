import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { createYoga } from 'graphql-yoga';
import type pg from 'pg';
import type { Logger } from 'pino';
import { permissionChecker } from './features/roles/roles.service.ts';
import { type AccessTokenVerifier, bearerToken } from './platform/auth/access-tokens.ts';
import type { Dependencies, GraphQLContext, Viewer } from './platform/graphql/context.ts';
import { errorsPlugin } from './platform/graphql/errors-plugin.ts';
import { registerStatusRoute } from './platform/http/status.ts';
import { schema } from './schema.ts';

export interface ApiOptions {
  deps: Dependencies;
  /** Pool used by /status to prove the database answers. */
  statusPool: pg.Pool;
  verifier: AccessTokenVerifier;
  logger: Logger;
  production: boolean;
  /** Built SPA to serve at `/`; skipped when absent (api-only deployments). */
  webDistDir?: string;
}

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  viewer: Viewer;
}

/** The api process: HTTP routes, GraphQL and the static SPA. */
export async function createApi(options: ApiOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    // Per-request lines would drown the log; failures are logged where they are understood.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
  });

  // Malformed requests (bad JSON, oversized bodies, wrong content types) get a clear 4xx in the
  // GraphQL error shape; anything else is logged and answered without internals.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error, url: request.url }, 'request failed');
    const message = status === 500 ? 'Unexpected error.' : error.message;
    return reply.code(status).send({
      errors: [{ message, extensions: { code: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }],
    });
  });

  registerStatusRoute(app, options.statusPool);

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !options.production,
    landingPage: false,
    maskedErrors: false,
    plugins: [errorsPlugin({ logger: options.logger, exposeUnexpected: !options.production })],
    logging: false,
    context: ({ viewer }) => {
      return {
        viewer,
        deps: options.deps,
        permissions: permissionChecker(options.deps, viewer),
        loaders: new Map(),
      };
    },
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST'],
    handler: async (req, reply) => {
      // Every GraphQL call needs a valid access token; the tenant and user come from it alone.
      const token = bearerToken(req.headers.authorization);
      const viewer = token ? await options.verifier.verify(token) : null;
      if (!viewer) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] });
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, viewer });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  if (options.webDistDir && existsSync(path.join(options.webDistDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: path.resolve(options.webDistDir), wildcard: false });
    // Client-side routes: any GET that is not an api path gets the SPA's index.html.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !/^\/(graphql|status|oidc|auth|files|ws)(\/|$)/.test(req.url)) {
        return reply.sendFile('index.html');
      }
      return reply.code(404).send({ error: 'Not found' });
    });
  }
  return app;
}
