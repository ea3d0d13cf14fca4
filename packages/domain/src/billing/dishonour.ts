import type { DishonourReason } from './ledger.ts';

/**
 * A dishonoured direct debit as staff read it (docs/billing.md "Settlement and
 * dishonours"): the bank's reason in words, and what the branch should do about it. Ours: the spec
 * shows no texts for these. The server's lastDishonour and the web's overdue notice read them here.
 */
export const DISHONOUR_REASON_LABELS: Readonly<Record<DishonourReason, string>> = {
  INSUFFICIENT_FUNDS: 'Insufficient funds',
  ACCOUNT_CLOSED: 'Account closed',
  AUTHORITY_CANCELLED: 'Authority cancelled by the customer',
  CARD_EXPIRED: 'Card expired',
  REFER_TO_CUSTOMER: 'Refer to customer',
};

export const DISHONOUR_REASON_ACTIONS: Readonly<Record<DishonourReason, string>> = {
  INSUFFICIENT_FUNDS:
    'Ask the member to pay the overdue amount at the desk, or to make sure funds are there for the next debit.',
  ACCOUNT_CLOSED:
    'Ask the member for a new bank account or card: send them a new payment setup link. Collect the overdue amount at the desk.',
  AUTHORITY_CANCELLED:
    'The member cancelled the direct debit at their bank. Talk to them before the next debit: they need to set up payment again or end the membership.',
  CARD_EXPIRED: 'Ask the member for their new card details: send them a new payment setup link.',
  REFER_TO_CUSTOMER:
    'The bank gave no reason. Ask the member to contact their bank, then collect the overdue amount at the desk.',
};

/** The ledger row's label on the transactions page, e.g. "Direct debit dishonoured: Insufficient funds". */
export function dishonourLabel(reason: DishonourReason): string {
  return `Direct debit dishonoured: ${DISHONOUR_REASON_LABELS[reason]}`;
}
