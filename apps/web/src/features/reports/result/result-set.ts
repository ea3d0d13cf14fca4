/** A result set as GET {reporting}/result-sets/:id answers it (docs/reports.md "Result sets and exports"). */

const REPORT_COLUMN_TYPES = [
  'STRING',
  'INTEGER',
  'NUMBER',
  'CURRENCY',
  'DATE',
  'DATETIME',
  'BOOLEAN',
] as const;
type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

export interface ReportColumn {
  name: string;
  displayName: string;
  dataType: ReportColumnType;
  /** A member name: the row's memberId and homeBranchId make the link. */
  memberLink: boolean;
}

export type ReportRow = Record<string, unknown>;

/** Spec 3 §2: the membership report's gender chart; everything but Male and Female is "Prefer not to say". */
export const GENDER_GROUPS = ['Male', 'Female', 'Prefer not to say'] as const;
export type GenderCounts = Record<(typeof GENDER_GROUPS)[number], number>;

export interface ResultSet {
  id: string;
  title: string;
  timeZone: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  totalRows: number;
  truncated: boolean;
  /** SUMs over all rows (not only those sent) of the fee, amount and price columns. */
  summaries: Record<string, number>;
  gender: GenderCounts | null;
}

/** Spec 3 §8: the result page's failure. */
export const RESULT_FAILED = 'The report failed to be generated. Please contact the support team.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function columnOf(value: unknown): ReportColumn | null {
  if (!isRecord(value)) return null;
  const { name, displayName, dataType, memberLink } = value;
  if (typeof name !== 'string' || typeof dataType !== 'string') return null;
  const type = REPORT_COLUMN_TYPES.find((known) => known === dataType) ?? 'STRING';
  return {
    name,
    displayName: typeof displayName === 'string' && displayName !== '' ? displayName : name,
    dataType: type,
    memberLink: memberLink === true,
  };
}

function genderOf(charts: unknown): GenderCounts | null {
  if (!isRecord(charts) || !isRecord(charts.gender)) return null;
  const gender = charts.gender;
  const count = (key: string) => {
    const value = gender[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };
  return { Male: count('Male'), Female: count('Female'), 'Prefer not to say': count('Prefer not to say') };
}

/** Reads the answer; null when it is not a result set (the page then says the report failed). */
export function parseResultSet(body: unknown): ResultSet | null {
  if (!isRecord(body) || !Array.isArray(body.columns) || !Array.isArray(body.rows)) return null;
  const columns = body.columns.map(columnOf);
  if (columns.some((column) => column === null)) return null;
  const summaries: Record<string, number> = {};
  if (isRecord(body.summaries)) {
    for (const [name, value] of Object.entries(body.summaries)) {
      if (typeof value === 'number' && Number.isFinite(value)) summaries[name] = value;
    }
  }
  const rows = body.rows.filter(isRecord);
  return {
    id: typeof body.id === 'string' ? body.id : '',
    title: typeof body.title === 'string' ? body.title : '',
    timeZone: typeof body.timeZone === 'string' && body.timeZone !== '' ? body.timeZone : 'Pacific/Auckland',
    columns: columns.filter((column): column is ReportColumn => column !== null),
    rows,
    totalRows: typeof body.totalRows === 'number' ? body.totalRows : rows.length,
    truncated: body.truncated === true,
    summaries,
    gender: genderOf(body.charts),
  };
}
