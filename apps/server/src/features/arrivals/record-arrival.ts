import type { Transaction } from '../../platform/db/client.ts';
import { findSwipe, insertArrivalOnce, type NewArrival } from './record-arrival.repository.ts';

export interface ArrivalRecord extends NewArrival {
  /** When the person stood at the door (or was let in at the desk). */
  arrivedAt: Date;
  /** A visit pass (`membershipId`) loses one visit with this arrival. */
  usesVisit?: boolean;
  /** Whether the live channel is told (default true); an offline door's old swipes are not. */
  announce?: boolean;
}

export interface RecordedArrival {
  arrivalId: string;
  /** False when the door had already sent this swipe id: the stored arrival stands, nothing changed. */
  created: boolean;
}

/**
 * Records one arrival in the caller's transaction (door swipes online and offline, manual arrivals):
 * stores it, and only when it is new, moves the person's last visit at the branch forward (granted
 * entries only), takes the visit it used, and notifies the live channel (delivered on commit).
 * Idempotent per (door, swipe id): a retried or re-uploaded swipe changes nothing and returns the
 * stored arrival's id. docs/access-control.md "Door decisions".
 */
export async function recordArrival(
  tx: Transaction,
  applicationId: string,
  record: ArrivalRecord,
): Promise<RecordedArrival> {
  const { usesVisit = false, announce = true, ...row } = record;
  const granted = row.granted ?? true;
  const arrivalId = await insertArrivalOnce(tx, applicationId, row, {
    lastVisit: granted && Boolean(row.personId),
    takeVisit: granted && usesVisit && Boolean(row.membershipId),
    announce,
  });
  if (arrivalId === null) {
    const { doorId, swipeId } = row;
    const stored = doorId && swipeId ? await findSwipe(tx, doorId, swipeId) : null;
    if (stored === null) throw new Error('An arrival was refused by the swipe index but not found by it');
    return { arrivalId: stored.id, created: false };
  }
  return { arrivalId, created: true };
}
