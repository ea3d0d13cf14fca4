import { Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { CellValue } from './CellValue.tsx';
import classes from './ReportGrid.module.css';
import { formatCell, formatMoneyValue, isMoneyColumn, sumOf } from './report-columns.ts';
import type { ReportColumn, ReportRow } from './result-set.ts';

/** Rows a page in the drill-down: a group can hold thousands. */
const DRILL_PAGE_SIZE = 50;

/** A total's rows: what was summed, with the column, and where the total sits (a group or the footer). */
export interface DrillDown {
  column: ReportColumn;
  /** "Auckland CBD", "Total", "Total (filtered)". */
  label: string;
  rows: readonly ReportRow[];
}

/**
 * Every total in the grid drills down to its rows (docs/reports.md "Drill-down"): the rows behind
 * a group's or the footer's sum, every column, a page of 50 at a time, with their sum under the
 * column, which is the total that was clicked.
 */
export function DrillDownModal({
  drill,
  columns,
  timeZone,
  onClose,
}: {
  drill: DrillDown;
  columns: readonly ReportColumn[];
  timeZone: string;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(drill.rows.length / DRILL_PAGE_SIZE));
  const shown = drill.rows.slice((page - 1) * DRILL_PAGE_SIZE, page * DRILL_PAGE_SIZE);
  const total = sumOf(drill.rows, drill.column);
  const count = drill.rows.length;
  return (
    <Modal opened onClose={onClose} title={`${drill.column.displayName}: ${drill.label}`} size="xl">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {`${count.toLocaleString('en-NZ')} ${count === 1 ? 'row' : 'rows'}`}
        </Text>
        {/* The grid's own layout: sideways in a wide box, each row stacked on a phone. */}
        <div className={classes.box}>
          <div className={classes.scroll}>
            <Table aria-label="Rows behind the total" className={classes.table} striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.name}>{column.displayName}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((row, index) => (
                  <Table.Tr key={`${page}-${String(index)}`}>
                    {columns.map((column) => (
                      <Table.Td key={column.name} className={classes.cell} data-label={column.displayName}>
                        <CellValue column={column} row={row} timeZone={timeZone} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  {columns.map((column, index) => (
                    <Table.Td
                      key={column.name}
                      fw={600}
                      className={classes.cell}
                      {...(column.name === drill.column.name
                        ? { 'data-label': `${column.displayName} total` }
                        : {})}
                    >
                      {column.name === drill.column.name
                        ? isMoneyColumn(column)
                          ? formatMoneyValue(column, total)
                          : formatCell(column, total, timeZone)
                        : index === 0
                          ? 'Total'
                          : ''}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </div>
        </div>
        {pages > 1 && (
          <Pagination
            aria-label="Pages of the rows"
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
      </Stack>
    </Modal>
  );
}
