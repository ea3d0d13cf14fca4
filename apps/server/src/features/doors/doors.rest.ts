import {
  type DoorSwipe,
  doorSwipeSchema,
  type ErrorCode,
  errorExtensionsOf,
  errorText,
} from '@clubline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { DomainError, ValidationError } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { ApiEnvironment } from '../../platform/modules/feature-module.ts';
import { REST_API_PATHS } from '../organisation/public.ts';
import { decideSwipe, type Swipe } from './door-decision.ts';
import { doorKeyOf, hashDoorKey } from './door-keys.ts';
import { type AuthenticatedDoor, enterAsDoor, resolveDoorByKeyHash } from './doors.repository.ts';

const BASE = REST_API_PATHS['access-control-api'];
const DOOR_SWIPES_PATH = `${BASE}/doors/swipes`;

/**
 * How far a door's clock may be from the server's for an online swipe. Later: the door's clock is
 * wrong. Earlier than a week: not an online swipe (an offline door uploads through its own route).
 */
const AHEAD_TOLERANCE_MS = 5 * 60 * 1000;
const BEHIND_TOLERANCE_MS = 7 * 24 * 60 * 60 * 1000;

function refuse(reply: FastifyReply, status: number, code: ErrorCode, fieldErrors?: Record<string, string>) {
  return reply.code(status).send({
    errors: [
      {
        message: errorText(code),
        extensions: { ...errorExtensionsOf(code), ...(fieldErrors ? { fieldErrors } : {}) },
      },
    ],
  });
}

/**
 * The door sending the request, from `authorization: Door <key>`: null for a missing, malformed,
 * unknown or revoked key. For the door's own routes (the swipes here, the offline doors' list
 * and uploads).
 */
export async function authenticateDoor(
  env: ApiEnvironment,
  request: FastifyRequest,
): Promise<AuthenticatedDoor | null> {
  const key = doorKeyOf(request.headers.authorization);
  return key === null ? null : resolveDoorByKeyHash(env.deps.db, hashDoorKey(key));
}

/** The swipe's time: the door's `at`, or now; refused when too far from the server's clock. */
function swipeTime(input: DoorSwipe, now: Date): Date {
  if (input.at === undefined) return now;
  let at: Date;
  try {
    at = new Date(Temporal.Instant.from(input.at).epochMilliseconds);
  } catch {
    throw new ValidationError({
      at: 'at must be an ISO 8601 date and time with its offset, e.g. 2026-11-20T07:00:00Z',
    });
  }
  const offset = at.getTime() - now.getTime();
  if (offset > AHEAD_TOLERANCE_MS || -offset > BEHIND_TOLERANCE_MS)
    throw new DomainError('SWIPE_TIME_OUT_OF_RANGE');
  return at;
}

/**
 * POST {access-control base}/doors/swipes (docs/access-control.md "Door decisions"): a door asks
 * whether to open for a card; the decision is stored as an arrival and answered.
 */
export function registerDoorRoutes(app: FastifyInstance, env: ApiEnvironment): void {
  app.post(DOOR_SWIPES_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const key = doorKeyOf(request.headers.authorization);
    // One transaction from the key on: the door found by its key sets the tenant in the same
    // statement, and decideSwipe notes the door's call in its first.
    const outcome = await env.deps.db.transaction(async (tx) => {
      const door = key === null ? null : await enterAsDoor(tx, hashDoorKey(key));
      if (door === null) return { refused: 401 } as const;
      // The body is read only once the door is known.
      let swipe: Swipe;
      try {
        const input = parseInput(doorSwipeSchema, request.body);
        swipe = { swipeId: input.swipeId, cardNumber: input.cardNumber, at: swipeTime(input, new Date()) };
      } catch (error) {
        if (error instanceof ValidationError)
          return { refused: 400, fieldErrors: { ...error.fieldErrors } } as const;
        if (error instanceof DomainError) return { refused: 400, code: error.extensions.code } as const;
        throw error;
      }
      return { answer: await decideSwipe(tx, door, swipe) } as const;
    });
    if ('answer' in outcome) return reply.code(200).send(outcome.answer);
    if (outcome.refused === 401) {
      reply.header('www-authenticate', 'Door');
      return refuse(reply, 401, 'DOOR_KEY_INVALID');
    }
    if ('code' in outcome) return refuse(reply, 400, outcome.code);
    return refuse(reply, 400, 'VALIDATION_FAILED', outcome.fieldErrors);
  });
}
