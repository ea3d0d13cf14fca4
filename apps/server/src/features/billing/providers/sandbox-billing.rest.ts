import { DISHONOUR_REASON_LABELS, formatMoney, isUuid } from '@clubline/domain';
import type { FastifyInstance } from 'fastify';
import { verifyBillingLink } from '../billing-links.ts';
import { escapeHtml } from '../payment-setup/payment-setup.page.ts';
import type { BillingProviders } from './billing-provider.ts';

const PROVIDERS = { paysmart: 'PAYSMART', debitsuccess: 'DEBITSUCCESS' } as const;

/**
 * GET /sandbox/billing/{paysmart|debitsuccess}/customers/{customerReference}/payments?org&expires&sig:
 * the sandbox's payment history of one customer (every debit, its amount and outcome), the page a
 * billing link opens. Development only (not registered in production). The address is the
 * capability (billing-links.ts): signed for one organisation's customer, expiring; anything else is
 * a 404 that tells nothing.
 */
export function registerSandboxBillingRoutes(app: FastifyInstance, providers: BillingProviders): void {
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
