import type { OperationId } from '@clubline/domain';
import type { Transaction } from '../../../platform/db/client.ts';

/**
 * The result-set interface every report is produced through (docs/reports.md "Result sets and
 * exports"). A report is a SOURCE of rows: the standard reports and custom templates each register
 * one, and a result set (a stored, expiring definition: source key, params, branches) names the
 * source that answers it. Rows are produced when the result set is read (the grid, an export), in
 * a stable order, through a cursor in the reader's tenant transaction, so an export of any size
 * keeps memory flat.
 */

type ReportColumnType = 'STRING' | 'INTEGER' | 'NUMBER' | 'CURRENCY' | 'DATE' | 'DATETIME' | 'BOOLEAN';

export interface ReportColumn {
  /** The row's key, also the grid's column id and the export's field. */
  name: string;
  displayName: string;
  dataType: ReportColumnType;
  /** A member name column: the row's memberId / homeBranchId make the link. */
  memberLink?: boolean;
}

/**
 * One row. Values by column type, as a source yields them: STRING text; INTEGER / NUMBER a number
 * or numeric text (pg's bigint and numeric); CURRENCY cents (integer, spec 3 §1: money is held in
 * cents on the wire); DATE 'YYYY-MM-DD' text (cast `::text` in SQL); DATETIME a Date or an ISO
 * instant (shown in the row's `timeZone` when the row carries one, else the scope's); BOOLEAN;
 * null for none. Member rows also carry `memberId` and `homeBranchId` (not columns).
 */
export type ReportRow = Record<string, unknown>;

/** Where a report reads: the branches the result set covers (checked when it was created). */
export interface ReportScope {
  readonly applicationId: string;
  readonly branchIds: readonly string[];
  /** IANA zone for dates of the report as a whole: the branches' zone, or the organisation's when they differ. */
  readonly timeZone: string;
}

/** Charts the JSON answer may carry, computed over all rows. */
type ReportChart = 'gender';

/** An ordering a reader asks for (a grouped or sorted export): a column name and its direction. */
export interface ReportOrder {
  readonly column: string;
  readonly direction: 'asc' | 'desc';
}

export interface ReportSource<P> {
  /** 'standard:membership', 'custom': a result set's source key is this id, or `<id>:<detail>` ('custom:<templateId>'). */
  readonly id: string;
  /** Reads stored params (jsonb) back; throws (any error) when they do not fit: the result set is then "failed". */
  parseParams(raw: unknown): P;
  columns(params: P): readonly ReportColumn[];
  /** Rows in a stable order, read through a cursor (`readRowsThroughCursor`) in the caller's tenant transaction. */
  rows(
    tx: Transaction,
    scope: ReportScope,
    params: P,
    order?: readonly ReportOrder[],
  ): AsyncIterable<ReportRow>;
  /**
   * True when `rows` honours `order` (in SQL, ties in the source's own order): a grouped or sorted
   * export then streams. Otherwise the reader sorts in memory (documented: only for such exports).
   */
  readonly sortable?: boolean;
  /** Charts the grid shows beside the rows (the membership report's gender chart). */
  readonly charts?: readonly ReportChart[];
  /**
   * What the rows are (sales, visits, members' details): the operation a reader must hold at every
   * branch of the result set beside view-reports, the one asking for the report took there. A
   * result set is shared by its address, so without it whoever opens the reports pages would read
   * an in-branch payments report they could not run themselves. A function of the params where the
   * rows depend on them (a custom report's dataset).
   */
  readonly readOperation?: OperationId | ((params: P) => OperationId);
}

/** A registered source with its params type erased: the registry opens stored params into a report. */
export interface OpenedReport {
  readonly columns: readonly ReportColumn[];
  readonly charts: readonly ReportChart[];
  readonly sortable: boolean;
  readonly readOperation: OperationId | null;
  rows(tx: Transaction, scope: ReportScope, order?: readonly ReportOrder[]): AsyncIterable<ReportRow>;
}

interface RegisteredSource {
  readonly source: object;
  open(rawParams: unknown): OpenedReport;
}

const registry = new Map<string, RegisteredSource>();

/**
 * Adds a source to the registry (at import of the file that defines it, or from a module's set-up).
 * Registering the same object twice is harmless; another source under a taken id is a bug.
 */
export function registerReportSource<P>(source: ReportSource<P>): void {
  const existing = registry.get(source.id);
  if (existing) {
    if (existing.source === source) return;
    throw new Error(`Two report sources share the id ${source.id}`);
  }
  registry.set(source.id, {
    source,
    open(rawParams) {
      const params = source.parseParams(rawParams);
      return {
        columns: source.columns(params),
        charts: source.charts ?? [],
        sortable: source.sortable === true,
        readOperation:
          typeof source.readOperation === 'function'
            ? source.readOperation(params)
            : (source.readOperation ?? null),
        rows: (tx, scope, order) => source.rows(tx, scope, params, order),
      };
    },
  });
}

/**
 * What reading a report takes at each of its branches: view-reports, and what its rows are (its
 * source's `readOperation`: a standard report's tile, a custom report's dataset).
 */
export function readingOperations(readOperation: OperationId | null): OperationId[] {
  return readOperation === null || readOperation === 'view-reports'
    ? ['view-reports']
    : ['view-reports', readOperation];
}

/** The source answering a result set's key: its exact id, else the id before the first ':'. */
export function openReport(sourceKey: string, rawParams: unknown): OpenedReport | null {
  const found = registry.get(sourceKey) ?? registry.get(sourceKey.split(':', 1)[0] ?? '');
  return found ? found.open(rawParams) : null;
}

export { readRowsThroughCursor } from './report-cursor.repository.ts';
export { GRID_ROW_LIMIT } from './result-set-limits.ts';
export { createResultSet } from './result-sets.repository.ts';
