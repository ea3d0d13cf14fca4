import { ledgerSummary } from '@clubline/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { ledgerOf, toLedgerEntry } from '../../billing/public.ts';
import { setPersonTag } from '../../members/public.ts';
import { findBillingAccounts, findMembershipsOfPersons } from '../memberships.repository.ts';

/** The person tag shown while a paysmart membership is overdue (spec 2 §4 "Overdue"). */
export const OVERDUE_TAG = 'overdue';

/**
 * Puts the 'overdue' tag on each of `personIds` while any PAYSMART membership of theirs has an
 * overdue amount today, and takes it off otherwise. Under debitsuccess the
 * provider owns the arrears and tags nobody. Called after pay overdue, end and change (memberships)
 * and after debit outcomes (billing). Three queries for the whole list, then two updates.
 */
export async function refreshOverdueTags(
  tx: Transaction,
  personIds: readonly string[],
  today: Temporal.PlainDate,
): Promise<void> {
  const ids = [...new Set(personIds)];
  if (ids.length === 0) return;
  const rows = await findMembershipsOfPersons(tx, ids);
  const accounts = await findBillingAccounts(
    tx,
    rows.map((row) => row.id),
  );
  const paysmart = rows.filter((row) => accounts.get(row.id)?.provider === 'PAYSMART');
  const ledgers = await ledgerOf(
    tx,
    paysmart.map((row) => row.id),
  );
  const overdue = new Set(
    paysmart
      .filter((row) => ledgerSummary((ledgers.get(row.id) ?? []).map(toLedgerEntry), today).overdueAmount > 0)
      .map((row) => row.personId),
  );
  await setPersonTag(
    tx,
    OVERDUE_TAG,
    ids.filter((id) => overdue.has(id)),
    ids.filter((id) => !overdue.has(id)),
  );
}
