import type { Database } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import { DomainError } from '../errors/errors.ts';
import { type AsyncOperationJob, operationKey, type RegisteredAsyncOperation } from './async-operation.ts';
import { completeTicket, lockTicket } from './async-operations.repository.ts';

export type ProcessOutcome = 'applied' | 'failed' | 'already-done' | 'unknown-ticket';

/**
 * Applies one ticket. The change and the ticket's OK are one transaction, and the ticket row is
 * locked first, so a job that runs twice, concurrently or after a crash, has exactly one effect.
 * A DomainError ends the ticket in ERROR with its message; any other error is re-thrown so the
 * queue retries the job (the transaction rolled back, so nothing was half-written).
 */
export async function processAsyncOperation(
  db: Database,
  registry: ReadonlyMap<string, RegisteredAsyncOperation>,
  job: AsyncOperationJob,
  options: { finalAttempt: boolean },
): Promise<ProcessOutcome> {
  try {
    return await withTenant(db, job.applicationId, async (tx) => {
      const ticket = await lockTicket(tx, job.ticketId);
      if (!ticket) return 'unknown-ticket';
      if (ticket.status !== null) return 'already-done';
      const operation = registry.get(operationKey(ticket.operationDomain, ticket.operationName));
      if (!operation) throw new DomainError('UNKNOWN_OPERATION');
      const result = await operation.run(tx, ticket.input, {
        applicationId: job.applicationId,
        requestedByUserId: ticket.requestedByUserId,
        ticketId: ticket.id,
      });
      await completeTicket(tx, ticket.id, { status: 'OK', message: null, errorCode: null, ...result });
      return 'applied';
    });
  } catch (error) {
    if (error instanceof DomainError || options.finalAttempt) {
      // The change rolled back; record why in a transaction of its own. A masked message (null)
      // makes the web show its generic async failure text.
      const message = error instanceof DomainError ? error.message : null;
      const errorCode = error instanceof DomainError ? error.code : null;
      await withTenant(db, job.applicationId, (tx) =>
        completeTicket(tx, job.ticketId, {
          status: 'ERROR',
          message,
          errorCode,
          resultType: null,
          resultId: null,
        }),
      );
      return 'failed';
    }
    throw error;
  }
}
