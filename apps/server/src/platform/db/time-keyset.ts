import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * A page of rows ordered by a timestamp column and an id, read after a position rather than at an
 * offset, so rows added meanwhile neither repeat nor go missing ("Load more"). Timestamps are compared
 * in whole microseconds, PostgreSQL's precision, carried as decimal text.
 */
export interface TimeWindow {
  /** Inclusive lower bound. */
  from: Date;
  /** Exclusive upper bound. */
  to: Date;
  /** 'desc': newest first (past activities); 'asc': soonest first (upcoming ones). */
  order: 'desc' | 'asc';
  /** Continue after this position; null for the first page. */
  after: TimePosition | null;
  limit: number;
}

export interface TimePosition {
  /** Microseconds since the epoch, as decimal text. */
  atMicros: string;
  /**
   * Rows at exactly `atMicros`: 'include' all, 'exclude' all, or 'byId' only those after `id` in the
   * window's order. A caller merging several sources picks this per source.
   */
  sameInstant: 'include' | 'exclude' | 'byId';
  id: string;
}

/**
 * A position's instant as a paging cursor carries it (microseconds since the epoch, decimal text),
 * within the years 1900 to 2200, where every row's is: PostgreSQL turns it into a timestamp, and a
 * forged value past bigint or past the timestamps it can hold failed the page's statement (INTERNAL)
 * where the list should answer INVALID_CURSOR.
 */
const CURSOR_MICROS_MIN = BigInt(Date.UTC(1900, 0, 1)) * 1000n;
const CURSOR_MICROS_MAX = BigInt(Date.UTC(2200, 0, 1)) * 1000n;
export const cursorMicros = z
  .string()
  .regex(/^-?\d{1,20}$/)
  .refine((text) => BigInt(text) >= CURSOR_MICROS_MIN && BigInt(text) <= CURSOR_MICROS_MAX);

/** The column's value in microseconds since the epoch, as text (exact; JS numbers are not). */
export function epochMicros(column: AnyColumn): SQL<string> {
  return sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;
}

function instantOf(micros: string): SQL {
  return sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
}

/** The condition of a window on `atColumn`/`idColumn`. */
export function timeWindowCondition(atColumn: AnyColumn, idColumn: AnyColumn, window: TimeWindow): SQL {
  const inRange = sql`${atColumn} >= ${window.from} and ${atColumn} < ${window.to}`;
  const position = window.after;
  if (!position) return inRange;
  const at = instantOf(position.atMicros);
  const beyond = window.order === 'desc' ? sql`${atColumn} < ${at}` : sql`${atColumn} > ${at}`;
  const idBeyond =
    window.order === 'desc' ? sql`${idColumn} < ${position.id}` : sql`${idColumn} > ${position.id}`;
  const sameInstant =
    position.sameInstant === 'include'
      ? sql`${atColumn} = ${at}`
      : position.sameInstant === 'byId'
        ? sql`(${atColumn} = ${at} and ${idBeyond})`
        : sql`false`;
  return sql`${inRange} and (${beyond} or ${sameInstant})`;
}

/** The order of a window: by time, then by id, both in the window's direction. */
export function timeWindowOrder(atColumn: AnyColumn, idColumn: AnyColumn, order: 'desc' | 'asc'): SQL[] {
  return order === 'desc' ? [desc(atColumn), desc(idColumn)] : [asc(atColumn), asc(idColumn)];
}
