import {
  chargeKindLabel,
  DISHONOUR_REASON_LABELS,
  type DishonourReason,
  LEDGER_CHARGE_KIND_LABELS,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { ValidationError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { requirePersonAccess } from '../../members/public.ts';
import {
  findTransactionPage,
  type TransactionFilter,
  type TransactionRow,
} from './membership-transactions.repository.ts';

/** What a transaction is, for the kind filter: a direct debit, a payment, or a charge's kind. */
export const TRANSACTION_KINDS = ['DEBIT', 'PAYMENT', ...Object.keys(LEDGER_CHARGE_KIND_LABELS)] as const;

/** How many rows a page may hold; the export and the print view read every filtered row. */
const TRANSACTION_PAGE_MAX = 100;
const TRANSACTION_PAGE_DEFAULT = 25;
/** An export or print view holds at most this many rows (about 20 years of weekly debits). */
const TRANSACTION_EXPORT_MAX = 5000;

type DebitOutcome = 'SUBMITTED' | 'PAID' | 'DISHONOURED';

/** One transaction as staff read it: nothing here is a raw id but `id` (the row's key). */
export interface MembershipTransactionView {
  id: string;
  membershipId: string;
  membershipName: string;
  country: string;
  kind: string;
  label: string;
  /** Cents, always positive: what was charged, paid or debited. */
  amount: number;
  date: string;
  /** e.g. "Gold Weekly · DD-12": the membership's plan and the n-th debit (DD), payment (PAY) or charge (CH). */
  reference: string;
  outcome: DebitOutcome | null;
  outcomeDate: string | null;
  reason: string | null;
  reasonLabel: string | null;
  paymentType: string | null;
  balance: number;
}

export interface MembershipTransactionPageView {
  rows: MembershipTransactionView[];
  total: number;
  offset: number;
  limit: number;
}

export interface TransactionQueryInput {
  from?: string | null;
  to?: string | null;
  kinds?: readonly string[] | null;
  offset?: number | null;
  limit?: number | null;
}

/** A person's transactions, newest first, a page at a time: view-member on their home branch. */
export async function getMembershipTransactionPage(
  context: RequestContext,
  personId: string,
  input: TransactionQueryInput,
): Promise<MembershipTransactionPageView> {
  const filter = transactionFilterOf(input);
  const page = pageOf(input, TRANSACTION_PAGE_MAX);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'view-member');
    const found = await findTransactionPage(tx, context.viewer.applicationId, personId, filter, page);
    return { rows: found.rows.map(transactionOf), total: found.total, ...page };
  });
}

/** Every filtered transaction (the CSV export), with the person's name; same access as the page. */
export async function exportMembershipTransactions(
  context: RequestContext,
  personId: string,
  input: TransactionQueryInput,
): Promise<{ personName: string; rows: MembershipTransactionView[]; total: number }> {
  const filter = transactionFilterOf(input);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx: Transaction) => {
    const person = await requirePersonAccess(context, tx, personId, 'view-member');
    const found = await findTransactionPage(tx, context.viewer.applicationId, personId, filter, {
      offset: 0,
      limit: TRANSACTION_EXPORT_MAX,
    });
    if (found.total > TRANSACTION_EXPORT_MAX)
      throw new ValidationError({
        from: `At most ${TRANSACTION_EXPORT_MAX} transactions are exported at once: narrow the dates.`,
      });
    const personName = [person.firstName, person.lastName].filter(Boolean).join(' ');
    return { personName, rows: found.rows.map(transactionOf), total: found.total };
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateOf(value: string | null | undefined, field: 'from' | 'to'): string | null {
  if (value === null || value === undefined || value === '') return null;
  const label = field === 'from' ? 'From' : 'To';
  if (!DATE.test(value)) throw new ValidationError({ [field]: `${label} must be a date (YYYY-MM-DD).` });
  const notADate = new ValidationError({ [field]: `${label} is not a date in the calendar.` });
  let date: Temporal.PlainDate;
  try {
    date = Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    throw notADate;
  }
  // Year 0 is in Temporal's proleptic calendar but PostgreSQL's dates have none.
  if (date.year < 1) throw notADate;
  return date.toString();
}

/** The filter, checked: real calendar dates, From not after To, known kinds. */
function transactionFilterOf(input: TransactionQueryInput): TransactionFilter {
  const from = dateOf(input.from, 'from');
  const to = dateOf(input.to, 'to');
  if (from !== null && to !== null && from > to)
    throw new ValidationError({ to: 'To must be on or after From.' });
  const kinds = [...new Set(input.kinds ?? [])];
  const known: readonly string[] = TRANSACTION_KINDS;
  const unknown = kinds.find((kind) => !known.includes(kind));
  if (unknown !== undefined) throw new ValidationError({ kinds: 'Choose kinds from the list.' });
  return { from, to, kinds };
}

function pageOf(input: TransactionQueryInput, max: number): { offset: number; limit: number } {
  const limit = input.limit ?? TRANSACTION_PAGE_DEFAULT;
  const offset = input.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > max)
    throw new ValidationError({ limit: `A page holds 1 to ${max} transactions.` });
  if (!Number.isInteger(offset) || offset < 0 || offset > 1_000_000)
    throw new ValidationError({ offset: 'The page does not exist.' });
  return { offset, limit };
}

const OUTCOMES: Readonly<Record<string, DebitOutcome>> = {
  DEBIT_SETTLED: 'PAID',
  DEBIT_DISHONOURED: 'DISHONOURED',
};

const REFERENCE_PREFIX: Readonly<Record<TransactionRow['type'], string>> = {
  DEBIT_SUBMITTED: 'DD',
  PAYMENT: 'PAY',
  CHARGE: 'CH',
};

function isDishonourReason(reason: string): reason is DishonourReason {
  return Object.hasOwn(DISHONOUR_REASON_LABELS, reason);
}

function labelOf(row: TransactionRow): string {
  if (row.type === 'DEBIT_SUBMITTED') return 'Direct debit';
  if (row.type === 'PAYMENT') return row.paymentType ? `Payment (${row.paymentType})` : 'Payment';
  return chargeKindLabel(row.kind);
}

function transactionOf(row: TransactionRow): MembershipTransactionView {
  const outcome = row.type === 'DEBIT_SUBMITTED' ? (OUTCOMES[row.outcomeType ?? ''] ?? 'SUBMITTED') : null;
  return {
    id: row.id,
    membershipId: row.membershipId,
    membershipName: row.planName,
    country: row.planCountry,
    kind: row.kind,
    label: labelOf(row),
    amount: row.amount,
    date: row.date,
    reference: `${row.planName} · ${REFERENCE_PREFIX[row.type]}-${row.ordinal}`,
    outcome,
    outcomeDate: row.outcomeDate,
    reason: row.reason,
    reasonLabel:
      row.reason && isDishonourReason(row.reason) ? DISHONOUR_REASON_LABELS[row.reason] : row.reason,
    paymentType: row.paymentType,
    balance: row.balance,
  };
}
