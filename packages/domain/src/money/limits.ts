import { type Cents, formatCents } from './money.ts';

/**
 * The most a fee staff type on a sale may be: $10,000, the bound the branch billing accounts
 * already put on their fees (billing-accounts.ts). Ours: the spec gives no upper bound. Without
 * one a typed 2,147,483,647 cents was stored and every sum over the membership's ledger overflowed.
 */
export const FEE_MAX_CENTS: Cents = 1_000_000;

/**
 * The most any one payment taken at the desk or recorded with a sale may be (a one-off price with
 * its fees, a point of sale amount, an overdue payment): $100,000, above any real membership and
 * far below what a sum of a member's ledger can hold. Ours: the spec gives no upper bound.
 */
export const PAYMENT_MAX_CENTS: Cents = 10_000_000;

/** An amount as the limits' messages write it: whole dollars without cents ("$10,000"), else "$12.34". */
export function limitText(cents: Cents): string {
  const text = formatCents(cents);
  return `$${text.endsWith('.00') ? text.slice(0, -3) : text}`;
}

/** The messages' style is the branch billing accounts' ('Cancellation fee cannot exceed $10,000'). */
export const amountTooHigh = (field: string, max: Cents): string =>
  `${field} cannot exceed ${limitText(max)}`;
