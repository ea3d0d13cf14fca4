import {
  checkFields,
  defaultSessionTimes,
  type FieldCheck,
  formatMinutes,
  isMembershipDate,
  MINUTES_PER_DAY,
  parseWallClock,
  type SessionRepeat,
  sessionDefinitionSchema,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';

/** The session form's values (spec 2 §5 "Session"), as the inputs hold them. */
export interface SessionFormValues {
  [field: string]: unknown;
  /** '' when the session is made by name. */
  classId: string;
  name: string;
  /** YYYY-MM-DD */
  startDate: string;
  startTime: string;
  endTime: string;
  /** '' for nobody. */
  staffMemberId: string;
  /** Typed text; empty or 0: no limit. */
  capacity: string | number;
  repeat: SessionRepeat;
  /** YYYY-MM-DD, optional, WEEKLY only. */
  endDate: string;
}

/** The day and times a new session starts from: a slot picked, or the default times. */
export interface NewSessionTimes {
  date: string;
  /** Absent: the default times (spec 2 §9). */
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** The form's fields the server may name in a refusal: shown under them rather than above the form. */
export const SESSION_FORM_FIELDS = [
  'startDate',
  'startTime',
  'endTime',
  'name',
  'classId',
  'staffMemberId',
  'capacity',
] as const;

export const SESSION_FORM_MESSAGES = {
  endDateInvalid: 'Enter a valid end date',
  endDateBeforeStart: 'The end date cannot be before the start date',
} as const;

/** What the session definition and update inputs share. */
export interface CheckedSession {
  startDate: string;
  startTime: string;
  endTime: string;
  capacity: number;
  classId: string | null;
  name: string | null;
  staffMemberId: string | null;
  repeat: SessionRepeat;
  endDate: string | null;
}

/**
 * The default times of a new session (spec 2 §9, the domain's defaultSessionTimes): from now in
 * the branch's zone, on `date` when the calendar was showing another day.
 */
export function defaultTimes(timeZone: string, date?: string, now: Date = new Date()): NewSessionTimes {
  const zoned = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone);
  const times = defaultSessionTimes(zoned);
  return { date: date ?? times.date.toString(), startTime: times.startTime, endTime: times.endTime };
}

const HALF_HOUR = 30;

/**
 * A slot picked on the calendar (15-minute steps) as the form's half-hour options: the start
 * rounded down, the end up, at least half an hour after the start, never past 24:00.
 */
export function slotTimes(startTime: string, endTime: string): { startTime: string; endTime: string } {
  const start = Math.floor((parseWallClock(startTime) ?? 0) / HALF_HOUR) * HALF_HOUR;
  const rawEnd = parseWallClock(endTime) ?? start;
  const end = Math.min(
    Math.max(Math.ceil(rawEnd / HALF_HOUR) * HALF_HOUR, start + HALF_HOUR),
    MINUTES_PER_DAY,
  );
  return {
    startTime: formatMinutes(Math.min(start, MINUTES_PER_DAY - HALF_HOUR)),
    endTime: formatMinutes(end),
  };
}

/** A new session's form: the times given, else the default times, once, no class chosen yet. */
export function emptySessionForm(times: NewSessionTimes, timeZone: string): SessionFormValues {
  const defaults = defaultTimes(timeZone, times.date);
  const picked =
    times.startTime !== undefined && times.endTime !== undefined
      ? slotTimes(times.startTime, times.endTime)
      : defaults;
  return {
    classId: '',
    name: '',
    startDate: times.date,
    startTime: picked.startTime ?? '',
    endTime: picked.endTime ?? '',
    staffMemberId: '',
    capacity: '',
    repeat: 'ONCE',
    endDate: '',
  };
}

/**
 * The form checked with the domain's session definition schema (the server's own rules), plus
 * the weekly end date the schema leaves to the form: optional, a real date, not before the start.
 */
export function checkSessionForm(
  branchId: string,
): (values: SessionFormValues) => FieldCheck<CheckedSession> {
  return (values) => {
    const checked = checkFields(sessionDefinitionSchema, {
      branchId,
      startDate: values.startDate,
      startTime: values.startTime,
      endTime: values.endTime,
      classId: values.classId,
      name: values.name,
      staffMemberId: values.staffMemberId,
      capacity: values.capacity,
      frequency: { type: values.repeat },
    });
    const endDate = values.repeat === 'WEEKLY' ? values.endDate.trim() : '';
    const endDateError =
      endDate === ''
        ? undefined
        : !isMembershipDate(endDate)
          ? SESSION_FORM_MESSAGES.endDateInvalid
          : isMembershipDate(values.startDate) && endDate < values.startDate
            ? SESSION_FORM_MESSAGES.endDateBeforeStart
            : undefined;
    if (!checked.ok || endDateError !== undefined) {
      const errors = checked.ok ? {} : checked.errors;
      return { ok: false, errors: endDateError ? { ...errors, endDate: endDateError } : errors };
    }
    const value = checked.value;
    return {
      ok: true,
      value: {
        startDate: value.startDate,
        startTime: value.startTime,
        endTime: value.endTime,
        capacity: value.capacity,
        classId: value.classId,
        name: value.name,
        staffMemberId: value.staffMemberId,
        repeat: value.frequency.type,
        endDate: endDate === '' ? null : endDate,
      },
    };
  };
}

/** createSession's input. */
export function toSessionDefinitionInput(branchId: string, session: CheckedSession) {
  return {
    branchId,
    startDate: session.startDate,
    startTime: session.startTime,
    endTime: session.endTime,
    capacity: session.capacity,
    classId: session.classId,
    name: session.name,
    staffMemberId: session.staffMemberId,
    frequency: { type: session.repeat, endDate: session.endDate },
  };
}

/** The session being edited, as the form needs it. */
export interface EditedSession {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  capacity: number | null;
  name: string;
  isRecurring: boolean;
  classAssociated: { id: string } | null;
  staffMember: { id: string } | null;
}

export function editSessionForm(session: EditedSession): SessionFormValues {
  return {
    classId: session.classAssociated?.id ?? '',
    name: session.classAssociated ? '' : session.name,
    startDate: session.date,
    startTime: session.startTime,
    endTime: session.endTime,
    staffMemberId: session.staffMember?.id ?? '',
    capacity: session.capacity ?? '',
    repeat: session.isRecurring ? 'WEEKLY' : 'ONCE',
    endDate: '',
  };
}

export type SessionChangeScope = 'THIS_SESSION' | 'THIS_AND_FOLLOWING';

/** updateSession's (and previewSessionChange's) input: newDate only when the day moves. */
export function toUpdateSessionInput(
  session: EditedSession,
  checked: CheckedSession,
  scope: SessionChangeScope,
) {
  return {
    id: session.id,
    date: session.date,
    newDate: checked.startDate !== session.date ? checked.startDate : null,
    startTime: checked.startTime,
    endTime: checked.endTime,
    capacity: checked.capacity,
    classId: checked.classId,
    name: checked.name,
    staffMemberId: checked.staffMemberId,
    scope,
  };
}
