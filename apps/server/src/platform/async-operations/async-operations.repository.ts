import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { asyncOperations } from './async-operations.table.ts';

export type AsyncOperationRow = typeof asyncOperations.$inferSelect;

export async function insertTicket(
  tx: Transaction,
  row: {
    applicationId: string;
    operationDomain: string;
    operationName: string;
    input: unknown;
    requestedByUserId: string | null;
    aggregateId?: string | null;
  },
): Promise<AsyncOperationRow> {
  const [inserted] = await tx.insert(asyncOperations).values(row).returning();
  if (!inserted) throw new Error('Ticket insert returned no row');
  return inserted;
}

/** Locks the ticket for the rest of the transaction so concurrent attempts serialise on it. */
export async function lockTicket(tx: Transaction, ticketId: string): Promise<AsyncOperationRow | undefined> {
  const [row] = await tx.select().from(asyncOperations).where(eq(asyncOperations.id, ticketId)).for('update');
  return row;
}

export async function completeTicket(
  tx: Transaction,
  ticketId: string,
  outcome: {
    status: 'OK' | 'ERROR';
    message: string | null;
    errorCode: string | null;
    resultType: string | null;
    resultId: string | null;
  },
): Promise<void> {
  await tx
    .update(asyncOperations)
    .set({ ...outcome, completedAt: sql`now()` })
    .where(and(eq(asyncOperations.id, ticketId), sql`${asyncOperations.status} is null`));
}

export async function findTicket(
  tx: Transaction,
  operationDomain: string,
  ticketId: string,
): Promise<AsyncOperationRow | undefined> {
  const [row] = await tx
    .select()
    .from(asyncOperations)
    .where(and(eq(asyncOperations.id, ticketId), eq(asyncOperations.operationDomain, operationDomain)));
  return row;
}

export async function findAggregate(
  tx: Transaction,
  operationDomain: string,
  operationName: string,
  aggregateId: string,
): Promise<AsyncOperationRow[]> {
  return tx
    .select()
    .from(asyncOperations)
    .where(
      and(
        eq(asyncOperations.aggregateId, aggregateId),
        eq(asyncOperations.operationDomain, operationDomain),
        eq(asyncOperations.operationName, operationName),
      ),
    );
}
