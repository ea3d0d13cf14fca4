import type { Transaction } from '../../platform/db/client.ts';
import { type ArrivalInsert, insertArrivals } from './arrivals.repository.ts';

export type { ArrivalInsert };

/** Records many arrivals at once (the demo seed, data generators). */
export async function recordArrivals(tx: Transaction, rows: readonly ArrivalInsert[]): Promise<void> {
  await insertArrivals(tx, rows);
}
