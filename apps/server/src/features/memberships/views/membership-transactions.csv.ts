import type { MembershipTransactionView } from './membership-transactions.service.ts';

const OUTCOME_TEXT = { SUBMITTED: 'Submitted', PAID: 'Paid', DISHONOURED: 'Dishonoured' } as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return first) gets a
 * leading apostrophe, so a name or reason typed as "=HYPERLINK(…)" stays text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Cents as dollars and cents, e.g. 1250 → "12.50", -5 → "-0.05" (no currency sign). */
function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const TRANSACTIONS_CSV_HEADER = [
  'Date',
  'Membership',
  'Reference',
  'Description',
  'Outcome',
  'Outcome date',
  'Reason',
  'Amount',
  'Balance',
] as const;

/** The filtered transactions as CSV, newest first as on the page, CRLF line ends (RFC 4180). */
export function transactionsCsv(rows: readonly MembershipTransactionView[]): string {
  const lines = [TRANSACTIONS_CSV_HEADER.join(',')];
  for (const row of rows) {
    const cells = [
      row.date,
      row.membershipName,
      row.reference,
      row.label,
      row.outcome ? OUTCOME_TEXT[row.outcome] : '',
      row.outcomeDate ?? '',
      row.reasonLabel ?? '',
    ];
    // Money is written by us as digits with an optional minus, never typed by a person, so it
    // skips the formula guard: a credit balance stays -12.50, a number a spreadsheet adds up.
    lines.push([...cells.map(csvCell), csvMoney(row.amount), csvMoney(row.balance)].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
