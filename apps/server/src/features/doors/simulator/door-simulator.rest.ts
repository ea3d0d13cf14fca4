import type { Server } from 'node:http';
import {
  type ErrorCategory,
  errorExtensionsOf,
  simulatorLineSchema,
  simulatorSwipeSchema,
} from '@clubline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, ValidationError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import type { ApiEnvironment } from '../../../platform/modules/feature-module.ts';
import { type DoorHttp, fetchDoorHttp } from '../../access-control/public.ts';
import { DoorSimulator } from './door-simulator.service.ts';

const STATE_PATH = '/sandbox/doors/:branchId';
const SWIPES_PATH = '/sandbox/doors/:branchId/swipes';
const LINE_PATH = '/sandbox/doors/:branchId/line';

/** A self call under load (a burst beside the page's poll) may take a while; this is not an outage. */
const SELF_CALL_TIMEOUT_MS = 10_000;

const STATUS_OF: Readonly<Record<ErrorCategory, number>> = {
  denied: 403,
  'not-found': 404,
  validation: 400,
  conflict: 409,
  unavailable: 503,
  internal: 500,
};

interface BranchParams {
  branchId: string;
}

/**
 * The door simulator's development page (docs/access-control.md "Door simulator page"):
 * GET /sandbox/doors/{branchId} (the simulated door's state), POST …/swipes (`{ card }`,
 * `{ cardNumber }` or `{ burst }`) and POST …/line (`{ online }`), each answering the state. The
 * doors module registers them outside production only. Bearer access token as /graphql, same
 * origin as the web (no CORS); door keys' permission on the branch, since the simulator issues one.
 */
export function registerDoorSimulatorRoutes(app: FastifyInstance, env: ApiEnvironment): void {
  const simulator = new DoorSimulator(selfHttp(app));
  app.get<{ Params: BranchParams }>(STATE_PATH, (request, reply) =>
    answer(env, request, reply, (context) => simulator.state(context, request.params.branchId)),
  );
  app.post<{ Params: BranchParams }>(SWIPES_PATH, (request, reply) =>
    answer(env, request, reply, (context) =>
      simulator.swipe(context, request.params.branchId, parseInput(simulatorSwipeSchema, request.body ?? {})),
    ),
  );
  app.post<{ Params: BranchParams }>(LINE_PATH, (request, reply) =>
    answer(env, request, reply, (context) =>
      simulator.setLine(
        context,
        request.params.branchId,
        parseInput(simulatorLineSchema, request.body ?? {}).online,
      ),
    ),
  );
}

async function answer(
  env: ApiEnvironment,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (context: RequestContext) => Promise<unknown>,
): Promise<FastifyReply> {
  reply.header('cache-control', 'no-store');
  const authenticated = await env.authenticate(request);
  if (!authenticated) {
    return reply
      .code(401)
      .header('www-authenticate', 'Bearer')
      .send({ errors: [{ message: 'Unauthorized', extensions: errorExtensionsOf('UNAUTHENTICATED') }] });
  }
  try {
    return reply.code(200).send(await run({ ...authenticated, deps: env.deps }));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const fieldErrors = error instanceof ValidationError ? { fieldErrors: error.fieldErrors } : {};
    return reply.code(STATUS_OF[error.extensions.category]).send({
      errors: [{ message: error.message, extensions: { ...error.extensions, ...fieldErrors } }],
    });
  }
}

/**
 * The simulated doors' way to this api: over HTTP to the address it listens on, as a door on the
 * network would (not PUBLIC_URL, which may be a proxy the process cannot reach from inside). An
 * api that does not listen (tests drive it through `inject`) is reached the same way in process.
 */
function selfHttp(app: FastifyInstance): DoorHttp {
  return async (request) => {
    const origin = listeningOrigin(app.server);
    if (origin !== null) return fetchDoorHttp(origin, SELF_CALL_TIMEOUT_MS)(request);
    const response = await app.inject({
      method: request.method,
      url: request.path,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers[name] = String(value);
    }
    return { status: response.statusCode, headers, body: response.body };
  };
}

function listeningOrigin(server: Server): string | null {
  const address = server.address();
  if (address === null || typeof address === 'string') return null;
  // Listening on every interface: this host reaches itself on the loopback of the same family.
  const host =
    address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
