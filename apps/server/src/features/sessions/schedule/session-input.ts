import { isMembershipDate, sessionDefinitionSchema, type ValidSessionDefinition } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { ValidationError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import { SERIES_END_MAX_WEEKS, sessionServerMessages } from '../session-messages.ts';

export const SESSION_CHANGE_SCOPES = ['THIS_SESSION', 'THIS_AND_FOLLOWING'] as const;
export type SessionChangeScope = (typeof SESSION_CHANGE_SCOPES)[number];

/** A valid session definition (the form's schema) with the weekly end date we add to it. */
export type SessionDefinition = ValidSessionDefinition & { endDate: string | null };

/**
 * The session definition input parsed with the form's own schema (its messages), plus the end
 * date of a weekly series, which the spec's form does not have: optional, a real date on or after
 * the start, at most two years after it (a longer run is a typing mistake), and refused on a
 * session that happens once.
 */
export function parseSessionDefinition(raw: {
  frequency?: { type?: unknown; endDate?: string | null } | null;
  [field: string]: unknown;
}): SessionDefinition {
  // GraphQL leaves an omitted field out; the form's schema reads an empty one as null.
  const valid = parseInput(sessionDefinitionSchema, {
    ...raw,
    capacity: raw.capacity ?? null,
    name: raw.name ?? null,
    classId: raw.classId ?? null,
    staffMemberId: raw.staffMemberId ?? null,
  });
  const endDate = raw.frequency?.endDate?.trim() || null;
  if (endDate === null) return { ...valid, endDate };
  if (valid.frequency.type !== 'WEEKLY') {
    throw new ValidationError({ 'frequency.endDate': sessionServerMessages.endDateOnlyWeekly });
  }
  if (!isMembershipDate(endDate))
    throw new ValidationError({ 'frequency.endDate': sessionServerMessages.invalidDate });
  const start = Temporal.PlainDate.from(valid.startDate);
  const end = Temporal.PlainDate.from(endDate);
  if (Temporal.PlainDate.compare(end, start) < 0) {
    throw new ValidationError({ 'frequency.endDate': sessionServerMessages.endDateBeforeStart });
  }
  if (Temporal.PlainDate.compare(end, start.add({ weeks: SERIES_END_MAX_WEEKS })) > 0) {
    throw new ValidationError({ 'frequency.endDate': sessionServerMessages.endDateTooFar });
  }
  return { ...valid, endDate };
}

/**
 * A weekly series without an end date has its sessions made from its start up to 26 weeks ahead of
 * today (materialise.ts), so a start years ago would make every week since at once: from 1900,
 * 6,500 sessions, more than one statement can insert (the worker's ticket failed INTERNAL). Ours,
 * the spec is silent: such a series starts at most two years before today in the branch's zone
 * (the bound of a weekly end date, the same typing mistake), whether it is created there or a
 * "this and following" change moves it there. A series with an end date is bounded by its end.
 */
export function checkOpenSeriesStart(startDate: string, today: string, field: 'startDate' | 'newDate'): void {
  const earliest = Temporal.PlainDate.from(today).subtract({ weeks: SERIES_END_MAX_WEEKS });
  if (Temporal.PlainDate.compare(Temporal.PlainDate.from(startDate), earliest) < 0) {
    throw new ValidationError({ [field]: sessionServerMessages.openSeriesStartTooEarly });
  }
}

/** A session change as the worker stores and applies it (spec 2 §3 "Session update input"). */
export const sessionChangeInput = z.object({
  id: z.uuid(),
  date: z.string(),
  newDate: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int().nullable(),
  name: z.string().nullable(),
  classId: z.string().nullable(),
  staffMemberId: z.string().nullable(),
  scope: z.enum(SESSION_CHANGE_SCOPES),
});
export type SessionChange = z.infer<typeof sessionChangeInput>;

export interface RawSessionChange {
  id: string;
  date: string;
  newDate?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  capacity?: number | null;
  name?: string | null;
  classId?: string | null;
  staffMemberId?: string | null;
  scope?: SessionChangeScope | null;
}

/**
 * The update input checked with the session form's schema (the same messages as creating), the
 * session's own branch standing in for the branch the form does not send: the new date is the
 * schema's start date, so its messages are put under `newDate`.
 */
export function parseSessionChange(raw: RawSessionChange, branchId: string): SessionChange {
  if (!isMembershipDate(raw.date)) throw new ValidationError({ date: sessionServerMessages.invalidDate });
  const newDate = raw.newDate?.trim() || null;
  let valid: ValidSessionDefinition;
  try {
    valid = parseInput(sessionDefinitionSchema, {
      branchId,
      startDate: newDate ?? raw.date,
      startTime: raw.startTime,
      endTime: raw.endTime,
      capacity: raw.capacity ?? null,
      name: raw.name ?? null,
      classId: raw.classId ?? null,
      staffMemberId: raw.staffMemberId ?? null,
      frequency: { type: 'ONCE' },
    });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const { startDate, ...rest } = error.fieldErrors;
    throw new ValidationError(startDate === undefined ? rest : { newDate: startDate, ...rest });
  }
  return {
    id: raw.id,
    date: raw.date,
    newDate: newDate === null || newDate === raw.date ? null : newDate,
    startTime: valid.startTime,
    endTime: valid.endTime,
    capacity: valid.capacity,
    name: valid.name,
    classId: valid.classId,
    staffMemberId: valid.staffMemberId,
    scope: raw.scope ?? 'THIS_SESSION',
  };
}
