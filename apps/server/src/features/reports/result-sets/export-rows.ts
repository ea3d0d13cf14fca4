import type { ReportColumn, ReportRow } from './report-source.ts';
import { dollars, isMoneyColumn, presentRow, type ReportValue } from './report-values.ts';

/**
 * What an export writes, line by line, whatever its format: the header, data rows, and for a
 * grouped export a header line before each group and a subtotal line after it (the group's row
 * count and the sum of each money column). Values are presented as for the grid, money in dollars.
 */
export type ExportLine =
  | { kind: 'header'; cells: string[] }
  | { kind: 'row'; cells: ExportCell[] }
  | { kind: 'group'; label: string }
  | { kind: 'subtotal'; cells: ExportCell[] };

export type ExportCell = { type: ReportColumn['dataType']; value: ReportValue };

export async function* exportLines(
  columns: readonly ReportColumn[],
  rows: AsyncIterable<ReportRow>,
  timeZone: string,
  groupBy: ReportColumn | null,
): AsyncGenerator<ExportLine> {
  yield { kind: 'header', cells: columns.map((column) => column.displayName) };
  const money = columns.map(isMoneyColumn);
  let group: { key: string; count: number; sums: number[] } | null = null;
  const subtotal = (current: { count: number; sums: number[] }): ExportLine => ({
    kind: 'subtotal',
    cells: columns.map((column, index) =>
      index === 0
        ? { type: 'STRING', value: `Subtotal (${current.count} ${current.count === 1 ? 'row' : 'rows'})` }
        : money[index]
          ? { type: column.dataType, value: dollars(current.sums[index] ?? 0) }
          : { type: 'STRING', value: null },
    ),
  });
  for await (const row of rows) {
    const shown = presentRow(columns, row, timeZone);
    if (groupBy) {
      const key = String(shown[groupBy.name] ?? '');
      if (!group || group.key !== key) {
        if (group) yield subtotal(group);
        group = { key, count: 0, sums: columns.map(() => 0) };
        yield { kind: 'group', label: `${groupBy.displayName}: ${key === '' ? '(none)' : key}` };
      }
      group.count += 1;
      columns.forEach((column, index) => {
        const value = shown[column.name];
        if (money[index] && typeof value === 'number' && group)
          group.sums[index] = (group.sums[index] ?? 0) + value;
      });
    }
    yield {
      kind: 'row',
      cells: columns.map((column, index) => {
        const value = shown[column.name] ?? null;
        return {
          type: column.dataType,
          value: money[index] && typeof value === 'number' ? dollars(value) : value,
        };
      }),
    };
  }
  if (group) yield subtotal(group);
}
