import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';

/** What the transactions list is filtered by: inclusive dates (YYYY-MM-DD) and kinds (none: all). */
export interface TransactionFilter {
  from: string | null;
  to: string | null;
  kinds: readonly string[];
}

/**
 * One transaction as the query reads it: a charge, a desk or online payment, or a direct debit
 * with its outcome joined in (one row per debit, never one per state change).
 */
export interface TransactionRow {
  id: string;
  seq: number;
  membershipId: string;
  planName: string;
  planCountry: string;
  /** DEBIT, PAYMENT or the charge's kind (JOIN_FEE, RECURRING …). */
  kind: string;
  type: 'CHARGE' | 'DEBIT_SUBMITTED' | 'PAYMENT';
  amount: number;
  date: string;
  paymentType: string | null;
  /** DEBIT_SETTLED or DEBIT_DISHONOURED; null while the debit is on its way. */
  outcomeType: string | null;
  outcomeDate: string | null;
  reason: string | null;
  /** The n-th row of its type in its membership, oldest first: the readable reference's number. */
  ordinal: number;
  /** Cents owed (negative: in credit) after this row, over all the person's rows, oldest first. */
  balance: number;
}

export interface TransactionPage {
  rows: TransactionRow[];
  total: number;
}

/**
 * A page of a person's transactions, newest first. The running balance (one per currency: the plan's
 * country) and the ordinals are taken over the whole ledger before the filter, so a filtered or later page shows the same figures as
 * the unfiltered first one. Reads ledger_entries_membership_idx for the person's rows and
 * ledger_entries_outcome_idx for each debit's outcome (docs/billing.md "Transactions").
 */
export async function findTransactionPage(
  tx: Transaction,
  applicationId: string,
  personId: string,
  filter: TransactionFilter,
  page: { offset: number; limit: number },
): Promise<TransactionPage> {
  const filtered = sql`
    with mine as (
      select m.id as membership_id, p.name as plan_name, p.country as plan_country
      from memberships m
      join membership_plans p on p.application_id = m.application_id and p.id = m.membership_plan_id
      where m.application_id = ${applicationId} and m.person_id = ${personId}
    ),
    entries as (
      select e.id, e.seq, e.membership_id, mine.plan_country, e.type, e.amount, e.date, e.payment_type,
        case e.type when 'DEBIT_SUBMITTED' then 'DEBIT' when 'PAYMENT' then 'PAYMENT' else e.kind end as kind,
        o.type as outcome_type, o.date as outcome_date, o.reason
      from ledger_entries e
      join mine on mine.membership_id = e.membership_id
      left join ledger_entries o
        on e.type = 'DEBIT_SUBMITTED' and o.application_id = e.application_id
          and o.reference = e.reference and o.type in ('DEBIT_SETTLED', 'DEBIT_DISHONOURED')
      where e.application_id = ${applicationId} and e.type in ('CHARGE', 'DEBIT_SUBMITTED', 'PAYMENT')
    ),
    balanced as (
      select entries.*,
        row_number() over (partition by membership_id, type order by date, seq) as ordinal,
        sum(case
          when type = 'CHARGE' then amount
          when type = 'PAYMENT' or outcome_type = 'DEBIT_SETTLED' then -amount
          else 0 end) over (partition by plan_country order by date, seq rows unbounded preceding) as balance
      from entries
    ),
    filtered as (
      select b.id, b.seq, b.membership_id, b.type, b.amount, b.payment_type, b.kind, b.reason,
        b.ordinal, b.balance, to_char(b.date, 'YYYY-MM-DD') as date,
        to_char(b.outcome_date, 'YYYY-MM-DD') as outcome_date, b.outcome_type,
        mine.plan_name, mine.plan_country
      from balanced b join mine on mine.membership_id = b.membership_id
      where (${filter.from}::date is null or b.date >= ${filter.from}::date)
        and (${filter.to}::date is null or b.date <= ${filter.to}::date)
        and (cardinality(${sql.param([...filter.kinds])}::text[]) = 0
          or b.kind = any(${sql.param([...filter.kinds])}::text[])))`;
  const result = await tx.execute<Record<string, unknown>>(sql`
    ${filtered}
    select *, count(*) over () as total from filtered
    order by date desc, seq desc
    limit ${page.limit} offset ${page.offset}`);
  const rows = result.rows.map(rowOf);
  const first = result.rows[0];
  if (first) return { rows, total: Number(first.total) };
  // Past the last page (or nothing matches): the count alone, so the pager can say how many.
  const counted = await tx.execute<{ total: string }>(
    sql`${filtered} select count(*) as total from filtered`,
  );
  return { rows, total: Number(counted.rows[0]?.total ?? 0) };
}

function rowOf(row: Record<string, unknown>): TransactionRow {
  return {
    id: String(row.id),
    seq: Number(row.seq),
    membershipId: String(row.membership_id),
    planName: String(row.plan_name),
    planCountry: String(row.plan_country),
    kind: String(row.kind),
    type: row.type as TransactionRow['type'],
    amount: Number(row.amount ?? 0),
    date: String(row.date),
    paymentType: row.payment_type === null ? null : String(row.payment_type),
    outcomeType: row.outcome_type === null ? null : String(row.outcome_type),
    outcomeDate: row.outcome_date === null ? null : String(row.outcome_date),
    reason: row.reason === null ? null : String(row.reason),
    ordinal: Number(row.ordinal),
    balance: Number(row.balance),
  };
}
