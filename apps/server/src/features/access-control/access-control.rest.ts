import { type ErrorCategory, errorExtensionsOf } from '@clubline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, ValidationError } from '../../platform/errors/errors.ts';
import type { ApiEnvironment } from '../../platform/modules/feature-module.ts';
import { REST_API_PATHS } from '../organisation/public.ts';
import {
  addAccessCard,
  findAccessUserByCard,
  getAccessUser,
  removeAccessCard,
} from './access-control.service.ts';

/** Under the access-control base that getRestApiUrl('access-control-api') hands out (spec 3 §7). */
const BASE = REST_API_PATHS['access-control-api'];
const ACCESS_USERS_PATH = `${BASE}/user`;
const ACCESS_USER_PATH = `${BASE}/user/:userId`;
const ACCESS_TOKENS_PATH = `${BASE}/user/:userId/token`;
const ACCESS_TOKEN_PATH = `${BASE}/user/:userId/token/:tokenId`;

const STATUS_OF: Readonly<Record<ErrorCategory, number>> = {
  denied: 403,
  'not-found': 404,
  validation: 400,
  conflict: 409,
  unavailable: 503,
  internal: 500,
};

interface UserParams {
  userId: string;
  tokenId?: string;
}

/**
 * The access-control service (spec 3 §7): GET {base}/user/{personId}, GET {base}/user?cardNumber=
 * (spec 2 §7 card lookup), POST {base}/user/{userId}/token and DELETE
 * {base}/user/{userId}/token/{tokenId}. Bearer access token as for /graphql; the
 * person's home branch decides as for every person operation (access-control.service.ts). Errors
 * are the catalogue's, as GraphQL sends them ({ errors: [{ message, extensions }] }).
 */
export function registerAccessControlRoutes(app: FastifyInstance, env: ApiEnvironment): void {
  // Cross-origin from the web (getRestApiUrl hands out the public origin): bearer token, no cookies.
  for (const [path, methods] of [
    [ACCESS_USERS_PATH, 'GET'],
    [ACCESS_USER_PATH, 'GET'],
    [ACCESS_TOKENS_PATH, 'POST'],
    [ACCESS_TOKEN_PATH, 'DELETE'],
  ] as const) {
    app.options(path, (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', methods)
        .header('access-control-allow-headers', 'authorization, content-type, x-api-key')
        .header('access-control-max-age', '600')
        .send(),
    );
  }
  app.get<{ Querystring: { cardNumber?: unknown } }>(ACCESS_USERS_PATH, (request, reply) =>
    answer(env, request, reply, (context) => findAccessUserByCard(context, request.query.cardNumber)),
  );
  app.get<{ Params: UserParams }>(ACCESS_USER_PATH, (request, reply) =>
    answer(env, request, reply, (context) => getAccessUser(context, request.params.userId)),
  );
  app.post<{ Params: UserParams }>(ACCESS_TOKENS_PATH, (request, reply) =>
    answer(
      env,
      request,
      reply,
      (context) => addAccessCard(context, request.params.userId, request.body),
      201,
    ),
  );
  app.delete<{ Params: UserParams }>(ACCESS_TOKEN_PATH, (request, reply) =>
    answer(env, request, reply, (context) =>
      removeAccessCard(context, request.params.userId, request.params.tokenId ?? ''),
    ),
  );
}

type Context = Parameters<typeof getAccessUser>[0];

/**
 * Runs one call of the access-control service for the bearer of the request's access token: 401
 * without one, the catalogue's error with its category's status on a DomainError.
 */
export async function answer(
  env: ApiEnvironment,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (context: Context) => Promise<unknown>,
  status = 200,
): Promise<FastifyReply> {
  // Polled every 3 s: never from a cache (spec 3 §7 "no cache").
  reply.header('cache-control', 'no-store').header('access-control-allow-origin', '*');
  const authenticated = await env.authenticate(request);
  if (!authenticated) {
    return reply
      .code(401)
      .header('www-authenticate', 'Bearer')
      .send({ errors: [{ message: 'Unauthorized', extensions: errorExtensionsOf('UNAUTHENTICATED') }] });
  }
  const context: Context = { ...authenticated, deps: env.deps };
  try {
    return reply.code(status).send(await run(context));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const fieldErrors = error instanceof ValidationError ? { fieldErrors: error.fieldErrors } : {};
    return reply.code(STATUS_OF[error.extensions.category]).send({
      errors: [{ message: error.message, extensions: { ...error.extensions, ...fieldErrors } }],
    });
  }
}
