import type { ReportColumn, ReportRow } from './report-source.ts';
import { dollars, isMoneyColumn, presentValues, type ReportValue } from './report-values.ts';

/**
 * What an export writes, line by line, whatever its format: the header (with each column's type),
 * data rows, and for a grouped export a header line before each group and a subtotal line after it
 * (the group's row count and the sum of each money column). Values are presented as for the grid,
 * money in dollars, in column order: a line is one array of values, not an object a cell, since an
 * export makes a line for each of up to millions of rows.
 */
export type ExportLine =
  | { kind: 'header'; cells: string[]; types: ExportType[] }
  | { kind: 'row'; values: ReportValue[] }
  | { kind: 'group'; label: string }
  | { kind: 'subtotal'; values: ReportValue[] };

export type ExportType = ReportColumn['dataType'];

export async function* exportLines(
  columns: readonly ReportColumn[],
  rows: AsyncIterable<ReportRow>,
  timeZone: string,
  groupBy: ReportColumn | null,
): AsyncGenerator<ExportLine> {
  yield {
    kind: 'header',
    cells: columns.map((column) => column.displayName),
    types: columns.map((column) => column.dataType),
  };
  const money = columns.map(isMoneyColumn);
  const groupIndex = groupBy ? columns.findIndex((column) => column.name === groupBy.name) : -1;
  let group: { key: string; count: number; sums: number[] } | null = null;
  const subtotal = (current: { count: number; sums: number[] }): ExportLine => ({
    kind: 'subtotal',
    values: columns.map((_column, index) =>
      index === 0
        ? `Subtotal (${current.count} ${current.count === 1 ? 'row' : 'rows'})`
        : money[index]
          ? dollars(current.sums[index] ?? 0)
          : null,
    ),
  });
  for await (const row of rows) {
    const values = presentValues(columns, row, timeZone);
    if (groupBy) {
      const key = String(values[groupIndex] ?? '');
      if (!group || group.key !== key) {
        if (group) yield subtotal(group);
        group = { key, count: 0, sums: columns.map(() => 0) };
        yield { kind: 'group', label: `${groupBy.displayName}: ${key === '' ? '(none)' : key}` };
      }
      group.count += 1;
      for (let index = 0; index < values.length; index += 1) {
        const value = values[index];
        if (money[index] && typeof value === 'number') group.sums[index] = (group.sums[index] ?? 0) + value;
      }
    }
    // Money is summed in cents (above) and written in dollars.
    for (let index = 0; index < values.length; index += 1) {
      const value = values[index];
      if (money[index] && typeof value === 'number') values[index] = dollars(value);
    }
    yield { kind: 'row', values };
  }
  if (group) yield subtotal(group);
}
