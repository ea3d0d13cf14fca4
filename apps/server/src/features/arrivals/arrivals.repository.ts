import { and, eq, max } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import {
  epochMicros,
  type TimeWindow,
  timeWindowCondition,
  timeWindowOrder,
} from '../../platform/db/time-keyset.ts';
import { arrivals } from './arrivals.table.ts';

export type ArrivalInsert = typeof arrivals.$inferInsert;

export interface VisitRow {
  id: string;
  branchId: string;
  arrivedAt: Date;
  departedAt: Date | null;
  tags: string[];
  granted: boolean;
  /** The denial's code and sentence, for a denied arrival. */
  reason: string | null;
  reasonText: string | null;
  /** `arrivedAt` in microseconds since the epoch, exact, as text. */
  atMicros: string;
}

const INSERT_CHUNK = 2000;

/** Bulk insert (seed). */
export async function insertArrivals(tx: Transaction, rows: readonly ArrivalInsert[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(arrivals).values(rows.slice(start, start + INSERT_CHUNK));
  }
}

/** A person's arrivals in a time window, in the window's order. */
export async function findArrivalsOfPerson(
  tx: Transaction,
  personId: string,
  window: TimeWindow,
): Promise<VisitRow[]> {
  return tx
    .select({
      id: arrivals.id,
      branchId: arrivals.branchId,
      arrivedAt: arrivals.arrivedAt,
      departedAt: arrivals.departedAt,
      tags: arrivals.tags,
      granted: arrivals.granted,
      reason: arrivals.reason,
      reasonText: arrivals.reasonText,
      atMicros: epochMicros(arrivals.arrivedAt),
    })
    .from(arrivals)
    .where(and(eq(arrivals.personId, personId), timeWindowCondition(arrivals.arrivedAt, arrivals.id, window)))
    .orderBy(...timeWindowOrder(arrivals.arrivedAt, arrivals.id, window.order))
    .limit(window.limit);
}

/** The person's latest visit at a branch (a granted arrival: a refused swipe is no visit), if any. */
export async function findLastArrivalAt(
  tx: Transaction,
  personId: string,
  branchId: string,
): Promise<Date | null> {
  const [row] = await tx
    .select({ at: max(arrivals.arrivedAt) })
    .from(arrivals)
    .where(and(eq(arrivals.personId, personId), eq(arrivals.branchId, branchId), eq(arrivals.granted, true)));
  return row?.at ?? null;
}
