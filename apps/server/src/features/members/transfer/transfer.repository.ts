import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import {
  epochMicros,
  type TimeWindow,
  timeWindowCondition,
  timeWindowOrder,
} from '../../../platform/db/time-keyset.ts';
import { personTransfers } from '../persons/persons.table.ts';

export interface TransferActivityRow {
  id: string;
  sourceBranchId: string | null;
  targetBranchId: string;
  customerReference: string | null;
  transferredAt: Date;
  /** `transferredAt` in microseconds since the epoch, exact, as text. */
  atMicros: string;
}

/** A person's branch transfers in a time window, in the window's order. */
export async function findTransfersOfPerson(
  tx: Transaction,
  personId: string,
  window: TimeWindow,
): Promise<TransferActivityRow[]> {
  return tx
    .select({
      id: personTransfers.id,
      sourceBranchId: personTransfers.sourceBranchId,
      targetBranchId: personTransfers.targetBranchId,
      customerReference: personTransfers.customerReference,
      transferredAt: personTransfers.transferredAt,
      atMicros: epochMicros(personTransfers.transferredAt),
    })
    .from(personTransfers)
    .where(
      and(
        eq(personTransfers.personId, personId),
        timeWindowCondition(personTransfers.transferredAt, personTransfers.id, window),
      ),
    )
    .orderBy(...timeWindowOrder(personTransfers.transferredAt, personTransfers.id, window.order))
    .limit(window.limit);
}
