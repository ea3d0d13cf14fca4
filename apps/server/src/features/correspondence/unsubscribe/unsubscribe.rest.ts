import { errorExtensionsOf } from '@clubline/domain';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError, ValidationError } from '../../../platform/errors/errors.ts';
import type { ApiEnvironment } from '../../../platform/modules/feature-module.ts';
import { runDayInSandbox } from '../send/sandbox-run.ts';
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

  if (!env.production) registerSandboxRunRoute(app, env);

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

/** Where "run the day" is served outside production (send/sandbox-run.ts). */
const SANDBOX_RUN_PATH = '/sandbox/correspondence/run';

const STATUS = {
  denied: 403,
  'not-found': 404,
  validation: 400,
  conflict: 409,
  unavailable: 503,
  internal: 500,
} as const;

/** POST /sandbox/correspondence/run { branchId }: 202 once the branch's run is queued. */
function registerSandboxRunRoute(app: FastifyInstance, env: ApiEnvironment): void {
  app.post(SANDBOX_RUN_PATH, async (request, reply) => {
    const authenticated = await env.authenticate(request);
    if (!authenticated)
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ errors: [{ message: 'Unauthorized', extensions: errorExtensionsOf('UNAUTHENTICATED') }] });
    try {
      return reply
        .code(202)
        .send(await runDayInSandbox({ ...authenticated, deps: env.deps }, request.body ?? {}));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const fieldErrors = error instanceof ValidationError ? { fieldErrors: error.fieldErrors } : {};
      return reply
        .code(STATUS[error.extensions.category])
        .send({ errors: [{ message: error.message, extensions: { ...error.extensions, ...fieldErrors } }] });
    }
  });
}
