import { permittedBranches } from '../../../platform/auth/authorization.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { firstBranchTimeZone, loadBranchesByIds } from '../../branches/public.ts';
import {
  GRID_ROW_LIMIT,
  type OpenedReport,
  openReport,
  type ReportColumn,
  type ReportOrder,
  type ReportRow,
  type ReportScope,
} from './report-source.ts';
import { genderBucket, isMoneyColumn, presentRow, type ReportValue } from './report-values.ts';
import { findLiveResultSet, type StoredResultSet } from './result-sets.repository.ts';

/** Why a result set cannot be read: gone (unknown, expired, another organisation's, a broken definition) or not the viewer's to see. */
export type ResultSetRefusal = 'gone' | 'denied';

export class ResultSetUnavailable extends Error {
  readonly refusal: ResultSetRefusal;
  constructor(refusal: ResultSetRefusal) {
    super(refusal === 'gone' ? 'The result set is gone' : 'The result set is not the viewer’s to see');
    this.refusal = refusal;
  }
}

export interface OpenResultSet {
  stored: StoredResultSet;
  report: OpenedReport;
  scope: ReportScope;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens a result set for the viewer inside `tx`: it must exist in the organisation and be live, its
 * source must read its params back, and the viewer must hold view-reports at every branch it
 * covers (a result set is shared by its address; whoever may see those branches' reports may read
 * it), and the operation its source's rows take there (an in-branch payments report view-sales, as
 * running it took). The report's zone is its branches' when they share one, else the organisation's.
 */
export async function openResultSet(
  context: Pick<RequestContext, 'viewer' | 'permissions'>,
  tx: Transaction,
  id: string,
): Promise<OpenResultSet> {
  if (!UUID.test(id)) throw new ResultSetUnavailable('gone');
  const stored = await findLiveResultSet(tx, id);
  if (!stored) throw new ResultSetUnavailable('gone');
  const seeing = new Set(permittedBranches(context.permissions, 'view-reports'));
  if (!stored.branchIds.every((branchId) => seeing.has(branchId))) throw new ResultSetUnavailable('denied');
  let report: OpenedReport | null;
  try {
    report = openReport(stored.source, stored.params);
  } catch {
    report = null;
  }
  if (!report) throw new ResultSetUnavailable('gone');
  // What the rows are is decided by the stored source, as the branches are: its operation too.
  const { readOperation } = report;
  if (readOperation !== null) {
    const reading = new Set(permittedBranches(context.permissions, readOperation));
    if (!stored.branchIds.every((branchId) => reading.has(branchId)))
      throw new ResultSetUnavailable('denied');
  }
  const branches = await loadBranchesByIds(tx, stored.branchIds);
  const zones = new Set(branches.map((branch) => branch.timeZone));
  const [onlyZone] = zones;
  const timeZone =
    zones.size === 1 && onlyZone ? onlyZone : ((await firstBranchTimeZone(tx)) ?? 'Pacific/Auckland');
  return {
    stored,
    report,
    scope: { applicationId: context.viewer.applicationId, branchIds: stored.branchIds, timeZone },
  };
}

export interface ResultSetAnswer {
  id: string;
  title: string;
  timeZone: string;
  columns: readonly ReportColumn[];
  rows: Record<string, ReportValue>[];
  totalRows: number;
  truncated: boolean;
  summaries: Record<string, number>;
  charts?: { gender?: Record<'Male' | 'Female' | 'Prefer not to say', number> };
}

/**
 * The grid's answer: the first GRID_ROW_LIMIT rows, and over ALL rows the count, the sum of every
 * money column and the charts the source asks for. Every row is read (through the cursor) but only
 * the first page is kept.
 */
export async function readResultSet(
  context: Pick<RequestContext, 'viewer' | 'permissions' | 'deps'>,
  id: string,
): Promise<ResultSetAnswer> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const { stored, report, scope } = await openResultSet(context, tx, id);
    const moneyColumns = report.columns.filter(isMoneyColumn).map((column) => column.name);
    const summaries: Record<string, number> = Object.fromEntries(moneyColumns.map((name) => [name, 0]));
    const wantsGender = report.charts.includes('gender');
    const gender = { Male: 0, Female: 0, 'Prefer not to say': 0 };
    const rows: Record<string, ReportValue>[] = [];
    let totalRows = 0;
    for await (const row of report.rows(tx, scope)) {
      const shown = presentRow(report.columns, row, scope.timeZone);
      totalRows += 1;
      if (rows.length < GRID_ROW_LIMIT) rows.push(shown);
      for (const name of moneyColumns) {
        const value = shown[name];
        if (typeof value === 'number') summaries[name] = (summaries[name] ?? 0) + value;
      }
      if (wantsGender) gender[genderBucket(shown.gender ?? null)] += 1;
    }
    return {
      id: stored.id,
      title: stored.title,
      timeZone: scope.timeZone,
      columns: report.columns,
      rows,
      totalRows,
      truncated: totalRows > rows.length,
      summaries,
      ...(wantsGender ? { charts: { gender } } : {}),
    };
  });
}

/**
 * Rows in the order an export asks for: the source sorts when it can (streamed); otherwise the rows
 * are gathered and sorted here, which only a grouped or sorted export of such a source pays for.
 */
export function orderedRows(
  tx: Transaction,
  open: OpenResultSet,
  order: readonly ReportOrder[],
): AsyncIterable<ReportRow> {
  // The source's own iterable, not a generator around it: one step less for each of every row.
  if (order.length === 0 || open.report.sortable) return open.report.rows(tx, open.scope, order);
  return sortedInMemory(tx, open, order);
}

async function* sortedInMemory(
  tx: Transaction,
  open: OpenResultSet,
  order: readonly ReportOrder[],
): AsyncGenerator<ReportRow> {
  const all: ReportRow[] = [];
  for await (const row of open.report.rows(tx, open.scope)) all.push(row);
  all.sort((a, b) => {
    for (const { column, direction } of order) {
      const compared = compareValues(a[column], b[column]);
      if (compared !== 0) return direction === 'asc' ? compared : -compared;
    }
    return 0;
  });
  yield* all;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  const numberA = typeof a === 'number' ? a : Number.NaN;
  const numberB = typeof b === 'number' ? b : Number.NaN;
  if (!Number.isNaN(numberA) && !Number.isNaN(numberB)) return numberA - numberB;
  return String(a).localeCompare(String(b));
}
