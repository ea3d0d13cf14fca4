import { errorExtensionsOf, errorText, type Permissions } from '@clubline/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiEnvironment } from '../modules/feature-module.ts';

const LIMIT = /^[1-9]\d{0,2}$/;

/** One sandbox's outbox as a development page serves it. */
export interface SandboxOutbox<Row> {
  /** e.g. /sandbox/sms */
  path: string;
  /** One organisation's most recent messages, newest first. */
  recent(applicationId: string, limit: number): Promise<Row[]>;
  /** A message as the page shows it. */
  present(row: Row): Record<string, unknown>;
  /** Who may read it beyond being signed in (403 otherwise); everyone signed in when left out. */
  mayRead?(permissions: Permissions): boolean;
}

/**
 * GET {path}?limit=50: a sandbox provider's outbox, newest first, as a developer reads a test
 * gateway's console (the SMS and email sandboxes). Development only: the messaging module does not
 * register it when NODE_ENV=production. The messages hold members' numbers, addresses, texts and
 * temporary passcodes, so like every development page it needs a signed-in user
 * (`Authorization: Bearer <access token>`, as /graphql) and lists only that user's organisation.
 * `limit` is 1 to 500 (default 50).
 */
export function registerSandboxOutboxRoute<Row>(
  app: FastifyInstance,
  outbox: SandboxOutbox<Row>,
  authenticate: ApiEnvironment['authenticate'],
): void {
  app.get<{ Querystring: { limit?: string } }>(outbox.path, async (request, reply) => {
    const authenticated = await authenticate(request);
    if (!authenticated) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ errors: [{ message: 'Unauthorized', extensions: errorExtensionsOf('UNAUTHENTICATED') }] });
    }
    if (outbox.mayRead && !outbox.mayRead(authenticated.permissions)) {
      return reply.code(403).send({
        errors: [
          {
            message: errorText('ACCESS_DENIED'),
            extensions: errorExtensionsOf('ACCESS_DENIED'),
          },
        ],
      });
    }
    const raw = request.query.limit ?? '50';
    const limit = LIMIT.test(raw) ? Number(raw) : Number.NaN;
    if (!(limit >= 1 && limit <= 500)) {
      return reply.code(400).send({
        errors: [
          {
            message: 'limit must be a whole number from 1 to 500',
            extensions: errorExtensionsOf('BAD_REQUEST'),
          },
        ],
      });
    }
    const rows = await outbox.recent(authenticated.viewer.applicationId, limit);
    return reply.header('cache-control', 'no-store').send({ messages: rows.map(outbox.present) });
  });
}
