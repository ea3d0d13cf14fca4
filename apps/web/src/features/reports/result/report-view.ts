import { formatCell, numberOf } from './report-columns.ts';
import type { ReportView } from './report-table.ts';
import type { ReportColumn, ReportRow, ResultSet } from './result-set.ts';

/** A group of the printout: its value as shown, its rows and the sums of its summed columns. */
export interface PrintedGroup {
  label: string;
  rows: ReportRow[];
}

const collator = new Intl.Collator('en-NZ', { numeric: true, sensitivity: 'base' });

function compare(column: ReportColumn, a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  const numberA = numberOf(a);
  const numberB = numberOf(b);
  if (column.dataType !== 'STRING' && numberA !== null && numberB !== null) return numberA - numberB;
  return collator.compare(String(a), String(b));
}

/**
 * The rows as the grid shows them, for the printout: the column filters applied to the text as
 * shown, sorted as the grid sorts, and grouped by the grid's grouping column (groups in order of
 * their value). Without grouping there is one group with an empty label.
 */
export function viewRows(resultSet: ResultSet, view: ReportView): PrintedGroup[] {
  const columns = new Map(resultSet.columns.map((column) => [column.name, column]));
  let rows = resultSet.rows.filter((row) =>
    view.columnFilters.every((filter) => {
      const column = columns.get(filter.id);
      if (!column || typeof filter.value !== 'string') return true;
      return formatCell(column, row[column.name], resultSet.timeZone)
        .toLocaleLowerCase()
        .includes(filter.value.trim().toLocaleLowerCase());
    }),
  );
  const sorts = view.sorting.flatMap((sort) => {
    const column = columns.get(sort.id);
    return column ? [{ column, desc: sort.desc }] : [];
  });
  if (sorts.length > 0) {
    rows = [...rows].sort((a, b) => {
      for (const { column, desc } of sorts) {
        const order = compare(column, a[column.name], b[column.name]);
        if (order !== 0) return desc ? -order : order;
      }
      return 0;
    });
  }
  const groupColumn = view.grouping[0] ? columns.get(view.grouping[0]) : undefined;
  if (!groupColumn) return [{ label: '', rows }];
  const groups = new Map<string, { value: unknown; rows: ReportRow[] }>();
  for (const row of rows) {
    const value = row[groupColumn.name];
    const key = String(value ?? '');
    const group = groups.get(key) ?? { value, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => compare(groupColumn, a.value, b.value))
    .map((group) => ({
      label: `${groupColumn.displayName}: ${formatCell(groupColumn, group.value, resultSet.timeZone) || '(none)'}`,
      rows: group.rows,
    }));
}
