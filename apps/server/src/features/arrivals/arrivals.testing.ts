import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../platform/db/client.ts';
import { given, nextInTenant } from '../../testing/builder-support.ts';
import { type ArrivalInsert, recordArrivals } from './arrivals.service.ts';

export type ArrivalOverrides = Partial<Omit<ArrivalInsert, 'applicationId' | 'personId' | 'branchId'>> & {
  personId: string;
  branchId: string;
};

/**
 * Test builder: a visit (arrival) of a person at a branch. Defaults: granted, tagged PAID, no
 * departure, `n` minutes ago for the organisation's n-th arrival (each visit a minute before the one
 * made before it, none at the same instant). It does not
 * change the person's roles: give a role its `lastVisitAt` where the test needs it.
 */
export async function makeArrival(tx: Transaction, overrides: ArrivalOverrides): Promise<ArrivalInsert> {
  const { applicationId, n } = await nextInTenant(tx, 'arrival');
  const row: ArrivalInsert = {
    ...overrides,
    id: overrides.id ?? randomUUID(),
    applicationId,
    arrivedAt: overrides.arrivedAt ?? new Date(Date.now() - n * 60_000),
    departedAt: given(overrides.departedAt, null),
    tags: overrides.tags ?? ['PAID'],
    granted: overrides.granted ?? true,
  };
  await recordArrivals(tx, [row]);
  return row;
}
