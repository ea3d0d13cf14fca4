import {
  type BillingProviderId,
  chargeKindLabel,
  type Debit,
  type FirstPaymentPreview,
  type LedgerSummary,
  type MembershipKind,
  type MembershipStatus,
  type ScheduledCharge,
} from '@clubline/domain';
import type { Temporal } from 'temporal-polyfill';
import type { MembershipPlanRow, PaymentOptionRow } from '../../plans/public.ts';
import type { MembershipBillingAccountRow, MembershipRow } from '../memberships.repository.ts';
import type { MembershipSuspensionRow } from '../suspensions/membership-suspensions.repository.ts';

/** One charge line of a debit or an action, as the wire shows it. */
export interface ChargeLineView {
  kind: string;
  label: string;
  amount: number;
  periodStart: string | null;
  periodEnd: string | null;
}

/** One day's direct debit as the wire shows it. */
export interface DebitView {
  date: string;
  amount: number;
  charges: ChargeLineView[];
}

/**
 * A membership as one request reads it: the row, its billing account, what it was sold under and
 * its ledger summary for today, all loaded for a whole list at once (memberships.service.ts).
 * `debits(count)` lists the next direct debits from today from the membership's schedule.
 */
export interface MembershipView {
  row: MembershipRow;
  account: MembershipBillingAccountRow | null;
  plan: MembershipPlanRow;
  option: PaymentOptionRow;
  today: Temporal.PlainDate;
  status: MembershipStatus;
  kind: MembershipKind;
  provider: BillingProviderId | null;
  /** The organisation's provider now (what Suspend and Free period follow, spec 2 §4). */
  organisationProvider: BillingProviderId;
  summary: LedgerSummary;
  /** Cents received: settled debits and payments, less the payments that waived a fee. */
  totalPaid: number;
  firstPaymentDate: string | null;
  minimumTermEndDate: string | null;
  signupLink: string | null;
  /** Its suspensions in start order. */
  suspensions: MembershipSuspensionRow[];
  debits(count: number): DebitView[];
  /** End: the dates a billing member may end on (YYYY-MM-DD); null when not billing. */
  endDates(): string[] | null;
}

export interface FirstPaymentDetailsView {
  preview: FirstPaymentPreview;
  nextDebits: DebitView[];
}

export interface MembershipActionPreviewView {
  charges: ChargeLineView[];
  debits: DebitView[];
  stoppedDebits: DebitView[];
  /** The membership's end date after the action, when the action moves it (a non-billing pause). */
  endDate?: string | null;
}

export interface BillingLinksView {
  personalDetails: string | null;
  paymentHistory: string | null;
  paymentDetails: string | null;
}

function chargeLineOf(charge: ScheduledCharge): ChargeLineView {
  return {
    kind: charge.kind,
    label: chargeKindLabel(charge.kind),
    amount: charge.amount,
    periodStart: charge.period?.start.toString() ?? null,
    periodEnd: charge.period?.end.toString() ?? null,
  };
}

export function debitViewOf(debit: Debit): DebitView {
  return { date: debit.date.toString(), amount: debit.amount, charges: debit.charges.map(chargeLineOf) };
}

/**
 * `debits` (in date order) with `line` collected by the debit of `date`: added to that day's debit,
 * or a debit of its own that day. Paysmart's cancellation fee rides on the next debit this way.
 */
export function withChargeOn(debits: readonly DebitView[], date: string, line: ChargeLineView): DebitView[] {
  const same = debits.find((debit) => debit.date === date);
  if (same) {
    return debits.map((debit) =>
      debit === same
        ? { ...debit, amount: debit.amount + line.amount, charges: [...debit.charges, line] }
        : debit,
    );
  }
  return [...debits, { date, amount: line.amount, charges: [line] }].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
}
