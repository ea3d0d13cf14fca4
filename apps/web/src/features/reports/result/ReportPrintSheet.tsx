import { formatCalendarDate } from '../../../ui/format.ts';
import { PrintSheet } from '../../../ui/PrintSheet.tsx';
import { formatCell, formatMoneyValue, isMoneyColumn, sumOf } from './report-columns.ts';
import classes from './report-print.module.css';
import { isSummed, type ReportView } from './report-table.ts';
import { viewRows } from './report-view.ts';
import type { ReportColumn, ResultSet } from './result-set.ts';

interface ReportPrintSheetProps {
  title: string;
  from: string | null;
  to: string | null;
  branchNames: readonly string[];
  resultSet: ResultSet;
  view: ReportView;
}

function Total({ column, value, timeZone }: { column: ReportColumn; value: number; timeZone: string }) {
  return <>{isMoneyColumn(column) ? formatMoneyValue(column, value) : formatCell(column, value, timeZone)}</>;
}

/**
 * What Print / Save to PDF prints (spec 3 §2): a report, not the screen. The title, the range, the
 * branches and when it was generated; then every row the grid's filters keep, in its order and
 * groups (not only the page on screen), with group subtotals and the totals of the money columns.
 */
export function ReportPrintSheet({ title, from, to, branchNames, resultSet, view }: ReportPrintSheetProps) {
  const { columns, timeZone } = resultSet;
  const groups = viewRows(resultSet, view);
  const summed = columns.filter(isSummed);
  const grouped = groups.length > 0 && groups[0]?.label !== '';
  const allRows = groups.flatMap((group) => group.rows);
  const filtered = view.columnFilters.length > 0;
  const range = from && to ? `${formatCalendarDate(from)} to ${formatCalendarDate(to)}` : null;
  const generated = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(),
  );
  const totalOf = (column: ReportColumn) =>
    filtered || resultSet.summaries[column.name] === undefined
      ? sumOf(allRows, column)
      : (resultSet.summaries[column.name] ?? 0);

  return (
    <PrintSheet label={`${title} print view`} className={classes.sheet} testId="report-print">
      <h1>{title}</h1>
      <div className={classes.meta}>
        {range && <div>{`Date range: ${range}`}</div>}
        {branchNames.length > 0 && <div>{`Branches: ${branchNames.join(', ')}`}</div>}
        <div>{`Generated ${generated}`}</div>
        <div>
          {resultSet.truncated
            ? `The first ${resultSet.rows.length.toLocaleString('en-NZ')} of ${resultSet.totalRows.toLocaleString('en-NZ')} rows`
            : `${allRows.length.toLocaleString('en-NZ')} rows`}
        </div>
      </div>
      <table className={classes.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.name} className={isSummed(column) ? classes.number : undefined}>
                {column.displayName}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.label || 'rows'}>
            {grouped && (
              <tr className={classes.groupHeading}>
                <td colSpan={columns.length}>{`${group.label} (${group.rows.length})`}</td>
              </tr>
            )}
            {group.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: printed rows have no identity and never move.
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.name} className={isSummed(column) ? classes.number : undefined}>
                    {formatCell(column, row[column.name], timeZone)}
                  </td>
                ))}
              </tr>
            ))}
            {grouped && summed.length > 0 && (
              <tr className={classes.subtotal}>
                {columns.map((column, index) => (
                  <td key={column.name} className={isSummed(column) ? classes.number : undefined}>
                    {isSummed(column) ? (
                      <Total column={column} value={sumOf(group.rows, column)} timeZone={timeZone} />
                    ) : index === 0 ? (
                      'Subtotal'
                    ) : null}
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        ))}
        {summed.some(isMoneyColumn) && (
          <tfoot>
            <tr className={classes.total}>
              {columns.map((column, index) => (
                <td key={column.name} className={isSummed(column) ? classes.number : undefined}>
                  {isMoneyColumn(column) ? (
                    <Total column={column} value={totalOf(column)} timeZone={timeZone} />
                  ) : index === 0 ? (
                    'Total'
                  ) : null}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </PrintSheet>
  );
}
