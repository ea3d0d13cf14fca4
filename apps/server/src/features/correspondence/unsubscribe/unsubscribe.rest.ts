import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { withTenant } from '../../../platform/db/tenant.ts';
import type { ApiEnvironment } from '../../../platform/modules/feature-module.ts';
import { unsubscribeAskHtml, unsubscribeDoneHtml, unsubscribeInvalidHtml } from './unsubscribe.page.ts';
import { optInOf, optOut } from './unsubscribe.repository.ts';
import { deriveUnsubscribeKey, UNSUBSCRIBE_PATH, unsubscribeSigner } from './unsubscribe-links.ts';

interface TokenParams {
  token: string;
}

/**
 * The unsubscribe link (docs/correspondence.md "Consent"), public: the signed token is the only
 * key. GET asks, POST opts the member out on their record at once. An altered or foreign token
 * is 404 and reads nothing; a repeated POST changes nothing more.
 */
export async function registerUnsubscribeRoutes(app: FastifyInstance, env: ApiEnvironment): Promise<void> {
  const signer = unsubscribeSigner(deriveUnsubscribeKey(env.keys));
  const html = (reply: FastifyReply, code: number, body: string) =>
    reply.code(code).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  await app.register(async (scope) => {
    await scope.register(formbody);

    scope.get<{ Params: TokenParams }>(`${UNSUBSCRIBE_PATH}/:token`, async (request, reply) => {
      const claims = signer.verify(request.params.token);
      if (!claims) return html(reply, 404, unsubscribeInvalidHtml());
      const optedIn = await withTenant(env.deps.db, claims.applicationId, (tx) =>
        optInOf(tx, claims.personId, claims.channel),
      );
      if (optedIn === null) return html(reply, 404, unsubscribeInvalidHtml());
      if (!optedIn) return html(reply, 200, unsubscribeDoneHtml(claims.channel));
      return html(reply, 200, unsubscribeAskHtml(claims.channel, request.url));
    });

    scope.post<{ Params: TokenParams }>(`${UNSUBSCRIBE_PATH}/:token`, async (request, reply) => {
      const claims = signer.verify(request.params.token);
      if (!claims) return html(reply, 404, unsubscribeInvalidHtml());
      const found = await withTenant(env.deps.db, claims.applicationId, async (tx) => {
        const optedIn = await optInOf(tx, claims.personId, claims.channel);
        if (optedIn === null) return false;
        if (optedIn) await optOut(tx, claims.applicationId, claims.personId, claims.channel);
        return true;
      });
      if (!found) return html(reply, 404, unsubscribeInvalidHtml());
      return html(reply, 200, unsubscribeDoneHtml(claims.channel));
    });
  });
}
