import { type ErrorCategory, errorExtensionsOf } from '@clubline/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError, ValidationError } from '../../../platform/errors/errors.ts';
import type { ApiEnvironment } from '../../../platform/modules/feature-module.ts';
import { transactionsCsv } from './membership-transactions.csv.ts';
import { exportMembershipTransactions } from './membership-transactions.service.ts';

/** Where the web downloads a member's filtered transactions as CSV. */
const TRANSACTIONS_CSV_PATH = '/exports/members/:personId/transactions.csv';

const STATUS_OF: Readonly<Record<ErrorCategory, number>> = {
  denied: 403,
  'not-found': 404,
  validation: 400,
  conflict: 409,
  unavailable: 503,
  internal: 500,
};

const text = z.string().max(10);
const QuerySchema = z.object({
  from: text.optional(),
  to: text.optional(),
  // ?kind=DEBIT&kind=PAYMENT: one value is a string, several an array.
  kind: z.union([z.string().max(40), z.array(z.string().max(40)).max(20)]).optional(),
});
const ParamsSchema = z.object({ personId: z.uuid() });

/**
 * GET /exports/members/{personId}/transactions.csv?from&to&kind…: the rows the transactions page
 * shows for that filter, every page of them, as a CSV file. Bearer access token as for /graphql;
 * the same authorization as getMembershipTransactions (view-member on the person's home branch).
 * Same origin as the web, so no CORS; never cached (it is a member's money).
 */
export function registerTransactionsCsvRoute(app: FastifyInstance, env: ApiEnvironment): void {
  app.get(TRANSACTIONS_CSV_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const authenticated = await env.authenticate(request);
    if (!authenticated) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ errors: [{ message: 'Unauthorized', extensions: errorExtensionsOf('UNAUTHENTICATED') }] });
    }
    try {
      const params = ParamsSchema.safeParse(request.params);
      const query = QuerySchema.safeParse(request.query);
      if (!params.success) throw new ValidationError({ personId: 'The member is not known.' });
      if (!query.success) throw new ValidationError({ kinds: 'The filter is not one the page offers.' });
      const { kind, from, to } = query.data;
      const kinds = kind === undefined ? [] : typeof kind === 'string' ? [kind] : kind;
      const context = { ...authenticated, deps: env.deps };
      const exported = await exportMembershipTransactions(context, params.data.personId, { from, to, kinds });
      const fileName = `transactions-${exported.personName.replace(/[^A-Za-z0-9]+/g, '-') || 'member'}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(transactionsCsv(exported.rows));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const fieldErrors = error instanceof ValidationError ? { fieldErrors: error.fieldErrors } : {};
      return reply.code(STATUS_OF[error.extensions.category]).send({
        errors: [{ message: error.message, extensions: { ...error.extensions, ...fieldErrors } }],
      });
    }
  });
}
