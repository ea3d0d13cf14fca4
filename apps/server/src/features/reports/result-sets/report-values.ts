import type { ReportColumn, ReportRow } from './report-source.ts';

/**
 * How a row's values reach a reader (docs/reports.md "Result sets and exports"): numbers as
 * numbers (pg's bigint and numeric arrive as text), CURRENCY in cents, DATE as YYYY-MM-DD and
 * DATETIME as an ISO date-time with the offset of the row's zone (its `timeZone`, else the
 * report's), so 23:30 in Auckland reads 23:30+13:00 whatever the server's zone.
 */
export type ReportValue = string | number | boolean | null;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

const HOUR_MS = 3_600_000;

/** The zone's offset (wall clock less UTC, whole seconds in ms) at `seconds` (an instant on a whole second). */
function offsetThroughIntl(seconds: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockOf(timeZone).formatToParts(seconds)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) - seconds;
}

/**
 * Each zone's offset by UTC hour, or null for an hour the offset changes in. Asking Intl is about
 * a hundred times dearer than the arithmetic: a million-row export of two date-time columns asks
 * once an hour of its range instead of twice a row. Same offset at an hour's first and last second
 * means the whole hour has it (no zone changes its offset twice within an hour).
 */
const hourOffsets = new Map<string, Map<number, number | null>>();
const HOURS_KEPT_PER_ZONE = 200_000;

function offsetAt(seconds: number, timeZone: string): number {
  let hours = hourOffsets.get(timeZone);
  if (!hours) {
    hours = new Map();
    hourOffsets.set(timeZone, hours);
  }
  const hour = Math.floor(seconds / HOUR_MS) * HOUR_MS;
  let offset = hours.get(hour);
  if (offset === undefined) {
    const first = offsetThroughIntl(hour, timeZone);
    offset = first === offsetThroughIntl(hour + HOUR_MS - 1000, timeZone) ? first : null;
    if (hours.size >= HOURS_KEPT_PER_ZONE) hours.clear();
    hours.set(hour, offset);
  }
  return offset ?? offsetThroughIntl(seconds, timeZone);
}

/** `instant` as YYYY-MM-DDTHH:mm:ss±HH:MM on the wall clock of `timeZone`. */
export function isoInZone(instant: Date, timeZone: string): string {
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  const offsetMs = offsetAt(seconds, timeZone);
  const wall = new Date(seconds + offsetMs);
  const year = wall.getUTCFullYear();
  const offsetMinutes = Math.round(offsetMs / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  return `${pad(year, 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function presentValue(column: ReportColumn, value: unknown, timeZone: string): ReportValue {
  if (value === null || value === undefined) return null;
  switch (column.dataType) {
    case 'INTEGER':
    case 'NUMBER':
    case 'CURRENCY':
      return numberOf(value);
    case 'BOOLEAN':
      return value === true || value === 't' || value === 'true';
    case 'DATE':
      if (value instanceof Date) return value.toISOString().slice(0, 10);
      return String(value).slice(0, 10);
    case 'DATETIME': {
      const instant = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(instant.getTime()) ? null : isoInZone(instant, timeZone);
    }
    default:
      return String(value);
  }
}

/** A row as the grid and the exports read it: the columns' values, and the member link's ids. */
export function presentRow(
  columns: readonly ReportColumn[],
  row: ReportRow,
  reportTimeZone: string,
): Record<string, ReportValue> {
  const timeZone = typeof row.timeZone === 'string' && row.timeZone !== '' ? row.timeZone : reportTimeZone;
  const shown: Record<string, ReportValue> = {};
  for (const column of columns) shown[column.name] = presentValue(column, row[column.name], timeZone);
  if (typeof row.memberId === 'string') shown.memberId = row.memberId;
  if (typeof row.homeBranchId === 'string') shown.homeBranchId = row.homeBranchId;
  return shown;
}

/**
 * A row's values in column order, as `presentRow` shows them: what an export writes, without the
 * keyed object (an export of a million rows makes one array a row, not an object and an array).
 */
export function presentValues(
  columns: readonly ReportColumn[],
  row: ReportRow,
  reportTimeZone: string,
): ReportValue[] {
  const timeZone = typeof row.timeZone === 'string' && row.timeZone !== '' ? row.timeZone : reportTimeZone;
  const values = new Array<ReportValue>(columns.length);
  for (let index = 0; index < columns.length; index += 1) {
    const column = columns[index];
    values[index] = column ? presentValue(column, row[column.name], timeZone) : null;
  }
  return values;
}

/** Fee, amount and price columns are money: summed over all rows and shown as currency (spec 3 §2). */
export function isMoneyColumn(column: ReportColumn): boolean {
  return /fee|amount|price/i.test(column.name) && column.dataType !== 'STRING';
}

/** Gender as the chart counts it: Male, Female, and every other answer (or none) as Prefer not to say. */
export function genderBucket(value: ReportValue): 'Male' | 'Female' | 'Prefer not to say' {
  const text = typeof value === 'string' ? value.toUpperCase() : '';
  if (text === 'MALE') return 'Male';
  if (text === 'FEMALE') return 'Female';
  return 'Prefer not to say';
}

/** Money as an export writes it: dollars with 2 decimals (the wire keeps cents). */
export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}
