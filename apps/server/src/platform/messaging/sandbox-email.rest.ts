import { errorExtensionsOf } from '@clubline/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiEnvironment } from '../modules/feature-module.ts';
import type { SandboxEmailLedger } from './sandbox-email.ts';

const LIMIT = /^[1-9]\d{0,2}$/;

/**
 * GET /sandbox/email?limit=50: the email sandbox's outbox, newest first, as a developer reads a
 * test mail service's console (a reset password's temporary passcode is read here). Development
 * only: the messaging module does not register it when NODE_ENV=production, nor when SMTP_URL
 * sends real mail. The messages hold addresses and passcodes, so like every development
 * page it needs a signed-in user (`Authorization: Bearer <access token>`, as /graphql) and lists
 * only that user's organisation. `limit` is 1 to 500 (default 50).
 */
export function registerSandboxEmailRoute(
  app: FastifyInstance,
  ledger: SandboxEmailLedger,
  authenticate: ApiEnvironment['authenticate'],
): void {
  app.get<{ Querystring: { limit?: string } }>('/sandbox/email', async (request, reply) => {
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
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        status: row.status,
        failureReason: row.failureReason,
        createdAt: row.createdAt.toISOString(),
      })),
    });
  });
}
