import { OPERATIONS } from '@clubline/domain';
import type { FastifyInstance } from 'fastify';
import { allowsWithoutRead } from '../auth/authorization.ts';
import type { ApiEnvironment } from '../modules/feature-module.ts';
import type { SandboxEmailLedger } from './sandbox-email.ts';
import { registerSandboxOutboxRoute } from './sandbox-outbox.rest.ts';

/**
 * GET /sandbox/email?limit=50: the email sandbox's outbox, where a reset password's temporary
 * passcode is read in development: by a signed-in user holding every operation on every branch of
 * the organisation (403 for anyone else, before the ledger is read). Not registered when SMTP_URL
 * sends real mail.
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
      // Every staff member's temporary passcode is here, the organisation admin's included, and
      // reading one is taking that account over. Managing staff everywhere is not enough (it does
      // not manage an admin: the staff-member subject); only someone whom no account in the
      // organisation could raise may read it: every operation on the organisation.
      mayRead: (permissions) =>
        OPERATIONS.every((operation) =>
          allowsWithoutRead({ permissions }, operation, { kind: 'organisation' }),
        ),
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
