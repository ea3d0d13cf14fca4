import { type ErrorCategory, errorExtensionsOf, isMembershipDate } from '@clubline/domain';
import type { FastifyInstance } from 'fastify';
import { ANY_ROLE, authorize } from '../../../platform/auth/authorization.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError, ValidationError } from '../../../platform/errors/errors.ts';
import type { ApiEnvironment } from '../../../platform/modules/feature-module.ts';
import { billingProviderInTransaction, REST_API_PATHS } from '../../organisation/public.ts';
import type { BillingProviders } from './billing-provider.ts';

/** Under the base getRestApiUrl('billing-provider') hands out (spec 1 §7.1, spec 2 §7). */
const NEXT_BILLING_DATE_PATH = `${REST_API_PATHS['billing-provider']}/nextbillingdate/:fromDate`;

/** Ours: the spec shows no text for a date the service cannot read. */
const FROM_DATE_INVALID = 'Enter a date as YYYY-MM-DD';

const STATUS_OF: Readonly<Record<ErrorCategory, number>> = {
  denied: 403,
  'not-found': 404,
  validation: 400,
  conflict: 409,
  unavailable: 503,
  internal: 500,
};

/**
 * GET {billing-provider}/nextbillingdate/{fromDate}: the organisation's billing provider's next
 * billing date on or after fromDate, from the provider's calendar (the sandbox's is the domain's
 * fortnightly grid; the debit itself is taken on the next bank business day, business-days.ts).
 * Answers { nextBillingDate }. Any signed-in staff member with a role (no member data is read);
 * a date that is not YYYY-MM-DD is a 400 with the field's message, as GraphQL sends errors.
 */
export function registerBillingProviderRoutes(
  app: FastifyInstance,
  env: ApiEnvironment,
  providers: BillingProviders,
): void {
  // Cross-origin from the web (getRestApiUrl hands out the public origin): bearer token, no cookies.
  app.options(NEXT_BILLING_DATE_PATH, (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET')
      .header('access-control-allow-headers', 'authorization, content-type, x-api-key')
      .header('access-control-max-age', '600')
      .send(),
  );
  app.get<{ Params: { fromDate: string } }>(NEXT_BILLING_DATE_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('access-control-allow-origin', '*');
    const authenticated = await env.authenticate(request);
    if (!authenticated) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ errors: [{ message: 'Unauthorized', extensions: errorExtensionsOf('UNAUTHENTICATED') }] });
    }
    const context = { ...authenticated, deps: env.deps };
    try {
      const provider = await withTenant(env.deps.db, context.viewer.applicationId, async (tx) => {
        await authorize(context, tx, ANY_ROLE, { kind: 'any-branch' });
        return (await billingProviderInTransaction(tx)) === 'DEBITSUCCESS' ? 'DEBITSUCCESS' : 'PAYSMART';
      });
      const fromDate = request.params.fromDate;
      if (!isMembershipDate(fromDate)) throw new ValidationError({ fromDate: FROM_DATE_INVALID });
      return reply.code(200).send({ nextBillingDate: providers[provider].nextBillingDate(fromDate) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const fieldErrors = error instanceof ValidationError ? { fieldErrors: error.fieldErrors } : {};
      return reply.code(STATUS_OF[error.extensions.category]).send({
        errors: [{ message: error.message, extensions: { ...error.extensions, ...fieldErrors } }],
      });
    }
  });
}
