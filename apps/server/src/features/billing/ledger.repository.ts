import type { DishonourReason, LedgerChargeKind, LedgerEntry } from '@clubline/domain';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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

/**
 * The memberships of the transaction's organisation whose ledger leaves something overdue on
 * `today`: the charges due by then come to more than what was paid at the desk and debited
 * (settled or still pending; a dishonoured debit pays nothing). That is the domain's
 * `ledgerSummary(...).overdueAmount > 0`, summed by PostgreSQL so that a whole organisation can be
 * looked at without reading every ledger row into the process (bench/README.md "Overdue
 * assessment"). A narrowing only: callers decide with the domain's rules on these ledgers.
 */
export async function membershipsInArrears(tx: Transaction, today: string): Promise<Set<string>> {
  const result = await tx.execute<{ membership_id: string }>(sql`
    select e.membership_id
    from ledger_entries e
    left join ledger_entries dishonour
      on e.type = 'DEBIT_SUBMITTED' and dishonour.type = 'DEBIT_DISHONOURED'
        and dishonour.application_id = e.application_id and dishonour.reference = e.reference
    group by e.membership_id
    having coalesce(sum(e.amount) filter (where e.type = 'CHARGE' and e.date <= ${today}::date), 0)
      > coalesce(sum(e.amount) filter (where e.type = 'PAYMENT'), 0)
        + coalesce(sum(e.amount) filter (where e.type = 'DEBIT_SUBMITTED' and dishonour.id is null), 0)`);
  return new Set(result.rows.map((row) => row.membership_id));
}

/** One membership's ledger, oldest first. */
export async function ledgerOfMembership(tx: Transaction, membershipId: string): Promise<LedgerRow[]> {
  return tx
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.membershipId, membershipId))
    .orderBy(asc(ledgerEntries.seq));
}

/** What `toLedgerEntry` reads of a stored row. */
export type LedgerEntryFields = Pick<
  LedgerRow,
  'type' | 'chargeKey' | 'kind' | 'amount' | 'date' | 'reference' | 'reason'
>;

/**
 * A membership's ledger, oldest first, as one JSON array of `LedgerEntryFields` inside a larger
 * statement: a caller that reads a person's facts in one round trip (the door decision) takes the
 * ledger with them. `membershipId` is the SQL of the membership's id in that statement. The array
 * is empty unless the membership is in arrears on `today` (YYYY-MM-DD) by
 * `membershipsInArrears`' sum (a narrowing only: the caller still decides with `ledgerSummary`), so
 * a paid-up member's year of debits is neither sent nor summed.
 */
export function ledgerEntriesJson(membershipId: SQL, today: string): SQL {
  const entries = sql`coalesce(json_agg(json_build_object(
      'type', e.type, 'chargeKey', e.charge_key, 'kind', e.kind, 'amount', e.amount,
      'date', e.date::text, 'reference', e.reference, 'reason', e.reason) order by e.seq), '[]'::json)`;
  return sql`(select case
      when coalesce(sum(e.amount) filter (where e.type = 'CHARGE' and e.date <= ${today}::date), 0)
        > coalesce(sum(e.amount) filter (where e.type = 'PAYMENT'), 0)
          + coalesce(sum(e.amount) filter (where e.type = 'DEBIT_SUBMITTED' and not exists (
              select 1 from ledger_entries d
              where d.application_id = e.application_id and d.reference = e.reference
                and d.type = 'DEBIT_DISHONOURED')), 0)
      then ${entries} else '[]'::json end
    from ledger_entries e where e.membership_id = ${membershipId})`;
}

/** A stored row as the domain's `LedgerEntry`, for `ledgerSummary`. */
export function toLedgerEntry(row: LedgerEntryFields): LedgerEntry {
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
