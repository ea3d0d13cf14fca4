import type { FastifyInstance } from 'fastify';
import type { ApiEnvironment } from '../../../platform/modules/feature-module.ts';
import { calendarFeed } from './calendar-feed.ts';
import { installCalendarFeedKey } from './feed-token.ts';

const ICS = /^([A-Za-z0-9_-]{1,200})\.ics$/;

/**
 * GET /ical/{token}.ics (docs/classes.md "Calendar feed"): public, the token is the only key. A
 * token we did not issue, or of a person who no longer exists, answers 404 and nothing else.
 * Installs the feed key first: the GraphQL field that hands out addresses signs with it.
 */
export async function registerCalendarFeedRoutes(app: FastifyInstance, env: ApiEnvironment): Promise<void> {
  const secret = process.env.CALENDAR_FEED_SECRET || env.keys.privateJwk.d;
  if (!secret) throw new Error('No secret for calendar feed addresses');
  installCalendarFeedKey(secret);
  const uidDomain = new URL(env.deps.publicUrl).hostname;
  app.get<{ Params: { file: string } }>('/ical/:file', async (request, reply) => {
    const token = ICS.exec(request.params.file)?.[1];
    const feed = token ? await calendarFeed(env.deps.db, { token, uidDomain }) : null;
    if (feed === null) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    return reply
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', 'inline; filename="classes.ics"')
      .type('text/calendar; charset=utf-8')
      .send(feed);
  });
}
