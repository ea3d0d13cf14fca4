import type { CountryCode } from '@clubline/domain';
import { formatMoney, receiptNumberLabel, receiptTaxFacts } from '@clubline/domain';
import type { ReceiptRow } from './receipts.repository.ts';

/** A receipt as staff and the member see it: the stored copy with its tax wording (receiptTaxFacts). */
export interface ReceiptView {
  row: ReceiptRow;
  receiptNumber: string;
  heading: string;
  taxNumberLabel: string | null;
  taxNumber: string | null;
  gstStatement: string;
}

export function receiptView(row: ReceiptRow): ReceiptView {
  const facts = receiptTaxFacts(row.issuer, row.totalCents);
  return {
    row,
    receiptNumber: receiptNumberLabel(row.number),
    heading: facts.heading,
    taxNumberLabel: facts.taxNumberLabel,
    taxNumber: facts.taxNumber,
    gstStatement: facts.gstStatement,
  };
}

const DATE = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeZone: 'UTC' });

/** The email template's data: every value formatted as the printed receipt shows it. */
export function receiptEmailData(view: ReceiptView) {
  const { row } = view;
  const country = row.issuer.country as CountryCode;
  return {
    recipientName: row.recipient.name,
    heading: view.heading,
    receiptNumber: view.receiptNumber,
    issuedOn: DATE.format(new Date(`${row.issuedOn}T00:00:00Z`)),
    legalName: row.issuer.legalName ?? row.issuer.branchName,
    branchName: row.issuer.branchName,
    branchAddress: row.issuer.address ?? '',
    taxNumberText: view.taxNumber ? `${view.taxNumberLabel}: ${view.taxNumber}` : '',
    lines: row.lines.map((line) => ({
      description: line.description,
      amount: formatMoney(line.amountCents, country),
    })),
    total: formatMoney(row.totalCents, country),
    gstStatement: view.gstStatement,
    paymentType: row.paymentType ?? 'Paid',
  };
}
