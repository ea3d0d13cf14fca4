import type { Database, Transaction } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import { DomainError } from '../errors/errors.ts';
import type { Viewer } from '../graphql/context.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import {
  ASYNC_OPERATION_QUEUE,
  type AsyncOperationDefinition,
  type AsyncOperationJob,
  type AsyncOperationTicket,
  type RegisteredAsyncOperation,
} from './async-operation.ts';
import {
  type AsyncOperationRow,
  completeTicket,
  findAggregate,
  findTicket,
  insertTicket,
  lockTicket,
} from './async-operations.repository.ts';

/**
 * Starts an operation inside the caller's tenant transaction: the ticket row and the job are
 * committed together or not at all. The caller has already authorised and validated the input.
 */
export async function startAsyncOperation<Input>(
  tx: Transaction,
  jobs: JobQueue,
  definition: Pick<AsyncOperationDefinition<Input>, 'domain' | 'name'>,
  request: { applicationId: string; userId: string | null; input: Input; aggregateId?: string },
): Promise<AsyncOperationTicket> {
  const ticket = await insertTicket(tx, {
    applicationId: request.applicationId,
    operationDomain: definition.domain,
    operationName: definition.name,
    input: request.input,
    requestedByUserId: request.userId,
    aggregateId: request.aggregateId ?? null,
  });
  const job: AsyncOperationJob = { applicationId: request.applicationId, ticketId: ticket.id };
  await jobs.send(ASYNC_OPERATION_QUEUE, job, tx);
  return { ticketId: ticket.id, operationDomain: definition.domain };
}

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
      if (!operation) throw new DomainError('UNKNOWN_OPERATION', `Unknown operation ${ticket.operationName}`);
      const result = await operation.run(tx, ticket.input, {
        applicationId: job.applicationId,
        requestedByUserId: ticket.requestedByUserId,
      });
      await completeTicket(tx, ticket.id, { status: 'OK', message: null, ...result });
      return 'applied';
    });
  } catch (error) {
    if (error instanceof DomainError || options.finalAttempt) {
      // The change rolled back; record why in a transaction of its own. A masked message (null)
      // makes the web show its generic async failure text.
      const message = error instanceof DomainError ? error.message : null;
      await withTenant(db, job.applicationId, (tx) =>
        completeTicket(tx, job.ticketId, { status: 'ERROR', message, resultType: null, resultId: null }),
      );
      return 'failed';
    }
    throw error;
  }
}

export function operationKey(domain: string, name: string): string {
  return `${domain}:${name}`;
}

export function buildRegistry(
  operations: RegisteredAsyncOperation[],
): ReadonlyMap<string, RegisteredAsyncOperation> {
  return new Map(operations.map((operation) => [operationKey(operation.domain, operation.name), operation]));
}

/**
 * A ticket's outcome carries its result (e.g. the person moved), chosen by the permissions of
 * whoever started it; another user's ticket is answered like an unknown one, so a ticket id that
 * leaks (logs, a shared screen) reveals nothing.
 */
function readableBy(reader: Viewer, ticket: AsyncOperationRow): boolean {
  return ticket.requestedByUserId === null || ticket.requestedByUserId === reader.userId;
}

export async function getAsyncOperationStatus(
  db: Database,
  reader: Viewer,
  domain: string,
  ticketId: string,
) {
  return withTenant(db, reader.applicationId, async (tx) => {
    const ticket = await findTicket(tx, domain, ticketId);
    return ticket && ticket.status !== null && readableBy(reader, ticket) ? ticket : null;
  });
}

/** All tickets of an aggregate are done: their statuses, or null while any is still running. */
export async function getAsyncAggregatedOperationStatus(
  db: Database,
  reader: Viewer,
  domain: string,
  operationName: string,
  aggregateId: string,
) {
  return withTenant(db, reader.applicationId, async (tx) => {
    const tickets = (await findAggregate(tx, domain, operationName, aggregateId)).filter((ticket) =>
      readableBy(reader, ticket),
    );
    if (tickets.length === 0 || tickets.some((ticket) => ticket.status === null)) return null;
    return tickets;
  });
}
