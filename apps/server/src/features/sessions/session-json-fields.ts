import type { JsonSelection } from '../../platform/graphql/json-answer.ts';

/*
 * What a range read's JSON answer may hold (docs/classes.md "Answered as JSON"): the Session fields
 * read from the list row, its staff member's, and `__typename`; the SQL of each is in
 * sessions.repository.ts (`listBranchSessionsJson`). A field read otherwise (classAssociated,
 * hasAttended: DataLoaders) leaves the request to the executor.
 */

/** The Session fields a JSON answer reads from the list row (the calendar's, and every other scalar). */
const SESSION_JSON_COLUMNS = [
  'id',
  'name',
  'date',
  'startTime',
  'endTime',
  'startsAt',
  'endsAt',
  'timeZone',
  'capacity',
  'branchId',
  'allowOnlineBooking',
  'isRecurring',
  'color',
  'membersCount',
  'waitlistQueueLength',
  'spotsLeft',
  'isFull',
  'isPast',
  'hasStarted',
  'canManage',
] as const;
export type SessionJsonColumn = (typeof SESSION_JSON_COLUMNS)[number];

/** The staff member's fields a JSON answer reads. */
const STAFF_JSON_COLUMNS = ['id', 'firstName', 'lastName'] as const;
export type StaffJsonColumn = (typeof STAFF_JSON_COLUMNS)[number];

/** A key of a staff member's object in a JSON answer: one of its columns, or its type's name. */
export type StaffJsonField = { key: string; column: StaffJsonColumn } | { key: string; typeName: string };

/** A key of a session's object in a JSON answer: a column, its type's name, or its staff member. */
export type SessionJsonField =
  | { key: string; column: SessionJsonColumn }
  | { key: string; typeName: string }
  | { key: string; staffMember: readonly StaffJsonField[] };

/** More keys than any client asks of one object (each a parameter of the statement): beyond, the executor answers. */
const MOST_JSON_KEYS = 100;

/**
 * The keys of a Session's JSON answer for a selection, or null when one of them is not read from
 * the list row (classAssociated, hasAttended: DataLoaders), so the executor answers it.
 */
export function sessionJsonFields(selection: JsonSelection): SessionJsonField[] | null {
  if (selection.fields.length > MOST_JSON_KEYS) return null;
  const fields: SessionJsonField[] = [];
  for (const { responseKey: key, fieldName, selection: below } of selection.fields) {
    if (fieldName === '__typename') fields.push({ key, typeName: selection.typeName });
    else if (fieldName === 'staffMember' && below) {
      const staffMember = staffJsonFields(below);
      if (!staffMember) return null;
      fields.push({ key, staffMember });
    } else {
      const column = SESSION_JSON_COLUMNS.find((name) => name === fieldName);
      if (!column || below) return null;
      fields.push({ key, column });
    }
  }
  return fields;
}

function staffJsonFields(selection: JsonSelection): StaffJsonField[] | null {
  if (selection.fields.length > MOST_JSON_KEYS) return null;
  const fields: StaffJsonField[] = [];
  for (const { responseKey: key, fieldName, selection: below } of selection.fields) {
    if (below) return null;
    if (fieldName === '__typename') fields.push({ key, typeName: selection.typeName });
    else {
      const column = STAFF_JSON_COLUMNS.find((name) => name === fieldName);
      if (!column) return null;
      fields.push({ key, column });
    }
  }
  return fields;
}
