import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import {
  epochMicros,
  type TimeWindow,
  timeWindowCondition,
  timeWindowOrder,
} from '../../../platform/db/time-keyset.ts';
import { correspondenceSends } from '../correspondence.table.ts';

/** A person's logged sends in a window, in the window's order. */
export async function findSendsOfPerson(tx: Transaction, personId: string, window: TimeWindow) {
  return tx
    .select({
      id: correspondenceSends.id,
      branchId: correspondenceSends.branchId,
      channel: correspondenceSends.channel,
      type: correspondenceSends.type,
      summary: correspondenceSends.summary,
      status: correspondenceSends.status,
      createdAt: correspondenceSends.createdAt,
      atMicros: epochMicros(correspondenceSends.createdAt),
    })
    .from(correspondenceSends)
    .where(
      and(
        eq(correspondenceSends.personId, personId),
        timeWindowCondition(correspondenceSends.createdAt, correspondenceSends.id, window),
      ),
    )
    .orderBy(...timeWindowOrder(correspondenceSends.createdAt, correspondenceSends.id, window.order))
    .limit(window.limit);
}
