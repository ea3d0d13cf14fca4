import { type EntryMembership, type EntryPause, ledgerSummary, type PlanType } from '@clubline/domain';
import type { Temporal } from 'temporal-polyfill';
import { type LedgerEntryFields, toLedgerEntry } from '../billing/public.ts';

/** A membership as the door decision reads it from the database (online and offline). */
export interface MembershipFacts {
  id: string;
  branchId: string;
  status: string;
  startDate: string;
  endDate: string | null;
  cancellationReason: string | null;
  allowAccessFrom: string | null;
  allowAccessUntil: string | null;
  numberOfVisitsLeft: number | null;
  planName: string;
  planType: string;
  ddrStatus: string | null;
  pauses: readonly { startDate: string; endDate: string; kind: string }[];
}

const PLAN_TYPES: readonly PlanType[] = ['ONGOING', 'VISITOR_PASS', 'EXTERNAL_PAYER'];

/** What is overdue on the swipe's day, from the membership's ledger (null: nothing, or not read). */
export function overdueAtDoor(
  ledger: readonly LedgerEntryFields[] | undefined,
  today: Temporal.PlainDate,
): EntryMembership['overdue'] {
  if (!ledger?.length) return null;
  const summary = ledgerSummary(ledger.map(toLedgerEntry), today);
  return summary.overdueAmount > 0
    ? {
        amountCents: summary.overdueAmount,
        since: (summary.overdueSince ?? today).toString(),
        dishonoured: summary.lastDishonour !== null,
      }
    : null;
}

/** The membership as decideEntry takes it. */
export function entryMembershipOf(
  row: MembershipFacts,
  overdue: EntryMembership['overdue'],
): EntryMembership {
  return {
    id: row.id,
    branchId: row.branchId,
    status: row.status as EntryMembership['status'],
    startDate: row.startDate,
    endDate: row.endDate,
    cancellationReason: row.cancellationReason as EntryMembership['cancellationReason'],
    allowAccessFrom: row.allowAccessFrom,
    allowAccessUntil: row.allowAccessUntil,
    planName: row.planName,
    planType: PLAN_TYPES.find((known) => known === row.planType) ?? 'ONGOING',
    // A visit pass without a count has no visits left (the column is null for other plans).
    numberOfVisitsLeft: row.planType === 'VISITOR_PASS' ? (row.numberOfVisitsLeft ?? 0) : null,
    paymentSetupPending: row.ddrStatus === 'DDR_PENDING',
    overdue,
    pauses: row.pauses.map(
      (pause): EntryPause => ({
        startDate: pause.startDate,
        endDate: pause.endDate,
        kind: pause.kind === 'FREE_PERIOD' ? 'FREE_PERIOD' : 'SUSPENSION',
      }),
    ),
  };
}
