import type { CountryCode } from '../enums/geography.ts';
import { FEE_MAX_CENTS, PAYMENT_MAX_CENTS } from '../money/limits.ts';
import { type Cents, formatMoney } from '../money/money.ts';

/**
 * The most one receipt may total: a desk payment's largest case, a one-off price at the payment
 * maximum with its join, access card and partial fees at the fee maximum. The receipts table checks
 * it too, so no sum a receipt prints can leave the range the sale and Pay overdue already allow.
 */
export const RECEIPT_MAX_CENTS: Cents = PAYMENT_MAX_CENTS + 3 * FEE_MAX_CENTS;

/** A receipt's number as printed: "R-000042" (numbered per organisation, docs/billing.md "Receipts"). */
export function receiptNumberLabel(number: number): string {
  return `R-${String(number).padStart(6, '0')}`;
}

/** The branch's details a receipt prints, as they were when the payment was taken. */
export interface ReceiptIssuer {
  country: string;
  legalName: string | null;
  gstNumber: string | null;
  isGstRegistered: boolean;
  businessNumberType: string | null;
  businessNumber: string | null;
}

export interface ReceiptTaxFacts {
  /** "Tax invoice" when the branch charges GST (AU requires these words), else "Receipt". */
  heading: string;
  /** "GST number" (NZ) or "ABN" (AU), null when the branch has none on record. */
  taxNumberLabel: string | null;
  taxNumber: string | null;
  /** The GST the total includes, in cents; 0 when the branch does not charge GST. */
  gstCents: Cents;
  /** "Total price includes GST of $5.22", or "No GST is included" for a branch not registered. */
  gstStatement: string;
}

/** GST rates as fractions of a GST-inclusive price: NZ 15% (3/23 of the total), AU 10% (1/11). */
const GST_SHARE: Partial<Record<string, { numerator: number; denominator: number }>> = {
  NZ: { numerator: 3, denominator: 23 },
  AU: { numerator: 1, denominator: 11 },
};

/**
 * Is the branch registered for GST? NZ: it has a GST number (the IRD's number is what makes a
 * supply information valid). AU: the branch says so (`isGstRegistered`, spec 1 §3) and has an ABN,
 * which a tax invoice must show. Elsewhere no GST is printed.
 */
function chargesGst(issuer: ReceiptIssuer): boolean {
  if (issuer.country === 'NZ') return Boolean(issuer.gstNumber?.trim());
  if (issuer.country === 'AU') return issuer.isGstRegistered && abnOf(issuer) !== null;
  return false;
}

const abnOf = (issuer: ReceiptIssuer): string | null =>
  issuer.businessNumberType === 'ABN' && issuer.businessNumber?.trim() ? issuer.businessNumber.trim() : null;

/**
 * What a receipt of `totalCents` (GST inclusive) says about tax (docs/billing.md "Receipts"):
 * membership fees are taxable supplies in both countries, so a registered branch's total includes
 * GST, rounded to the nearest cent.
 */
export function receiptTaxFacts(issuer: ReceiptIssuer, totalCents: Cents): ReceiptTaxFacts {
  const country = issuer.country as CountryCode;
  const share = GST_SHARE[issuer.country];
  const registered = chargesGst(issuer) && share !== undefined;
  const gstCents = registered && share ? Math.round((totalCents * share.numerator) / share.denominator) : 0;
  const taxNumber =
    issuer.country === 'NZ'
      ? issuer.gstNumber?.trim() || null
      : issuer.country === 'AU'
        ? abnOf(issuer)
        : null;
  return {
    heading: registered ? 'Tax invoice' : 'Receipt',
    taxNumberLabel: taxNumber === null ? null : issuer.country === 'NZ' ? 'GST number' : 'ABN',
    taxNumber,
    gstCents,
    gstStatement: registered
      ? `Total price includes GST of ${formatMoney(gstCents, country)}`
      : 'No GST is included',
  };
}
