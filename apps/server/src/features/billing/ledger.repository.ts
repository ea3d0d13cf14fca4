import type { DishonourReason, LedgerChargeKind, LedgerEntry } from '@clubline/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../platform/db/client.ts';
import { ledgerEntries } from './ledger.table.ts';

export type LedgerRow = typeof ledgerEntries.$inferSelect;
export type LedgerInsert = typeof ledgerEntries.$inferInsert;

/**
 * Appends entries; one that is already there (a charge key, a debit reference or its outcome, a
 * payment reference) is skipped, so a run or an action that repeats writes nothing twice. Returns
 * the rows written this time.
 */
export async function appendLedgerEntries(
  tx: Transaction,
  rows: readonly LedgerInsert[],
): Promise<LedgerRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(ledgerEntries)
    .values([...rows])
    .onConflictDoNothing()
    .returning();
}

/** The ledger of some memberships, oldest first, by membership. */
export async function ledgerOf(
  tx: Transaction,
  membershipIds: readonly string[],
): Promise<Map<string, LedgerRow[]>> {
  const byMembership = new Map<string, LedgerRow[]>(membershipIds.map((id) => [id, []]));
  if (membershipIds.length === 0) return byMembership;
  const rows = await tx
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.membershipId, [...membershipIds]))
    .orderBy(asc(ledgerEntries.membershipId), asc(ledgerEntries.seq));
  for (const row of rows) byMembership.get(row.membershipId)?.push(row);
  return byMembership;
}

/** One membership's ledger, oldest first. */
export async function ledgerOfMembership(tx: Transaction, membershipId: string): Promise<LedgerRow[]> {
  return tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.membershipId, membershipId))
    .orderBy(asc(ledgerEntries.seq));
}

/** A stored row as the domain's `LedgerEntry`, for `ledgerSummary`. */
export function toLedgerEntry(row: LedgerRow): LedgerEntry {
  const date = Temporal.PlainDate.from(row.date);
  const reference = row.reference ?? '';
  switch (row.type) {
    case 'CHARGE':
      return {
        type: 'CHARGE',
        key: row.chargeKey ?? '',
        kind: row.kind as LedgerChargeKind,
        amount: row.amount ?? 0,
        dueDate: date,
      };
    case 'DEBIT_SUBMITTED':
      return { type: 'DEBIT_SUBMITTED', reference, amount: row.amount ?? 0, date };
    case 'DEBIT_SETTLED':
      return { type: 'DEBIT_SETTLED', reference, date };
    case 'DEBIT_DISHONOURED':
      return { type: 'DEBIT_DISHONOURED', reference, reason: row.reason as DishonourReason, date };
    default:
      return { type: 'PAYMENT', reference, amount: row.amount ?? 0, date };
  }
}
