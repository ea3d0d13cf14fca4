import { type LedgerEntry, type LedgerSummary, ledgerSummary } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';

/**
 * The stored history the demo arrivals are decided from, and what it says a membership was on a
 * past day. The tables keep a membership's state as it is today; its past is read from what is
 * dated: a suspension or free period ran between its dates (else the membership was ACTIVE, or
 * BLOCKED when it is stored so: the demo never blocks), and its ledger as of that day says what was
 * overdue. Start, end and cancellation are the stored dates (membershipStatusOn reads them).
 */

export interface SuspensionHistory {
  startDate: string;
  /** Exclusive. */
  endDate: string;
  kind: 'SUSPENSION' | 'FREE_PERIOD';
}

export interface HistoryLedgerRow {
  type: string;
  chargeKey: string | null;
  kind: string | null;
  amount: number | null;
  date: string;
  reference: string | null;
  reason: string | null;
}

export interface MembershipHistory {
  id: string;
  personId: string;
  branchId: string;
  /** As stored today. */
  status: string;
  startDate: string;
  endDate: string | null;
  cancellationReason: string | null;
  allowAccessFrom: string | null;
  allowAccessUntil: string | null;
  planType: string;
  planName: string;
  numberOfVisits: number | null;
  ddrStatus: string | null;
  provider: string | null;
  suspensions: readonly SuspensionHistory[];
  /**
   * Only for memberships that ever had a debit dishonoured: in the seed every other charge is debited
   * or paid on the day it falls due, so the others were never overdue on any day.
   */
  ledger: readonly HistoryLedgerRow[];
}

export interface PersonHistory {
  id: string;
  firstName: string;
  homeBranchId: string | null;
  cardNumber: string | null;
  vaccinationCertSightedOn: Date | null;
  vaccinationPassExpiryDate: Date | null;
  roles: readonly { branchId: string; roleType: string; status: string }[];
}

/** The stored status a membership had on `day`: a suspension or free period running then, or its own. */
export function storedStatusOn(membership: MembershipHistory, day: string): string {
  const running = membership.suspensions.find((s) => s.startDate <= day && day < s.endDate);
  if (running) return running.kind === 'FREE_PERIOD' ? 'FREE_PERIOD' : 'SUSPENDED';
  // Today's stored SUSPENDED or FREE_PERIOD comes from a suspension (checked above); outside one it
  // was active. BLOCKED is kept: nothing records since when, so the seed treats it as always.
  return membership.status === 'BLOCKED' ? 'BLOCKED' : 'ACTIVE';
}

const ledgerEntryOf = (row: HistoryLedgerRow): LedgerEntry | null => {
  const date = Temporal.PlainDate.from(row.date);
  switch (row.type) {
    case 'CHARGE':
      return {
        type: 'CHARGE',
        key: row.chargeKey ?? '',
        kind: row.kind as Extract<LedgerEntry, { type: 'CHARGE' }>['kind'],
        amount: row.amount ?? 0,
        dueDate: date,
      };
    case 'DEBIT_SUBMITTED':
      return { type: 'DEBIT_SUBMITTED', reference: row.reference ?? '', amount: row.amount ?? 0, date };
    case 'DEBIT_SETTLED':
      return { type: 'DEBIT_SETTLED', reference: row.reference ?? '', date };
    case 'DEBIT_DISHONOURED':
      return {
        type: 'DEBIT_DISHONOURED',
        reference: row.reference ?? '',
        reason: row.reason as Extract<LedgerEntry, { type: 'DEBIT_DISHONOURED' }>['reason'],
        date,
      };
    case 'PAYMENT':
      return { type: 'PAYMENT', reference: row.reference ?? '', amount: row.amount ?? 0, date };
    default:
      return null;
  }
};

/** Per membership: its ledger as the domain reads it (each with its date), and summaries by day. */
const ledgers = new WeakMap<
  MembershipHistory,
  { entries: { date: string; entry: LedgerEntry }[]; byDay: Map<string, LedgerSummary> }
>();

/**
 * The ledger's summary as it stood on `day` (only what was written by then), or null for a
 * membership that never had a debit dishonoured: those were never overdue. Kept per day.
 */
export function ledgerOn(membership: MembershipHistory, day: string): LedgerSummary | null {
  if (membership.ledger.length === 0) return null;
  let ledger = ledgers.get(membership);
  if (!ledger) {
    ledger = {
      entries: membership.ledger.flatMap((row) => {
        const entry = ledgerEntryOf(row);
        return entry ? [{ date: row.date, entry }] : [];
      }),
      byDay: new Map(),
    };
    ledgers.set(membership, ledger);
  }
  const known = ledger.byDay.get(day);
  if (known) return known;
  const summary = ledgerSummary(
    ledger.entries.filter((row) => row.date <= day).map((row) => row.entry),
    Temporal.PlainDate.from(day),
  );
  ledger.byDay.set(day, summary);
  return summary;
}
