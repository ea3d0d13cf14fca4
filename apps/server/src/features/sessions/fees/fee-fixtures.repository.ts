import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';

// What tests and the authorization matrix read back about class fees, as stored.

/** The fees recorded and the ledger rows of a member, as stored. */
export async function feesAndLedgerOf(tx: Transaction, personId: string) {
  const fees = await tx.execute<{
    id: string;
    booking_id: string;
    kind: string;
    outcome: string;
    amount_cents: number;
    membership_id: string | null;
  }>(sql`select id, booking_id, kind, outcome, amount_cents, membership_id from session_fees
    where person_id = ${personId}::uuid order by incident_at`);
  const ledger = await tx.execute<{
    type: string;
    kind: string | null;
    amount: number;
    charge_key: string | null;
    reference: string | null;
    payment_type: string | null;
  }>(sql`select e.type, e.kind, e.amount, e.charge_key, e.reference, e.payment_type
    from ledger_entries e join memberships m on m.id = e.membership_id
    where m.person_id = ${personId}::uuid order by e.seq`);
  return { fees: fees.rows, ledger: ledger.rows };
}

/** The fee recorded for a booking, if any. */
export async function feeIdOfBooking(tx: Transaction, bookingId: string): Promise<string | undefined> {
  const fee = await tx.execute<{ id: string }>(
    sql`select id from session_fees where booking_id = ${bookingId}::uuid`,
  );
  return fee.rows[0]?.id;
}

/** Dates a booking back (a member who booked before the session, in a test of a past session). */
export async function backdateBooking(tx: Transaction, bookingId: string, bookedAt: Date): Promise<void> {
  await tx.execute(
    sql`update session_bookings set booked_at = ${bookedAt.toISOString()}::timestamptz where id = ${bookingId}::uuid`,
  );
}
