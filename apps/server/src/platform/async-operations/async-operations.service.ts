import type { Database, Transaction } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import type { Viewer } from '../graphql/context.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import {
  type AsyncOperationDefinition,
  type AsyncOperationJob,
  type AsyncOperationTicket,
  operationKey,
  type RegisteredAsyncOperation,
} from './async-operation.ts';
import { asyncOperationJob } from './async-operation-job.ts';
import {
  type AsyncOperationRow,
  findAggregate,
  findTicket,
  insertTicket,
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
  await jobs.send(asyncOperationJob, job, tx);
  return { ticketId: ticket.id, operationDomain: definition.domain };
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

export type { AsyncOperationRow };
