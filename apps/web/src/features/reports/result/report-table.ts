import {
  aggregationFn_sum,
  type ColumnDef,
  type ColumnFiltersState,
  columnFilteringFeature,
  columnGroupingFeature,
  columnResizingFeature,
  columnSizingFeature,
  createExpandedRowModel,
  createFilteredRowModel,
  createGroupedRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  type GroupingState,
  type Row,
  rowAggregationFeature,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
} from '@tanstack/react-table';
import { formatCell, isMoneyColumn, numberOf } from './report-columns.ts';
import type { ReportColumn, ReportRow } from './result-set.ts';

/**
 * The grid's TanStack Table features (spec 3 §2: paging, sorting, filtering, grouping with sums,
 * resizing): each feature and function imported by name, so the page's chunk carries only these.
 */
export const reportTableFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  columnGroupingFeature,
  rowAggregationFeature,
  rowExpandingFeature,
  rowPaginationFeature,
  columnSizingFeature,
  columnResizingFeature,
  sortedRowModel: createSortedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  groupedRowModel: createGroupedRowModel(),
  expandedRowModel: createExpandedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  aggregationFns: { sum: aggregationFn_sum },
});

export type ReportTableFeatures = typeof reportTableFeatures;
export type ReportTableRow = Row<ReportTableFeatures, ReportRow>;

/** Spec 3 §9: the grid shows 12 rows a page; the size selector offers these. */
export const REPORT_PAGE_SIZE = 12;
export const REPORT_PAGE_SIZES = [12, 25, 50, 100] as const;

/** What a column's values sort by: numbers as numbers, dates and text as text; empty last. */
function sortValueOf(column: ReportColumn, value: unknown): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (isMoneyColumn(column) || column.dataType === 'INTEGER' || column.dataType === 'NUMBER') {
    return numberOf(value);
  }
  if (column.dataType === 'BOOLEAN') return value === true || value === 'true' ? 1 : 0;
  return typeof value === 'string' ? value : String(value);
}

const collator = new Intl.Collator('en-NZ', { numeric: true, sensitivity: 'base' });

function compareValues(a: number | string | null, b: number | string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Columns that get a SUM in group rows and the footer: money and plain numbers. */
export const isSummed = (column: ReportColumn): boolean =>
  isMoneyColumn(column) || column.dataType === 'INTEGER' || column.dataType === 'NUMBER';

/**
 * The grid's column definitions. A column filter matches the text as shown ("$12.50", "8 Nov
 * 2026"), not the raw value, so what staff type is what they see.
 */
export function reportColumnDefs(
  columns: readonly ReportColumn[],
  timeZone: string,
  widths: Record<string, number> | null,
): ColumnDef<ReportTableFeatures, ReportRow>[] {
  return columns.map((column) => ({
    id: column.name,
    header: column.displayName,
    accessorFn: (row: ReportRow) => sortValueOf(column, row[column.name]),
    sortFn: (rowA: ReportTableRow, rowB: ReportTableRow) =>
      compareValues(
        sortValueOf(column, rowA.original[column.name]),
        sortValueOf(column, rowB.original[column.name]),
      ),
    filterFn: (row: ReportTableRow, _columnId: string, filterValue: unknown) =>
      typeof filterValue !== 'string' ||
      formatCell(column, row.original[column.name], timeZone)
        .toLocaleLowerCase()
        .includes(filterValue.trim().toLocaleLowerCase()),
    ...(isSummed(column) ? { aggregationFn: 'sum' as const } : {}),
    enableGrouping: true,
    // Every column sorts ascending first (numbers would start descending), then descending, then off.
    sortDescFirst: false,
    ...(widths?.[column.name] !== undefined ? { size: widths[column.name] } : {}),
  }));
}

/** The state an export and the printout follow (docs/reports.md: grouped exports, sorted exports). */
export interface ReportView {
  sorting: SortingState;
  grouping: GroupingState;
  columnFilters: ColumnFiltersState;
}
