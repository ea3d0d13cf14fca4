import { DISHONOUR_REASON_LABELS, errorExtensionsOf, errorText, formatMoney, isUuid } from '@clubline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authorize } from '../../../platform/auth/authorization.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { ApiEnvironment } from '../../../platform/modules/feature-module.ts';
import { verifyBillingLink } from '../billing-links.ts';
import { escapeHtml } from '../payment-setup/payment-setup.page.ts';
import type { BillingProviders } from './billing-provider.ts';
import { branchesOfCustomer, deleteSandboxDirectDebitRequest } from './sandbox-billing.repository.ts';

const PROVIDERS = { paysmart: 'PAYSMART', debitsuccess: 'DEBITSUCCESS' } as const;

/**
 * GET /sandbox/billing/{paysmart|debitsuccess}/customers/{customerReference}/payments?org&expires&sig:
 * the sandbox's payment history of one customer (every debit, its amount and outcome), the page a
 * billing link opens. Development only (not registered in production). The address is the
 * capability (billing-links.ts): signed for one organisation's customer, expiring; anything else is
 * a 404 that tells nothing.
 */
export function registerSandboxBillingRoutes(
  app: FastifyInstance,
  env: ApiEnvironment,
  providers: BillingProviders,
): void {
  registerDeleteDirectDebitRequestRoute(app, env);
  app.get<{
    Params: { provider: string; customerReference: string };
    Querystring: { org?: string; expires?: string; sig?: string };
  }>('/sandbox/billing/:provider/customers/:customerReference/payments', async (request, reply) => {
    const provider = PROVIDERS[request.params.provider as keyof typeof PROVIDERS];
    const { org = '', expires = '', sig = '' } = request.query;
    const customerReference = request.params.customerReference;
    if (
      !provider ||
      !isUuid(org) ||
      !verifyBillingLink({ applicationId: org, provider, customerReference, expires, sig })
    ) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const lines = await providers[provider].paymentHistory(org, customerReference);
    const rows = lines
      .map(
        (line) =>
          `<tr><td>${escapeHtml(line.date)}</td><td>${escapeHtml(line.reference)}</td><td>${escapeHtml(
            formatMoney(line.amount),
          )}</td><td>${escapeHtml(
            line.status === 'DISHONOURED' && line.reason
              ? `Dishonoured: ${DISHONOUR_REASON_LABELS[line.reason]}`
              : line.status === 'PENDING'
                ? `Pending (answer on ${line.settlesOn})`
                : 'Settled',
          )}</td></tr>`,
      )
      .join('');
    const title = `${provider === 'PAYSMART' ? 'Paysmart' : 'Debitsuccess'} sandbox: payments of ${customerReference}`;
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(
          title,
        )}</h1>${
          rows
            ? `<table><thead><tr><th scope="col">Date</th><th scope="col">Reference</th><th scope="col">Amount</th><th scope="col">Outcome</th></tr></thead><tbody>${rows}</tbody></table>`
            : '<p>No payments yet.</p>'
        }</main></body></html>`,
      );
  });
}

/** A customer reference as the providers issue them (PS-…, DS-…): anything else names nobody. */
const CUSTOMER_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

const STATUS_OF_CATEGORY: Readonly<Record<string, number>> = { denied: 403, 'not-found': 404 };

function notFound(reply: FastifyReply) {
  // No membership of the viewer's organisation is billed under that reference.
  return reply.code(404).send({
    errors: [
      { message: errorText('MEMBERSHIP_NOT_FOUND'), extensions: errorExtensionsOf('MEMBERSHIP_NOT_FOUND') },
    ],
  });
}

/**
 * DELETE /sandbox/billing/{paysmart|debitsuccess}/customers/{customerReference}/direct-debit-request:
 * the sandbox's back office deletes a customer's direct debit request, as the member may have the
 * billing company do (spec 2 §4), so a tester can see the membership expire (the hourly ddr-deleted
 * check, or Synchronise). Development only (billing.module.ts does not register it in production).
 * A signed-in staff member (`Authorization: Bearer`, as /graphql) holding manage-membership on the
 * branch of every membership billed under that reference in their own organisation (the staff who
 * may End it): 401 without a token, 404 for a reference their organisation does not bill, 403
 * otherwise. Answers { provider, customerReference, deleted } (deleted: the sandbox knew the
 * customer, i.e. payment was set up through it).
 */
function registerDeleteDirectDebitRequestRoute(app: FastifyInstance, env: ApiEnvironment): void {
  app.delete<{ Params: { provider: string; customerReference: string } }>(
    '/sandbox/billing/:provider/customers/:customerReference/direct-debit-request',
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const authenticated = await env.authenticate(request);
      if (!authenticated) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ errors: [{ message: 'Unauthorized', extensions: errorExtensionsOf('UNAUTHENTICATED') }] });
      }
      const provider = PROVIDERS[request.params.provider as keyof typeof PROVIDERS];
      const { customerReference } = request.params;
      if (!provider || !CUSTOMER_REFERENCE.test(customerReference)) return notFound(reply);
      const context = { ...authenticated, deps: env.deps };
      const { applicationId } = context.viewer;
      try {
        const found = await withTenant(env.deps.db, applicationId, async (tx) => {
          const branches = await branchesOfCustomer(tx, provider, customerReference);
          for (const branchId of branches) {
            await authorize(context, tx, 'manage-membership', { kind: 'branch', id: branchId });
          }
          return branches.length > 0;
        });
        if (!found) return notFound(reply);
      } catch (error) {
        const status =
          error instanceof DomainError ? STATUS_OF_CATEGORY[error.extensions.category] : undefined;
        if (!(error instanceof DomainError) || status === undefined) throw error;
        return reply
          .code(status)
          .send({ errors: [{ message: error.message, extensions: error.extensions }] });
      }
      const deleted = await deleteSandboxDirectDebitRequest(
        env.ownerPool,
        provider,
        applicationId,
        customerReference,
      );
      return reply.code(200).send({ provider, customerReference, deleted });
    },
  );
}
