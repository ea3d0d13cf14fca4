import { DISHONOUR_REASON_ACTIONS, DISHONOUR_REASON_LABELS, type LedgerSummary } from '@clubline/domain';

/** The last dishonour of a ledger summary as staff read it (label and action from the domain). */
export function dishonourOf(last: LedgerSummary['lastDishonour']) {
  if (!last) return null;
  return {
    reason: last.reason,
    label: DISHONOUR_REASON_LABELS[last.reason],
    action: DISHONOUR_REASON_ACTIONS[last.reason],
    date: last.date.toString(),
  };
}
