import type { LedgerChargeKind } from './ledger.ts';

/**
 * Labels of ledger charge kinds (ours: the spec does not list them), for staff screens and the
 * member's payment setup page alike.
 */
export const LEDGER_CHARGE_KIND_LABELS: Readonly<Record<LedgerChargeKind, string>> = {
  PARTIAL: 'Partial payment',
  RECURRING: 'Recurring payment',
  PROMOTION: 'Promotional payment',
  ONE_OFF: 'One-off payment',
  JOIN_FEE: 'Join fee',
  ACCESS_CARD_FEE: 'Access card fee',
  ADMINISTRATION_FEE: 'Administration fee',
  REVERSAL_FEE: 'Dishonour fee',
  CANCELLATION_FEE: 'Cancellation fee',
  SUSPENSION_FEE: 'Suspension fee',
  LATE_CANCELLATION_FEE: 'Late cancellation fee',
  NO_SHOW_FEE: 'No-show fee',
};

const isLedgerChargeKind = (kind: string): kind is LedgerChargeKind =>
  Object.hasOwn(LEDGER_CHARGE_KIND_LABELS, kind);

/** The label of a stored charge kind; a kind the domain does not know is shown as it is stored. */
export const chargeKindLabel = (kind: string): string =>
  isLedgerChargeKind(kind) ? LEDGER_CHARGE_KIND_LABELS[kind] : kind;
