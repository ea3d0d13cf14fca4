import type { FastifyInstance } from 'fastify';
import type { ApiEnvironment } from '../modules/feature-module.ts';
import type { SandboxEmailLedger } from './sandbox-email.ts';
import { registerSandboxOutboxRoute } from './sandbox-outbox.rest.ts';

/**
 * GET /sandbox/email?limit=50: the email sandbox's outbox, where a reset password's temporary
 * passcode is read in development (sandbox-outbox.rest.ts says who may read it). Not registered
 * when SMTP_URL sends real mail.
 */
export function registerSandboxEmailRoute(
  app: FastifyInstance,
  ledger: SandboxEmailLedger,
  authenticate: ApiEnvironment['authenticate'],
): void {
  registerSandboxOutboxRoute(
    app,
    {
      path: '/sandbox/email',
      recent: ledger.recent,
      present: (row) => ({
        id: row.id,
        applicationId: row.applicationId,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        status: row.status,
        failureReason: row.failureReason,
        createdAt: row.createdAt.toISOString(),
      }),
    },
    authenticate,
  );
}
