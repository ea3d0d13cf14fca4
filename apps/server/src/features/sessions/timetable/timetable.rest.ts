import { todayIn } from '@clubline/domain';
import type { FastifyInstance } from 'fastify';
import type { ApiEnvironment } from '../../../platform/modules/feature-module.ts';
import { timetableNotFoundPage, timetablePage } from './timetable.page.ts';
import { branchTimetable } from './timetable.service.ts';

/** Browsers and proxies may keep a page a minute: places change, but not by the second. */
const CACHE = 'public, max-age=60';

/**
 * GET /{branchId}/timetable?week=YYYY-MM-DD on the member domain (docs/classes.md "Member
 * timetable"): public, no sign-in. The host's first label names the organisation; a branch that is
 * not its own, an unknown host or a malformed id answer the same 404 page.
 */
export async function registerTimetableRoutes(app: FastifyInstance, env: ApiEnvironment): Promise<void> {
  app.get<{ Params: { branchId: string }; Querystring: { week?: unknown } }>(
    '/:branchId/timetable',
    async (request, reply) => {
      const week = typeof request.query.week === 'string' ? request.query.week : undefined;
      const view = await branchTimetable(env.deps.db, {
        host: request.hostname,
        branchId: request.params.branchId,
        week,
      });
      const html = view ? timetablePage(view, todayIn(view.timeZone).toString()) : timetableNotFoundPage();
      return reply
        .code(view ? 200 : 404)
        .header('cache-control', view ? CACHE : 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
