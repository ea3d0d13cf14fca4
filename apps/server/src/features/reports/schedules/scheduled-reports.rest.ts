import { errorExtensionsOf } from '@clubline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { withTenant } from '../../../platform/db/tenant.ts';
import type { ApiEnvironment } from '../../../platform/modules/feature-module.ts';
import { findRun } from './report-schedules.repository.ts';
import { CONTENT_TYPES } from './schedule-run.ts';
import { SCHEDULED_REPORT_PATH, scheduledReportSigner } from './scheduled-report-links.ts';

const NOT_VALID_TEXT = 'This link is not valid.';
const EXPIRED_TEXT = "This link has expired. The report's next scheduled run will send a new one.";

function refuse(reply: FastifyReply, status: 404 | 410, message: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ errors: [{ message, extensions: { ...errorExtensionsOf('FILE_NOT_FOUND') } }] });
}

function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /reporting/v1/scheduled-reports/<token>: the file of one scheduled run, for whoever holds the
 * emailed link (docs/reports.md "Schedules"). No session: the signed, expiring token is the
 * credential. Unknown or forged 404; expired, or its file purged, 410.
 */
export function registerScheduledReportRoutes(app: FastifyInstance, env: ApiEnvironment): void {
  const signer = scheduledReportSigner(env.keys);
  app.get<{ Params: { token: string } }>(`${SCHEDULED_REPORT_PATH}/:token`, async (request, reply) => {
    const claims = signer.verify(request.params.token);
    if (!claims) return refuse(reply, 404, NOT_VALID_TEXT);
    if (claims.expiresAt * 1000 <= Date.now()) return refuse(reply, 410, EXPIRED_TEXT);
    const run = await withTenant(env.deps.db, claims.applicationId, (tx) => findRun(tx, claims.runId));
    if (!run?.storageKey || !run.fileName) return refuse(reply, 410, EXPIRED_TEXT);
    const file = await env.deps.files.storage.get(run.storageKey);
    if (!file) return refuse(reply, 410, EXPIRED_TEXT);
    const format = run.storageKey.endsWith('.xlsx') ? 'xlsx' : 'csv';
    return reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-length', String(file.sizeBytes))
      .header('content-disposition', attachment(run.fileName))
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}
