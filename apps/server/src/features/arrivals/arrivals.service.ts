import type { Transaction } from '../../platform/db/client.ts';
import type { TimeWindow } from '../../platform/db/time-keyset.ts';
import {
  type ArrivalInsert,
  findArrivalsOfPerson,
  findLastArrivalAt,
  insertArrivals,
  type VisitRow,
} from './arrivals.repository.ts';

export type { ArrivalInsert, VisitRow };

/**
 * A person's visits (arrivals) in a window, for their activities page. Runs inside the caller's
 * transaction; the caller has checked the viewer may see the person.
 */
export async function visitsOfPerson(
  tx: Transaction,
  personId: string,
  window: TimeWindow,
): Promise<VisitRow[]> {
  return findArrivalsOfPerson(tx, personId, window);
}

/** When the person last arrived at the branch (null when never); roles carry it as their last visit. */
export async function lastVisitAt(tx: Transaction, personId: string, branchId: string): Promise<Date | null> {
  return findLastArrivalAt(tx, personId, branchId);
}

/** Records many arrivals at once (the demo seed, data generators). */
export async function recordArrivals(tx: Transaction, rows: readonly ArrivalInsert[]): Promise<void> {
  await insertArrivals(tx, rows);
}
