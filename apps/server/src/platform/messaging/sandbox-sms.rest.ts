import type { FastifyInstance } from 'fastify';
import type { ApiEnvironment } from '../modules/feature-module.ts';
import { registerSandboxOutboxRoute } from './sandbox-outbox.rest.ts';
import type { SandboxSmsLedger } from './sandbox-sms.ts';

/** GET /sandbox/sms?limit=50: the SMS sandbox's outbox (sandbox-outbox.rest.ts says who may read it). */
export function registerSandboxSmsRoute(
  app: FastifyInstance,
  ledger: SandboxSmsLedger,
  authenticate: ApiEnvironment['authenticate'],
): void {
  registerSandboxOutboxRoute(
    app,
    {
      path: '/sandbox/sms',
      recent: ledger.recent,
      present: (row) => ({
        id: row.id,
        applicationId: row.applicationId,
        to: row.toNumber,
        body: row.body,
        status: row.status,
        failureReason: row.failureReason,
        createdAt: row.createdAt.toISOString(),
      }),
    },
    authenticate,
  );
}
