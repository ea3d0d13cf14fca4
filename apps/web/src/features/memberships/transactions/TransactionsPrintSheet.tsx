import { formatMoney } from '@clubline/domain';
import { formatCalendarDate } from '../../../ui/format.ts';
import { PrintSheet } from '../../../ui/PrintSheet.tsx';
import { currencyCountry } from '../../plans/public.ts';
import { kindLabel } from './TransactionFilters.tsx';
import { balanceText, outcomeText } from './transaction-cells.tsx';
import classes from './transactions-print.module.css';
import type { TransactionFilterValues, TransactionRow } from './transactions-query.ts';

/** "From 1 Jan 2026 to 31 Mar 2026, Direct debits", or "All dates, all kinds". */
function filterSummary(filter: TransactionFilterValues): string {
  const dates =
    filter.from && filter.to
      ? `From ${formatCalendarDate(filter.from)} to ${formatCalendarDate(filter.to)}`
      : filter.from
        ? `From ${formatCalendarDate(filter.from)}`
        : filter.to
          ? `Up to ${formatCalendarDate(filter.to)}`
          : 'All dates';
  return `${dates}, ${filter.kind ? kindLabel(filter.kind) : 'all kinds'}`;
}

/**
 * What prints: the member, the filter and every filtered row, plain black on white. Rendered into
 * <body> so the print stylesheet can leave the whole app out (transactions-print.module.css).
 */
export function TransactionsPrintSheet({
  memberName,
  filter,
  rows,
  printedOn,
}: {
  memberName: string;
  filter: TransactionFilterValues;
  rows: readonly TransactionRow[];
  printedOn: string;
}) {
  return (
    <PrintSheet label="Transactions print view" testId="transactions-print" className={classes.sheet}>
      <h1>Transactions — {memberName}</h1>
      <p>
        {filterSummary(filter)}. {rows.length} {rows.length === 1 ? 'transaction' : 'transactions'}, newest
        first. Printed {formatCalendarDate(printedOn)}.
      </p>
      <table>
        <thead>
          <tr>
            <th>Date</th>
            <th>Description</th>
            <th>Reference</th>
            <th>Outcome</th>
            <th className={classes.right}>Amount</th>
            <th className={classes.right}>Balance</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatCalendarDate(row.date)}</td>
              <td>{row.label}</td>
              <td>{row.reference}</td>
              <td>
                {row.outcome ? outcomeText(row.outcome) : ''}
                {row.outcomeDate ? ` ${formatCalendarDate(row.outcomeDate)}` : ''}
                {row.reasonLabel ? `: ${row.reasonLabel}` : ''}
              </td>
              <td className={classes.right}>{formatMoney(row.amount, currencyCountry(row.country))}</td>
              <td className={classes.right}>{balanceText(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintSheet>
  );
}
