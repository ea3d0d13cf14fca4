import { formatMoney, formatPrice } from '@clubline/domain';
import { formatCalendarDate, formatInstant } from '../../../ui/format.ts';
import type { ReportColumn, ReportRow } from './result-set.ts';

/**
 * Spec 3 §2: "columns whose names contain fee, amount or price are shown as currency" and summed.
 * Money is integer cents on the wire (spec 3 §1), whatever the column's declared type.
 */
const MONEY_NAME = /fee|amount|price/i;

export const isMoneyColumn = (column: ReportColumn): boolean =>
  column.dataType === 'CURRENCY' || MONEY_NAME.test(column.name);

/** A fee or a price of 0 is "Free" (spec 3 §1); an amount paid of 0 is $0.00. */
const shownAsPrice = (column: ReportColumn) => /fee|price/i.test(column.name);

/** A value as a number (numeric text from pg's bigint and numeric), or null. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/** Money in cents for display: "$12.50" (a fee of 0: "Free"). */
export function formatMoneyValue(column: ReportColumn, value: unknown): string {
  const cents = numberOf(value);
  if (cents === null) return shownAsPrice(column) ? formatPrice(null) : '';
  const whole = Math.round(cents);
  return shownAsPrice(column) ? formatPrice(whole) : formatMoney(whole);
}

const numberFormat = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 2 });

/** A cell's text as the grid, the filters and the printout show it. */
export function formatCell(column: ReportColumn, value: unknown, timeZone: string): string {
  if (isMoneyColumn(column)) return formatMoneyValue(column, value);
  if (value === null || value === undefined || value === '') return '';
  switch (column.dataType) {
    case 'DATE':
      return typeof value === 'string' ? (formatCalendarDate(value.slice(0, 10)) ?? value) : String(value);
    case 'DATETIME':
      return typeof value === 'string' || typeof value === 'number'
        ? (formatInstant(value, timeZone, 'dateTime') ?? String(value))
        : String(value);
    case 'BOOLEAN':
      return value === true || value === 'true' ? 'Yes' : 'No';
    case 'INTEGER':
    case 'NUMBER': {
      const number = numberOf(value);
      return number === null ? String(value) : numberFormat.format(number);
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** The sum of a money or number column over rows (cents for money). */
export function sumOf(rows: readonly ReportRow[], column: ReportColumn): number {
  let total = 0;
  for (const row of rows) total += numberOf(row[column.name]) ?? 0;
  return total;
}

/** Spec 3 §2: above this many columns they are sized to their content. */
const AUTO_FIT_ABOVE_COLUMNS = 5;
const CHARACTER_PX = 8;
const CELL_PADDING_PX = 48;
const MIN_COLUMN_PX = 90;
const MAX_COLUMN_PX = 360;
/** Rows measured for a column's width: enough to see its usual values, cheap on 10,000 rows. */
const ROWS_MEASURED = 200;

/**
 * Each column's starting width in pixels. Up to five columns share the grid's width (null: no fixed
 * sizes); above five each column fits its header and the values of the first rows (spec 3 §2
 * "Columns auto-fit when there are more than 5"), within bounds; the user may resize any of them.
 */
export function autoFitWidths(
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  timeZone: string,
): Record<string, number> | null {
  if (columns.length <= AUTO_FIT_ABOVE_COLUMNS) return null;
  const widths: Record<string, number> = {};
  const sample = rows.slice(0, ROWS_MEASURED);
  for (const column of columns) {
    let longest = column.displayName.length;
    for (const row of sample)
      longest = Math.max(longest, formatCell(column, row[column.name], timeZone).length);
    widths[column.name] = Math.min(
      MAX_COLUMN_PX,
      Math.max(MIN_COLUMN_PX, longest * CHARACTER_PX + CELL_PADDING_PX),
    );
  }
  return widths;
}
