import { and, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import type {
  SessionJsonColumn,
  SessionJsonField,
  StaffJsonColumn,
  StaffJsonField,
} from './session-json-fields.ts';
import { sessionBookings, sessionSeries, sessions } from './sessions.table.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionInsert = typeof sessions.$inferInsert;
export type SeriesRow = typeof sessionSeries.$inferSelect;
export type SeriesInsert = typeof sessionSeries.$inferInsert;

/**
 * A session as the Session type answers it, with its class's name and colour, its staff member's
 * name and whether its series repeats: the columns the type reads and no others, read in one
 * statement for a whole range. The instants come as epoch milliseconds (a number, not text to
 * parse into a Date for each row): a busy week is a thousand rows.
 */
export interface SessionListRow {
  id: string;
  branchId: string;
  classId: string | null;
  staffMemberId: string | null;
  /** The session's own name (a session by name); the class's is `className`. */
  name: string | null;
  date: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  startsAtMs: number;
  endsAtMs: number;
  capacity: number | null;
  bookedCount: number;
  waitlistCount: number;
  isRecurring: boolean;
  className: string | null;
  classColor: string | null;
  classAllowOnlineBooking: boolean | null;
  staffFirstName: string | null;
  staffLastName: string | null;
}

/**
 * The session, its series, its class and its staff member: what a list row is read from. Every
 * join is a left join on a unique key (a session always has its series: not null, a foreign key),
 * so PostgreSQL leaves out a table whose columns a statement does not use (a JSON answer without
 * isRecurring reads no series).
 */
const LIST_ROW_FROM = sql`from sessions s
  left join session_series ss on ss.id = s.series_id
  left join classes c on c.id = s.class_id
  left join persons p on p.id = s.staff_member_id`;

/** A branch's sessions starting in [from, to), removed ones left out (the range reads' rows). */
const inBranchRange = (branchId: string, from: Date, to: Date) =>
  sql`s.branch_id = ${branchId} and s.starts_at >= ${from.toISOString()}
    and s.starts_at < ${to.toISOString()} and s.cancelled_at is null`;

/**
 * The list row's columns, by the names of SessionListRow. Written as SQL rather than a drizzle
 * select: drizzle maps every column of every row through its decoders into nested objects, which
 * for a week of a thousand sessions cost as much as the rest of the request around the statement.
 */
const LIST_ROW_COLUMNS = sql`s.id, s.branch_id as "branchId", s.class_id as "classId",
  s.staff_member_id as "staffMemberId", s.name, s.date, s.start_time as "startTime",
  s.end_time as "endTime", s.time_zone as "timeZone",
  (extract(epoch from s.starts_at) * 1000)::float8 as "startsAtMs",
  (extract(epoch from s.ends_at) * 1000)::float8 as "endsAtMs",
  s.capacity, s.booked_count as "bookedCount", s.waitlist_count as "waitlistCount",
  ss.frequency = 'WEEKLY' as "isRecurring", c.name as "className", c.color as "classColor",
  c.allow_online_booking as "classAllowOnlineBooking", p.first_name as "staffFirstName",
  p.last_name as "staffLastName"
  ${LIST_ROW_FROM}`;

/**
 * A branch's sessions starting in [from, to), removed ones left out, by start: one statement on
 * the branch-range index whatever the number of sessions (no query per session).
 */
export async function listBranchSessions(
  tx: Transaction,
  branchId: string,
  from: Date,
  to: Date,
): Promise<SessionListRow[]> {
  const { rows } = await tx.execute<SessionListRow & Record<string, unknown>>(
    sql`select ${LIST_ROW_COLUMNS} where ${inBranchRange(branchId, from, to)} order by s.starts_at, s.id`,
  );
  return rows;
}

/** What a JSON answer's values depend on beyond the row: decided once for the request. */
export interface SessionJsonFacts {
  /** The viewer holds manage-sessions at the branch (the service decides it once). */
  canManage: boolean;
  /** The request's now, against which `isPast` is read. */
  now: Date;
  /** A session by name has no class colour: the palette's first (session-views.ts). */
  defaultColor: string;
}

/*
 * A JSON answer is written by PostgreSQL as text, one object per session joined by string
 * concatenation: each value below is the JSON text of one field, never SQL null. Concatenation
 * rather than row_to_json or json_build_object: those look up the output of every value's type
 * for every row (a thousand rows of nine fields took about 1 ms more than the plain read), while a
 * cast in an expression looks it up once. Only text that may hold any character goes through
 * to_json (names, the zone); the rest cannot need escaping: uuids, dates, numbers, booleans,
 * to_char's digits, and the times and colours their CHECK constraints hold to `HH:MM` and the
 * palette (sessions_start_time_check, sessions_end_time_check, classes_color_check).
 */

/** Text that needs no escaping, as a JSON string. */
const quoted = (text: SQL) => sql`'"' || ${text} || '"'`;

/** A boolean as JSON (null is false, as the executor's `?? false` and `limited &&` have it). */
const jsonBoolean = (condition: SQL) => sql`case when ${condition} then 'true' else 'false' end`;

/** A JSON string of any text, escaped by PostgreSQL as JSON.stringify escapes it. */
const jsonString = (text: SQL) => sql`to_json(${text})::text`;

/**
 * An instant as the DateTime scalar writes it (a Date's toISOString: UTC, milliseconds, "Z").
 * to_char truncates to the millisecond as `new Date(ms)` does.
 */
const isoInstant = (column: SQL) =>
  quoted(sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Each Session field's JSON text over the list row, the same value the Session type answers from
 * `sessionView` (session-views.ts): the same null rules and defaults, spotsLeft and isFull only
 * with a capacity above 0, isPast by the end against the request's now; a date in the session's
 * DateStyle, as the row read hands it to the executor.
 */
function sessionColumn(column: SessionJsonColumn, facts: SessionJsonFacts): SQL {
  switch (column) {
    case 'id':
      return quoted(sql`s.id::text`);
    case 'name':
      return jsonString(sql`coalesce(c.name, s.name, '')`);
    case 'date':
      return quoted(sql`s.date::text`);
    case 'startTime':
      return quoted(sql`s.start_time`);
    case 'endTime':
      return quoted(sql`s.end_time`);
    case 'startsAt':
      return isoInstant(sql`s.starts_at`);
    case 'endsAt':
      return isoInstant(sql`s.ends_at`);
    case 'timeZone':
      return jsonString(sql`s.time_zone`);
    case 'capacity':
      return sql`coalesce(s.capacity::text, 'null')`;
    case 'branchId':
      return quoted(sql`s.branch_id::text`);
    case 'allowOnlineBooking':
      return jsonBoolean(sql`c.allow_online_booking`);
    case 'isRecurring':
      return jsonBoolean(sql`ss.frequency = 'WEEKLY'`);
    case 'color':
      return sql`coalesce(${quoted(sql`c.color`)}, ${JSON.stringify(facts.defaultColor)}::text)`;
    case 'membersCount':
      return sql`s.booked_count::text`;
    case 'waitlistQueueLength':
      return sql`s.waitlist_count::text`;
    case 'spotsLeft':
      return sql`case when s.capacity > 0 then greatest(0, s.capacity - s.booked_count)::text else 'null' end`;
    case 'isFull':
      return jsonBoolean(sql`s.capacity > 0 and s.booked_count >= s.capacity`);
    case 'isPast':
      return jsonBoolean(sql`s.ends_at <= ${facts.now.toISOString()}::timestamptz`);
    case 'hasStarted':
      return jsonBoolean(sql`s.starts_at <= ${facts.now.toISOString()}::timestamptz`);
    case 'canManage':
      return sql`${facts.canManage ? 'true' : 'false'}::text`;
  }
}

function staffColumn(column: StaffJsonColumn): SQL {
  switch (column) {
    // The session's own reference: the same id, and never null while the session names someone.
    case 'id':
      return quoted(sql`s.staff_member_id::text`);
    case 'firstName':
      return jsonString(sql`coalesce(p.first_name, '')`);
    case 'lastName':
      return jsonString(sql`coalesce(p.last_name, '')`);
  }
}

/**
 * One object's JSON text: each value under its key, in the order given, written as JSON.stringify
 * writes an object (no spaces). The keys and their separators are parameters.
 */
function jsonObject<Field extends { key: string }>(
  fields: readonly Field[],
  value: (field: Field) => SQL,
): SQL {
  const members = fields.map(
    (field, index) =>
      sql`${`${index === 0 ? '{' : ','}${JSON.stringify(field.key)}:`}::text || ${value(field)}`,
  );
  return sql`${sql.join(members, sql` || `)} || '}'`;
}

function staffValue(field: StaffJsonField): SQL {
  return 'column' in field ? staffColumn(field.column) : sql`${JSON.stringify(field.typeName)}::text`;
}

function sessionValue(field: SessionJsonField, facts: SessionJsonFacts): SQL {
  if ('column' in field) return sessionColumn(field.column, facts);
  if ('typeName' in field) return sql`${JSON.stringify(field.typeName)}::text`;
  // No staff member: null, as the Session type answers (never an object of empty names).
  return sql`case when s.staff_member_id is null then 'null' else ${jsonObject(field.staffMember, staffValue)} end`;
}

/**
 * A branch's sessions starting in [from, to) as JSON objects with these keys, in this order, by
 * start (the same rows and order as `listBranchSessions`): PostgreSQL writes each session's
 * object, so a week of a thousand sessions is a thousand short texts to receive (and write into
 * the response's bytes, platform/graphql/json-answer.ts) instead of a thousand rows of twenty columns to parse, resolve field by field and serialise again.
 * One row per session rather than one aggregated value (string_agg): the aggregate sorted inside
 * itself and came back as one 185 kB value, and the read took longer than the plain one (p50
 * 11.4 ms against 10.1 ms; a row per session 6.7 ms, through drizzle at load 5). A table no asked
 * field reads is left out of the plan (the list row's joins are left joins on unique keys).
 */
export async function listBranchSessionsJson(
  tx: Transaction,
  branchId: string,
  range: { from: Date; to: Date },
  fields: readonly SessionJsonField[],
  facts: SessionJsonFacts,
): Promise<string[]> {
  const { rows } = await tx.execute<{ json: string }>(
    sql`select ${jsonObject(fields, (field) => sessionValue(field, facts))} as json
        ${LIST_ROW_FROM}
        where ${inBranchRange(branchId, range.from, range.to)}
        order by s.starts_at, s.id`,
  );
  return rows.map((row) => row.json);
}

/** One session that has not been removed, with its list fields. */
export async function findSessionListRow(tx: Transaction, id: string): Promise<SessionListRow | undefined> {
  const { rows } = await tx.execute<SessionListRow & Record<string, unknown>>(
    sql`select ${LIST_ROW_COLUMNS} where s.id = ${id} and s.cancelled_at is null`,
  );
  return rows[0];
}

/** The branch of a session that has not been removed (the `session` subject's owner). */
export async function findLiveSessionBranch(tx: Transaction, id: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ branchId: sessions.branchId })
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.cancelledAt)));
  return row?.branchId;
}

/** A session row as stored (removed or not); `lock` serialises changes of one session. */
export async function findSessionRow(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SessionRow | undefined> {
  const query = tx.select().from(sessions).where(eq(sessions.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findSeriesRow(
  tx: Transaction,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SeriesRow | undefined> {
  const query = tx.select().from(sessionSeries).where(eq(sessionSeries.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** A session lasts at most a day and an hour (24:00 across a daylight-saving change). */
const LONGEST_SESSION_MS = 26 * 60 * 60 * 1000;

/**
 * A staff member's sessions (not removed) overlapping [from, to), read on the staff-range index:
 * only starts after `from` less the longest session can overlap, so the scan is bounded.
 */
export async function staffSessionsOverlapping(
  tx: Transaction,
  staffMemberId: string,
  from: Date,
  to: Date,
): Promise<{ id: string; startsAt: Date; endsAt: Date }[]> {
  return tx
    .select({ id: sessions.id, startsAt: sessions.startsAt, endsAt: sessions.endsAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.staffMemberId, staffMemberId),
        isNull(sessions.cancelledAt),
        gt(sessions.startsAt, new Date(from.getTime() - LONGEST_SESSION_MS)),
        lt(sessions.startsAt, to),
        gt(sessions.endsAt, from),
      ),
    );
}

/**
 * Of these sessions, those where someone ATTENDED (a live booking checked in): read only when a
 * page asks for it (the calendar's week does not), in one statement on the live-booking index.
 */
export async function sessionsWithAttendance(
  tx: Transaction,
  sessionIds: readonly string[],
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ sessionId: sessionBookings.sessionId })
    .from(sessionBookings)
    .where(
      and(
        inArray(sessionBookings.sessionId, [...sessionIds]),
        isNull(sessionBookings.cancelledAt),
        eq(sessionBookings.status, 'ATTENDED'),
      ),
    );
  return new Set(rows.map((row) => row.sessionId));
}
