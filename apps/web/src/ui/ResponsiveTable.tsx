import { Table, type TableProps, VisuallyHidden } from '@mantine/core';
import { type CSSProperties, memo, type ReactNode, useDeferredValue, useMemo } from 'react';
import classes from './ResponsiveTable.module.css';

/** One column: its header and how a row fills it. */
export interface ResponsiveColumn<Row> {
  /** The header, and the label beside each value when the rows stack. */
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** Keeps the value on one line in the table (dates, amounts). */
  nowrap?: boolean;
  /**
   * When the rows stack: `title` is the row's heading (a name, a plan), shown first without its
   * label; `actions` are the row's buttons, shown without a label. An `actions` column's header
   * is for assistive technology only.
   */
  role?: 'title' | 'actions';
  /** The column's width in the table (e.g. 1 for an actions column kept to its content). */
  width?: number | string;
}

interface ResponsiveTableProps<Row> extends Omit<TableProps, 'children'> {
  /** The table's accessible name. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Columns; a `false` or `null` entry is left out (a column shown only in some places). */
  columns: readonly (ResponsiveColumn<Row> | false | null | undefined)[];
  /** In a wide box, below this width the table scrolls sideways inside its box. */
  minWidth?: number;
}

/**
 * The app's one table for lists of records: a table in a wide box; in a narrow one (a phone, a
 * narrow card) every row stacks into "label value" lines, as the billing accounts' cards do, so
 * no column and no row button is ever cut off on the right (ResponsiveTable.module.css).
 */
export function ResponsiveTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  minWidth,
  className,
  ...tableProps
}: ResponsiveTableProps<Row>) {
  const shown = useMemo(
    () => columns.filter((column): column is ResponsiveColumn<Row> => Boolean(column)),
    [columns],
  );
  // A table's first rows are rendered at once, the rest just after in a render the browser may
  // interrupt (a deferred count): a page of 50 people is a phone's main thread busy for a few
  // hundred milliseconds on a mid-range phone, and only the first dozen rows are on its screen.
  // Only how many rows show is deferred, never which: the rows shown are always this render's,
  // with this render's columns. Deferring the rows themselves paired a button from one render (a
  // page's "wait for the list asked again" just lifted) with a row from an earlier one, whose
  // click then sent that row's stale values (an edited rule's old subject written back). The count
  // only lags upwards (a longer list), so no row a user sees is taken away and put back, and never
  // below the first rows: a list filled in an urgent render shows its first rows in that render.
  const firstCount = Math.min(rows.length, FIRST_ROWS);
  const deferredCount = useDeferredValue(rows.length, firstCount);
  const shownCount = Math.max(deferredCount, firstCount);
  const visible = useMemo(
    () => (shownCount >= rows.length ? rows : rows.slice(0, shownCount)),
    [rows, shownCount],
  );
  const style = minWidth ? ({ '--responsive-table-min-width': `${minWidth}px` } as CSSProperties) : undefined;
  return (
    <div className={classes.box}>
      <div className={classes.scroll}>
        <Table
          aria-label={label}
          {...tableProps}
          className={[classes.table, className].filter(Boolean).join(' ')}
          style={style}
        >
          <Table.Thead>
            <Table.Tr>
              {shown.map((column) => (
                <Table.Th key={column.header} ta={column.align} w={column.width}>
                  {column.role === 'actions' ? (
                    <VisuallyHidden>{column.header}</VisuallyHidden>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableRows rows={visible} rowKey={rowKey} columns={shown} />
          </Table.Tbody>
        </Table>
      </div>
    </div>
  );
}

/** Rows rendered with the table itself; more than a phone's screen and most of a laptop's. */
const FIRST_ROWS = 15;

interface TableRowsProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly ResponsiveColumn<Row>[];
}

/**
 * The rows, rendered again only when the rows, their key or the columns change: a page of 50
 * people is most of a list page's rendering, and the page around it renders again for every
 * loading state, dialog or search keystroke. A caller keeps its columns and rowKey the same
 * objects (useMemo, a module-level function) for the rows to be skipped; new ones render them
 * as before.
 */
const TableRows = memo(function TableRows<Row>({ rows, rowKey, columns }: TableRowsProps<Row>) {
  return rows.map((row) => <TableRow key={rowKey(row)} row={row} columns={columns} />);
}) as <Row>(props: TableRowsProps<Row>) => ReactNode;

interface TableRowProps<Row> {
  row: Row;
  columns: readonly ResponsiveColumn<Row>[];
}

/**
 * One row, rendered again only when it or the columns change: the rows after the first ones are
 * added without the first ones rendering again.
 */
const TableRow = memo(function TableRow<Row>({ row, columns }: TableRowProps<Row>) {
  return (
    <Table.Tr>
      {columns.map((column) => (
        <Table.Td
          key={column.header}
          ta={column.align}
          style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
          data-label={column.role ? undefined : column.header}
          data-stack={column.role}
        >
          {column.cell(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}) as <Row>(props: TableRowProps<Row>) => ReactNode;
