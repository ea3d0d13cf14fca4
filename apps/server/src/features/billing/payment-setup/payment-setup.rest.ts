import { billingMessages, errorExtensionsOf, paymentSetupMessages } from '@clubline/domain';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientNetwork } from '../../../platform/auth/login-throttle.ts';
import { ValidationError } from '../../../platform/errors/errors.ts';
import type { ApiEnvironment } from '../../../platform/modules/feature-module.ts';
import type { BillingProviders } from '../providers/billing-provider.ts';
import {
  type PaymentSetupFormState,
  paymentSetupDonePage,
  paymentSetupInvalidPage,
  paymentSetupLimitedPage,
  paymentSetupPage,
} from './payment-setup.page.ts';
import {
  type PaymentSetupDependencies,
  paymentSetupView,
  submitPaymentSetup,
} from './payment-setup.service.ts';
import { postgresRateLimiter, type RateLimiter } from './rate-limit.ts';

/**
 * The payment setup page's routes (docs/billing.md "Payment setup page"), public: no staff sign-in,
 * the signup token is the only key.
 * - GET/POST /api/payment-setup/:token: the JSON API (view; submit the bank account or card);
 * - GET/POST /:branchId/payment-setup/:token: the page itself (server-rendered HTML, its forms post
 *   back to it).
 * An unknown, used or expired token answers 404 SIGNUP_TOKEN_INVALID and nothing else. POSTs are
 * rate-limited per client address (10 a minute; an IPv6 address by its /64) and per token (5 a
 * minute), counted in PostgreSQL so the limits hold across api replicas: 429.
 */
const PAYMENT_SETUP_LIMITS = { perAddress: 10, perToken: 5, windowMs: 60_000 } as const;

interface TokenParams {
  token: string;
}

const NO_STORE = 'no-store';

/**
 * A field of a posted form as the page shows it again: one text, else empty. A field sent twice
 * arrives as a list and a JSON body can hold any type; the service's validation refuses them.
 */
function formText(body: unknown, name: string): string {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

function invalidToken(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', NO_STORE)
    .send({
      errors: [
        {
          message: billingMessages.signupTokenInvalid,
          extensions: errorExtensionsOf('SIGNUP_TOKEN_INVALID'),
        },
      ],
    });
}

export async function registerPaymentSetupRoutes(
  app: FastifyInstance,
  env: ApiEnvironment,
  providers: BillingProviders,
  limiter: RateLimiter = postgresRateLimiter(env.ownerPool, {
    windowSeconds: PAYMENT_SETUP_LIMITS.windowMs / 1000,
  }),
): Promise<void> {
  const deps: PaymentSetupDependencies = { db: env.deps.db, ownerPool: env.ownerPool, providers };
  const allowed = (address: string, token: string) =>
    // Both counters move on every attempt, so a blocked address cannot keep trying other links.
    limiter.take([
      { key: `address:${clientNetwork(address)}`, limit: PAYMENT_SETUP_LIMITS.perAddress },
      { key: `token:${token}`, limit: PAYMENT_SETUP_LIMITS.perToken },
    ]);

  await app.register(async (scope) => {
    await scope.register(formbody);

    scope.get<{ Params: TokenParams }>('/api/payment-setup/:token', async (request, reply) => {
      const view = await paymentSetupView(deps, request.params.token);
      if (!view) return invalidToken(reply);
      return reply.header('cache-control', NO_STORE).send(view);
    });

    scope.post<{ Params: TokenParams; Body: unknown }>(
      '/api/payment-setup/:token',
      async (request, reply) => {
        if (!(await allowed(request.ip, request.params.token))) {
          return reply
            .code(429)
            .header('retry-after', String(PAYMENT_SETUP_LIMITS.windowMs / 1000))
            .send({
              errors: [
                {
                  message: paymentSetupMessages.tooManyAttempts,
                  extensions: errorExtensionsOf('PAYMENT_SETUP_RATE_LIMITED'),
                },
              ],
            });
        }
        try {
          const outcome = await submitPaymentSetup(deps, request.params.token, request.body ?? {});
          if (!outcome) return invalidToken(reply);
          return reply.header('cache-control', NO_STORE).send(outcome);
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          return reply.code(400).send({
            errors: [
              {
                message: error.message,
                extensions: { ...errorExtensionsOf('VALIDATION_FAILED'), fieldErrors: error.fieldErrors },
              },
            ],
          });
        }
      },
    );

    const html = (reply: FastifyReply, code: number, body: string) =>
      reply.code(code).header('cache-control', NO_STORE).type('text/html; charset=utf-8').send(body);

    scope.get<{ Params: TokenParams & { branchId: string } }>(
      '/:branchId/payment-setup/:token',
      async (request, reply) => {
        const { token, branchId } = request.params;
        const view = await paymentSetupView(deps, token, { branchId });
        if (!view) return html(reply, 404, paymentSetupInvalidPage(billingMessages.signupTokenInvalid));
        return html(reply, 200, paymentSetupPage(view));
      },
    );

    scope.post<{ Params: TokenParams & { branchId: string }; Body: unknown }>(
      '/:branchId/payment-setup/:token',
      async (request, reply) => {
        const { token, branchId } = request.params;
        if (!(await allowed(request.ip, token)))
          return html(reply, 429, paymentSetupLimitedPage(paymentSetupMessages.tooManyAttempts));
        const body = request.body ?? {};
        try {
          const outcome = await submitPaymentSetup(deps, token, body, { branchId });
          if (!outcome) return html(reply, 404, paymentSetupInvalidPage(billingMessages.signupTokenInvalid));
          return html(reply, 200, paymentSetupDonePage(outcome));
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          const view = await paymentSetupView(deps, token, { branchId });
          if (!view) return html(reply, 404, paymentSetupInvalidPage(billingMessages.signupTokenInvalid));
          const method = formText(body, 'method');
          const form = method === 'CARD' ? 'CARD' : formText(body, 'country') === 'AU' ? 'AU' : 'NZ';
          const state: PaymentSetupFormState = {
            form,
            errors: error.fieldErrors,
            values: {
              accountName: formText(body, 'accountName'),
              cardholderName: formText(body, 'cardholderName'),
              expiryMonth: formText(body, 'expiryMonth'),
              expiryYear: formText(body, 'expiryYear'),
            },
          };
          return html(reply, 400, paymentSetupPage(view, state));
        }
      },
    );
  });
}
