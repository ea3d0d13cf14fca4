import { errorExtensionsOf } from '@clubline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { withTenant } from '../../../platform/db/tenant.ts';
import type { ApiEnvironment, Authenticated } from '../../../platform/modules/feature-module.ts';
import { firstBranchTimeZone } from '../../branches/public.ts';
import { writeCsv } from './csv-export.ts';
import { exportLines } from './export-rows.ts';
import { EXPORT_STALL_MS, exportSlots } from './export-slots.ts';
import { isoInZone } from './report-values.ts';
import { RESULT_SETS_PATH } from './result-set-limits.ts';
import { openResultSet, orderedRows, ResultSetUnavailable, readResultSet } from './result-sets.service.ts';
import { writeXlsx } from './xlsx-export.ts';

const RESULT_SET_PATH = `${RESULT_SETS_PATH}/:id`;
const EXPORT_PATH = `${RESULT_SETS_PATH}/:id/export`;

/** Spec 3 §8, the result page's failure: a result set unknown, expired or another organisation's. */
const RESULT_SET_GONE_TEXT = 'The report failed to be generated. Please contact the support team.';
const DENIED_TEXT = "You don't have permission to view this report.";
const TENANT_TEXT = 'The X-Application-Id header does not name your organisation.';

const ExportQuery = z.object({
  format: z.enum(['csv', 'xlsx']),
  groupBy: z.string().max(100).optional(),
  sort: z.string().max(100).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
});

interface IdParams {
  id: string;
}

function refuse(
  reply: FastifyReply,
  status: number,
  message: string,
  code: 'ACCESS_DENIED' | 'VALIDATION_FAILED' | 'UNAUTHENTICATED' | 'FILE_NOT_FOUND',
) {
  return reply.code(status).send({ errors: [{ message, extensions: { ...errorExtensionsOf(code) } }] });
}

/**
 * The caller of a reporting route: the staff bearer token as for /graphql (401 without one), and
 * the tenant header, which must name the token's organisation (403 otherwise). Null once answered.
 */
async function caller(
  env: ApiEnvironment,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Authenticated | null> {
  reply.header('cache-control', 'no-store').header('access-control-allow-origin', '*');
  const authenticated = await env.authenticate(request);
  if (!authenticated) {
    await refuse(reply.header('www-authenticate', 'Bearer'), 401, 'Unauthorized', 'UNAUTHENTICATED');
    return null;
  }
  if (request.headers['x-application-id'] !== authenticated.viewer.applicationId) {
    await refuse(reply, 403, TENANT_TEXT, 'ACCESS_DENIED');
    return null;
  }
  return authenticated;
}

function unavailable(reply: FastifyReply, error: ResultSetUnavailable) {
  return error.refusal === 'gone'
    ? refuse(reply, 404, RESULT_SET_GONE_TEXT, 'FILE_NOT_FOUND')
    : refuse(reply, 403, DENIED_TEXT, 'ACCESS_DENIED');
}

/** "<title> YYYY-MM-DD HHmm.<ext>" on the organisation's clock; the ASCII form for old clients, UTF-8 beside it. */
function attachment(title: string, timeZone: string, extension: string): string {
  const stamp = isoInZone(new Date(), timeZone);
  const name = `${title} ${stamp.slice(0, 10)} ${stamp.slice(11, 13)}${stamp.slice(14, 16)}.${extension}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * The result sets (docs/reports.md "Result sets and exports"), under the reporting base
 * getRestApiUrl('reporting') hands out: GET /result-sets/{id} (the grid's JSON) and GET
 * /result-sets/{id}/export?format=csv|xlsx[&groupBy][&sort&dir] (streamed, every row).
 */
export function registerResultSetRoutes(app: FastifyInstance, env: ApiEnvironment): void {
  const slots = exportSlots();
  for (const path of [RESULT_SET_PATH, EXPORT_PATH]) {
    app.options(path, (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', 'GET')
        .header('access-control-allow-headers', 'authorization, content-type, x-api-key, x-application-id')
        .header('access-control-expose-headers', 'content-disposition')
        .header('access-control-max-age', '600')
        .send(),
    );
  }

  app.get<{ Params: IdParams }>(RESULT_SET_PATH, async (request, reply) => {
    const authenticated = await caller(env, request, reply);
    if (!authenticated) return reply;
    try {
      return reply.send(await readResultSet({ ...authenticated, deps: env.deps }, request.params.id));
    } catch (error) {
      if (error instanceof ResultSetUnavailable) return unavailable(reply, error);
      throw error;
    }
  });

  app.get<{ Params: IdParams }>(EXPORT_PATH, async (request, reply) => {
    const authenticated = await caller(env, request, reply);
    if (!authenticated) return reply;
    const query = ExportQuery.safeParse(request.query);
    if (!query.success) {
      return refuse(reply, 400, 'The export format must be csv or xlsx.', 'VALIDATION_FAILED');
    }
    const { format, groupBy, sort, dir } = query.data;
    const context = { ...authenticated, deps: env.deps };
    // Its turn first (export-slots.ts), waited for without a connection; a reader who leaves
    // meanwhile gives it up.
    const left = new AbortController();
    const leave = () => left.abort();
    reply.raw.once('close', leave);
    const release = await slots.acquire(authenticated.viewer.userId, left.signal);
    if (!release) {
      reply.hijack();
      return reply;
    }
    try {
      return await exportFile(request, reply, context, { format, groupBy, sort, dir });
    } finally {
      reply.raw.off('close', leave);
      release();
    }
  });

  async function exportFile(
    request: FastifyRequest<{ Params: IdParams }>,
    reply: FastifyReply,
    context: Authenticated & { deps: ApiEnvironment['deps'] },
    { format, groupBy, sort, dir }: z.infer<typeof ExportQuery>,
  ) {
    // The rows are read inside the tenant transaction while the file is written: it stays open for
    // the download, and the cursor hands over a batch at a time.
    return withTenant(env.deps.db, context.viewer.applicationId, async (tx) => {
      let open: Awaited<ReturnType<typeof openResultSet>>;
      try {
        open = await openResultSet(context, tx, request.params.id);
      } catch (error) {
        if (error instanceof ResultSetUnavailable) return unavailable(reply, error);
        throw error;
      }
      const columnNamed = (name: string | undefined) =>
        name === undefined ? null : (open.report.columns.find((column) => column.name === name) ?? undefined);
      const group = columnNamed(groupBy);
      const sortColumn = columnNamed(sort);
      if (group === undefined || sortColumn === undefined) {
        return refuse(reply, 400, 'The report has no such column.', 'VALIDATION_FAILED');
      }
      const order = [
        ...(group ? [{ column: group.name, direction: 'asc' as const }] : []),
        ...(sortColumn ? [{ column: sortColumn.name, direction: dir ?? ('asc' as const) }] : []),
      ];
      const organisationZone = (await firstBranchTimeZone(tx)) ?? open.scope.timeZone;
      const lines = exportLines(
        open.report.columns,
        orderedRows(tx, open, order),
        open.scope.timeZone,
        group,
      );
      reply.hijack();
      const output = reply.raw;
      output.writeHead(200, {
        'content-type': CONTENT_TYPES[format],
        'content-disposition': attachment(open.stored.title, organisationZone, format),
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'content-disposition',
        'x-content-type-options': 'nosniff',
      });
      // A download that takes nothing for this long is given up, and its turn with it.
      output.setTimeout(EXPORT_STALL_MS, () => output.destroy());
      try {
        if (format === 'csv') {
          await writeCsv(lines, output);
        } else {
          // Resolves once the zip is written and the response has finished.
          await writeXlsx(lines, output, open.stored.title);
        }
      } catch (error) {
        // Headers are gone: a failure (or the reader leaving) can only cut the download short.
        request.log.warn({ err: error, resultSetId: open.stored.id }, 'A report export stopped early');
        output.destroy();
      }
      return reply;
    });
  }
}
