import { Group, Pagination, Select, Table, Text, TextInput } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
} from '@tabler/icons-react';
import { type Cell, type Header, useTable } from '@tanstack/react-table';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { CellValue } from './CellValue.tsx';
import { type DrillDown, DrillDownModal } from './DrillDownModal.tsx';
import classes from './ReportGrid.module.css';
import { autoFitWidths, formatCell, formatMoneyValue, isMoneyColumn, sumOf } from './report-columns.ts';
import {
  isSummed,
  REPORT_PAGE_SIZE,
  REPORT_PAGE_SIZES,
  type ReportTableFeatures,
  type ReportTableRow,
  type ReportView,
  reportColumnDefs,
  reportTableFeatures,
} from './report-table.ts';
import type { ReportColumn, ReportRow, ResultSet } from './result-set.ts';

interface ReportGridProps {
  resultSet: ResultSet;
  /** The sorting, grouping and filters as they change: exports and the printout follow them. */
  onViewChange: (view: ReportView) => void;
}

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  if (sorted === 'asc') return <IconArrowUp size={14} aria-hidden />;
  if (sorted === 'desc') return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden />;
}

/**
 * The result grid (spec 3 §2) on TanStack Table: 12 rows a page with a size selector, sorting by a
 * header, a filter per column, grouping by a column with group rows and their sums, resizable
 * columns sized to their content above five, money as currency with sums in the footer (the
 * server's over all rows; the filtered rows' while a filter is on).
 */
export function ReportGrid({ resultSet, onViewChange }: ReportGridProps) {
  const { columns, rows, timeZone } = resultSet;
  const widths = useMemo(() => autoFitWidths(columns, rows, timeZone), [columns, rows, timeZone]);
  const columnDefs = useMemo(() => reportColumnDefs(columns, timeZone, widths), [columns, timeZone, widths]);
  const byName = useMemo(() => new Map(columns.map((column) => [column.name, column])), [columns]);

  const table = useTable(
    {
      features: reportTableFeatures,
      columns: columnDefs,
      data: rows,
      columnResizeMode: 'onChange',
      groupedColumnMode: 'reorder',
      initialState: { pagination: { pageIndex: 0, pageSize: REPORT_PAGE_SIZE } },
    },
    (state) => state,
  );
  const { sorting, grouping, columnFilters, pagination } = table.state;
  const [drill, setDrill] = useState<DrillDown | null>(null);

  useEffect(() => {
    onViewChange({ sorting, grouping, columnFilters });
  }, [sorting, grouping, columnFilters, onViewChange]);

  const summed = columns.filter(isSummed);
  const moneyColumns = columns.filter(isMoneyColumn);
  const filtered = columnFilters.length > 0;
  const filteredRows = table.getFilteredRowModel().flatRows.map((row) => row.original);
  const totalOf = (column: ReportColumn): number | null => {
    if (filtered) return sumOf(filteredRows, column);
    return resultSet.summaries[column.name] ?? (resultSet.truncated ? null : sumOf(rows, column));
  };
  const fixedWidths = widths !== null || Object.keys(table.state.columnSizing).length > 0;
  const tableStyle = (
    fixedWidths ? { '--report-table-width': `${table.getTotalSize()}px` } : {}
  ) as CSSProperties;
  const shownCount = filtered ? filteredRows.length : rows.length;

  const headerCell = (header: Header<ReportTableFeatures, ReportRow, unknown>) => {
    const sorted = header.column.getIsSorted();
    const name = String(header.column.columnDef.header ?? header.column.id);
    return (
      <Table.Th
        key={header.id}
        className={classes.th}
        aria-sort={ariaSort(sorted)}
        style={fixedWidths ? { width: header.getSize() } : undefined}
      >
        <button type="button" className={classes.sort} onClick={header.column.getToggleSortingHandler()}>
          {name}
          <SortIcon sorted={sorted} />
        </button>
        <button
          type="button"
          aria-label={`Resize ${name}`}
          className={`${classes.resizer} ${header.column.getIsResizing() ? classes.resizing : ''}`}
          onMouseDown={header.getResizeHandler()}
          onTouchStart={header.getResizeHandler()}
          onKeyDown={(event) => {
            // The keyboard's way to resize: arrows widen or narrow by 20 px.
            const step = event.key === 'ArrowRight' ? 20 : event.key === 'ArrowLeft' ? -20 : 0;
            if (step === 0) return;
            event.preventDefault();
            table.setColumnSizing((sizes) => ({
              ...sizes,
              [header.column.id]: Math.max(60, header.getSize() + step),
            }));
          }}
        />
      </Table.Th>
    );
  };

  const bodyCell = (cell: Cell<ReportTableFeatures, ReportRow, unknown>, row: ReportTableRow) => {
    const column = byName.get(cell.column.id);
    if (!column) return null;
    const numeric = isSummed(column);
    const className = `${classes.cell} ${numeric ? classes.number : ''}`;
    if (cell.getIsGrouped()) {
      return (
        <Table.Td key={cell.id} className={className} data-label={column.displayName}>
          <button
            type="button"
            className={classes.groupToggle}
            aria-expanded={row.getIsExpanded()}
            onClick={row.getToggleExpandedHandler()}
          >
            {row.getIsExpanded() ? (
              <IconChevronDown size={14} aria-hidden />
            ) : (
              <IconChevronRight size={14} aria-hidden />
            )}
            {`${formatCell(column, row.original[column.name], timeZone) || '(none)'} (${row.getLeafRows().length})`}
          </button>
        </Table.Td>
      );
    }
    if (cell.getIsAggregated()) {
      const value = cell.getValue();
      const text = isMoneyColumn(column)
        ? formatMoneyValue(column, value)
        : formatCell(column, value, timeZone);
      const groupColumn = byName.get(grouping[0] ?? '');
      const label =
        (groupColumn && formatCell(groupColumn, row.original[groupColumn.name], timeZone)) || '(none)';
      // The group's total drills down to the rows it sums.
      const leaves = row.getLeafRows().filter((leaf) => !leaf.getIsGrouped());
      return (
        <Table.Td key={cell.id} className={className} data-label={`${column.displayName} total`}>
          {numeric ? (
            <DrillButton
              count={leaves.length}
              column={column}
              text={text}
              label={label}
              onOpen={() => setDrill({ column, label, rows: leaves.map((leaf) => leaf.original) })}
            />
          ) : (
            text
          )}
        </Table.Td>
      );
    }
    if (cell.getIsPlaceholder() || row.getIsGrouped()) {
      return <Table.Td key={cell.id} className={className} />;
    }
    return (
      <Table.Td key={cell.id} className={className} data-label={column.displayName}>
        <CellValue column={column} row={row.original} timeZone={timeZone} />
      </Table.Td>
    );
  };

  const headerGroups = table.getHeaderGroups();
  const pageRows = table.getRowModel().rows;
  return (
    <>
      <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
        <Select
          label="Group by"
          placeholder="No grouping"
          clearable
          w={220}
          data={columns.map((column) => ({ value: column.name, label: column.displayName }))}
          value={grouping[0] ?? null}
          onChange={(value) => {
            table.setGrouping(value ? [value] : []);
            table.setPageIndex(0);
          }}
        />
        {/* On a phone the headers are hidden (the rows stack): sorting is chosen here. */}
        <Select
          label="Sort by"
          placeholder="Report order"
          clearable
          w={240}
          hiddenFrom="sm"
          data={columns.flatMap((column) => [
            { value: `${column.name}:asc`, label: `${column.displayName} (ascending)` },
            { value: `${column.name}:desc`, label: `${column.displayName} (descending)` },
          ])}
          value={sorting[0] ? `${sorting[0].id}:${sorting[0].desc ? 'desc' : 'asc'}` : null}
          onChange={(value) => {
            const cut = (value ?? '').lastIndexOf(':');
            const id = cut > 0 ? (value ?? '').slice(0, cut) : '';
            table.setSorting(id ? [{ id, desc: value?.endsWith(':desc') === true }] : []);
          }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {`${shownCount.toLocaleString('en-NZ')} ${shownCount === 1 ? 'row' : 'rows'}`}
        </Text>
      </Group>
      <div className={classes.box}>
        <div className={classes.scroll}>
          <Table
            aria-label={resultSet.title || 'Report'}
            className={classes.table}
            style={tableStyle}
            striped
            highlightOnHover
            verticalSpacing="xs"
          >
            <Table.Thead>
              {headerGroups.map((headerGroup) => (
                <Table.Tr key={headerGroup.id}>{headerGroup.headers.map(headerCell)}</Table.Tr>
              ))}
              {headerGroups.slice(-1).map((headerGroup) => (
                <Table.Tr key={`${headerGroup.id}-filters`}>
                  {headerGroup.headers.map((header) => {
                    const name = String(header.column.columnDef.header ?? header.column.id);
                    const value = header.column.getFilterValue();
                    return (
                      <Table.Td key={header.id}>
                        <TextInput
                          size="xs"
                          aria-label={`Filter ${name}`}
                          placeholder="Filter"
                          value={typeof value === 'string' ? value : ''}
                          onChange={(event) => {
                            const text = event.currentTarget.value;
                            header.column.setFilterValue(text === '' ? undefined : text);
                          }}
                        />
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {pageRows.map((row) => (
                <Table.Tr key={row.id} className={row.getIsGrouped() ? classes.groupRow : undefined}>
                  {row.getAllCells().map((cell) => bodyCell(cell, row))}
                </Table.Tr>
              ))}
              {pageRows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={Math.max(1, columns.length)}>
                    <Text c="dimmed" size="sm">
                      {rows.length === 0 ? 'No rows for these choices' : 'No rows match the filters'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
            {moneyColumns.length > 0 && (
              <Table.Tfoot className={classes.footer}>
                <Table.Tr>
                  {table.getAllLeafColumns().map((leaf, index) => {
                    const column = byName.get(leaf.id);
                    const total = column && summed.includes(column) ? totalOf(column) : null;
                    if (total === null || !column) {
                      return (
                        <Table.Td key={leaf.id} className={classes.cell}>
                          {index === 0 ? (filtered ? 'Total (filtered)' : 'Total') : ''}
                        </Table.Td>
                      );
                    }
                    const text = isMoneyColumn(column)
                      ? formatMoneyValue(column, total)
                      : formatCell(column, total, timeZone);
                    // Past the grid's rows (a truncated report) the total is the server's: no rows to show.
                    const behind = filtered ? filteredRows : resultSet.truncated ? null : rows;
                    const label = filtered ? 'Total (filtered)' : 'Total';
                    return (
                      <Table.Td
                        key={leaf.id}
                        className={`${classes.cell} ${classes.number}`}
                        data-label={`${column.displayName} total`}
                      >
                        {behind ? (
                          <DrillButton
                            count={behind.length}
                            column={column}
                            text={text}
                            label={label}
                            onOpen={() => setDrill({ column, label, rows: behind })}
                          />
                        ) : (
                          text
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </div>
      </div>
      <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
        <Select
          label="Rows per page"
          w={140}
          size="xs"
          allowDeselect={false}
          data={REPORT_PAGE_SIZES.map((size) => String(size))}
          value={String(pagination.pageSize)}
          onChange={(value) => table.setPageSize(Number(value ?? REPORT_PAGE_SIZE))}
        />
        {table.getPageCount() > 1 && (
          <Pagination
            aria-label="Report pages"
            total={table.getPageCount()}
            value={pagination.pageIndex + 1}
            onChange={(page) => table.setPageIndex(page - 1)}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
      </Group>
      {drill && (
        <DrillDownModal drill={drill} columns={columns} timeZone={timeZone} onClose={() => setDrill(null)} />
      )}
    </>
  );
}

/** A total that opens its rows. */
function DrillButton(props: {
  count: number;
  column: ReportColumn;
  text: string;
  label: string;
  onOpen: () => void;
}) {
  const rows = `${props.count} ${props.count === 1 ? 'row' : 'rows'}`;
  return (
    <button
      type="button"
      className={classes.drill}
      aria-label={`Show the ${rows} of ${props.column.displayName} ${props.text} (${props.label})`}
      onClick={props.onOpen}
    >
      {props.text}
    </button>
  );
}
