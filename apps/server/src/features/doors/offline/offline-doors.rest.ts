import { type ErrorCode, errorExtensionsOf, errorText } from '@clubline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ValidationError } from '../../../platform/errors/errors.ts';
import type { ApiEnvironment } from '../../../platform/modules/feature-module.ts';
import { ALLOW_LIST_SIGNATURE_HEADER } from '../../access-control/public.ts';
import { REST_API_PATHS } from '../../organisation/public.ts';
import { authenticateDoor } from '../doors.rest.ts';
import { doorAllowList } from './allow-list.service.ts';
import { uploadOfflineSwipes } from './offline-swipes.service.ts';

const BASE = REST_API_PATHS['access-control-api'];
const ALLOW_LIST_PATH = `${BASE}/doors/allow-list`;
const OFFLINE_SWIPES_PATH = `${BASE}/doors/swipes/offline`;

function refuse(reply: FastifyReply, status: number, code: ErrorCode, fieldErrors?: Record<string, string>) {
  return reply.code(status).send({
    errors: [
      {
        message: fieldErrors ? (Object.values(fieldErrors)[0] ?? errorText(code)) : errorText(code),
        extensions: { ...errorExtensionsOf(code), ...(fieldErrors ? { fieldErrors } : {}) },
      },
    ],
  });
}

function unauthorised(reply: FastifyReply) {
  return refuse(reply.header('www-authenticate', 'Door'), 401, 'DOOR_KEY_INVALID');
}

/**
 * The offline doors' routes (docs/access-control.md "Doors offline"), with the door's own key as
 * the online swipe: GET {base}/doors/allow-list (signed, ETag, 304 on If-None-Match) and POST
 * {base}/doors/swipes/offline (a batch of swipes the door decided alone, a result per row).
 */
export function registerOfflineDoorRoutes(app: FastifyInstance, env: ApiEnvironment): void {
  app.get(ALLOW_LIST_PATH, async (request, reply) => {
    // The door must ask every time (its ETag makes that cheap); no cache may answer for the server.
    reply.header('cache-control', 'no-cache');
    const door = await authenticateDoor(env, request);
    if (door === null) return unauthorised(reply);
    const ifNoneMatch = request.headers['if-none-match'];
    const answer = await doorAllowList(
      env.deps.db,
      door,
      typeof ifNoneMatch === 'string' ? ifNoneMatch : null,
      env.keys,
    );
    reply.header('etag', `"${answer.etag}"`);
    if (answer.status === 'not-modified') return reply.code(304).send();
    return reply
      .code(200)
      .header(ALLOW_LIST_SIGNATURE_HEADER, answer.signature)
      .type('application/json; charset=utf-8')
      .send(answer.body);
  });

  app.post(OFFLINE_SWIPES_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const door = await authenticateDoor(env, request);
    if (door === null) return unauthorised(reply);
    try {
      const results = await uploadOfflineSwipes(env.deps.db, door, request.body);
      return reply.code(200).send({ results });
    } catch (error) {
      if (error instanceof ValidationError)
        return refuse(reply, 400, 'VALIDATION_FAILED', { ...error.fieldErrors });
      throw error;
    }
  });
}
