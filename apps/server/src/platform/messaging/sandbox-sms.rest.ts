import { errorExtensionsOf } from '@clubline/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiEnvironment } from '../modules/feature-module.ts';
import type { SandboxSmsLedger } from './sandbox-sms.ts';

const LIMIT = /^[1-9]\d{0,2}$/;

/**
 * GET /sandbox/sms?limit=50: the SMS sandbox's outbox, newest first, as a developer reads a test
 * gateway's console. Development only: the messaging module does not register it when
 * NODE_ENV=production. The messages hold members' numbers and texts, so like every development
 * page it needs a signed-in user (`Authorization: Bearer <access token>`, as /graphql) and lists
 * only that user's organisation. `limit` is 1 to 500 (default 50).
 */
export function registerSandboxSmsRoute(
  app: FastifyInstance,
  ledger: SandboxSmsLedger,
  authenticate: ApiEnvironment['authenticate'],
): void {
  app.get<{ Querystring: { limit?: string } }>('/sandbox/sms', async (request, reply) => {
    const authenticated = await authenticate(request);
    if (!authenticated) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ errors: [{ message: 'Unauthorized', extensions: errorExtensionsOf('UNAUTHENTICATED') }] });
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
    const rows = await ledger.recent(authenticated.viewer.applicationId, limit);
    return reply.header('cache-control', 'no-store').send({
      messages: rows.map((row) => ({
        id: row.id,
        applicationId: row.applicationId,
        to: row.toNumber,
        body: row.body,
        status: row.status,
        failureReason: row.failureReason,
        createdAt: row.createdAt.toISOString(),
      })),
    });
  });
}
