import {
  CREDIT_CARD_ONLINE,
  DESK_PAYMENT_TYPES,
  offersCreditCardOnline,
  type PaymentFrequency,
} from '@clubline/domain';

const DIRECT_DEBIT = 'DIRECT_DEBIT';

/**
 * How a member pays at the desk (pay overdue, fees paid in branch, a one-off sale): the domain's
 * closed list, the one the server accepts.
 */
export const IN_BRANCH_PAYMENT_TYPES = DESK_PAYMENT_TYPES.map((type) => ({ value: type, label: type }));

/** The payment type of a free, external-payer or no-fee sale: a cash payment of 0 (spec 2 §4). */
export const ZERO_CASH_PAYMENT_TYPE = 'Cash';

/**
 * A one-off or visit-pass sale: paid at the desk, by direct debit (billed by the provider), or
 * 'Credit card ONLINE' for a one-off or unspecified frequency only (spec 2 §4).
 */
export function oneOffPaymentTypes(frequency: PaymentFrequency | null): { value: string; label: string }[] {
  return [
    ...IN_BRANCH_PAYMENT_TYPES,
    { value: DIRECT_DEBIT, label: 'Direct debit' },
    ...(offersCreditCardOnline(frequency) ? [{ value: CREDIT_CARD_ONLINE, label: CREDIT_CARD_ONLINE }] : []),
  ];
}
