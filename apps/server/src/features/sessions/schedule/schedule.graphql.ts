import { SESSION_REPEATS } from '@clubline/domain';
import { z } from 'zod';
import { AsyncOperationTicketRef } from '../../../platform/async-operations/async-operations.graphql.ts';
import { ANY_ROLE } from '../../../platform/auth/authorization.ts';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { SessionAttendanceStatusEnum } from '../session-types.graphql.ts';
import {
  createSession,
  previewSessionChange,
  previewSessionRemoval,
  removeSession,
  updateSession,
} from './schedule.service.ts';
import type { AffectedBooking, SessionChangePreview } from './session-change-plan.ts';
import { type RawSessionChange, SESSION_CHANGE_SCOPES } from './session-input.ts';

/** Outer bounds only: the services check with the form's schema and its messages. */
const idArg = z.string().max(100);
const dateArg = z.string().max(20);
const timeArg = z.string().max(10);
const nameArg = z.string().max(1000);

const SessionFrequencyTypeEnum = builder.enumType('SessionFrequencyType', {
  description: 'ONCE or WEEKLY on the start date’s weekday.',
  values: SESSION_REPEATS,
});
const SessionChangeScopeEnum = builder.enumType('SessionChangeScope', {
  description: 'One session, or it and every later one of its series.',
  values: SESSION_CHANGE_SCOPES,
});

const AffectedBookingRef = builder.objectRef<AffectedBooking>('AffectedBooking').implement({
  description: 'A booking a change would move or cancel, or keep beyond a lowered capacity.',
  fields: (t) => ({
    sessionId: t.exposeID('sessionId', { description: 'The session booked.' }),
    date: t.exposeString('date', { description: 'Its date now.' }),
    personId: t.exposeID('personId', { description: 'The member.' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    status: t.field({
      type: SessionAttendanceStatusEnum,
      description: 'BOOKED or ATTENDED.',
      resolve: (b) => b.status,
    }),
    outcome: t.exposeString('outcome', {
      description: 'CANCELLED, MOVED or OVER_CAPACITY (kept, beyond the new capacity).',
    }),
  }),
});

const SessionChangePreviewRef = builder.objectRef<SessionChangePreview>('SessionChangePreview').implement({
  description: 'What a change or removal would do now, worked out by the code that applies it.',
  fields: (t) => ({
    sessionsAffected: t.exposeInt('sessionsAffected', { description: 'Sessions the change touches.' }),
    affectedBookings: t.field({
      type: [AffectedBookingRef],
      description: 'Each booking it would move or cancel, or keep over capacity.',
      resolve: (preview) => preview.affectedBookings,
    }),
    blockedByAttendance: t.exposeBoolean('blockedByAttendance', {
      description: 'A session in scope has an ATTENDED member: removal is refused.',
    }),
  }),
});

const SessionFrequencyInputRef = builder.inputType('SessionFrequencyInput', {
  description: 'How often; a weekly series may end on a date.',
  fields: (t) => ({
    type: t.field({ type: SessionFrequencyTypeEnum, required: true, description: 'ONCE or WEEKLY.' }),
    endDate: t.string({
      description: 'WEEKLY only: the last date (inclusive), at most two years on; none: no end.',
      validate: dateArg.nullish(),
    }),
  }),
});

const SessionDefinitionInputRef = builder.inputType('SessionDefinitionInput', {
  description: 'A new session (spec 2 §3 "Session definition input").',
  fields: (t) => ({
    startDate: t.string({ required: true, description: 'YYYY-MM-DD.', validate: dateArg }),
    startTime: t.string({ required: true, description: 'HH:MM on the half hour.', validate: timeArg }),
    endTime: t.string({
      required: true,
      description: 'HH:MM after the start, up to 24:00.',
      validate: timeArg,
    }),
    capacity: t.int({ description: 'Places; none or 0: no limit.' }),
    branchId: t.id({ required: true, description: 'The branch.', validate: idArg }),
    name: t.string({ description: 'Without a class: its name (at most 30).', validate: nameArg.nullish() }),
    classId: t.id({ description: 'The class (wins over a name).', validate: idArg.nullish() }),
    staffMemberId: t.id({ description: 'Who runs it (person id).', validate: idArg.nullish() }),
    frequency: t.field({ type: SessionFrequencyInputRef, required: true, description: 'ONCE or WEEKLY.' }),
  }),
});

const UpdateSessionInputRef = builder.inputType('UpdateSessionInput', {
  description: 'A session changed (spec 2 §3 "Session update input"); every field is the new value.',
  fields: (t) => ({
    id: t.id({ required: true, description: 'The session.', validate: idArg }),
    date: t.string({
      required: true,
      description: 'Its date as the screen shows it (a stale one is refused).',
      validate: dateArg,
    }),
    newDate: t.string({
      description: 'Moves it (and the following ones by as many days).',
      validate: dateArg.nullish(),
    }),
    startTime: t.string({ required: true, description: 'HH:MM.', validate: timeArg }),
    endTime: t.string({ required: true, description: 'HH:MM, up to 24:00.', validate: timeArg }),
    capacity: t.int({ description: 'Places; none or 0: no limit.' }),
    name: t.string({ description: 'Without a class: its name.', validate: nameArg.nullish() }),
    classId: t.id({ description: 'The class.', validate: idArg.nullish() }),
    staffMemberId: t.id({ description: 'Who runs it.', validate: idArg.nullish() }),
    scope: t.field({ type: SessionChangeScopeEnum, description: 'Absent: THIS_SESSION.' }),
  }),
});

interface UpdateArgs {
  id: string | number;
  date: string;
  newDate?: string | null;
  startTime: string;
  endTime: string;
  capacity?: number | null;
  name?: string | null;
  classId?: string | number | null;
  staffMemberId?: string | number | null;
  scope?: (typeof SESSION_CHANGE_SCOPES)[number] | null;
}

const idOrNull = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

function rawChange(input: UpdateArgs): RawSessionChange {
  return {
    ...input,
    id: String(input.id),
    classId: idOrNull(input.classId),
    staffMemberId: idOrNull(input.staffMemberId),
  };
}

/** manage-sessions at the session's branch; without a role there the session does not exist. */
const manageSession = () =>
  requires('manage-sessions', 'session', { also: [{ operation: ANY_ROLE, subject: 'session' }] });

/** Session changes and their previews: manage-sessions at the session's branch (spec 2 §6). */
export function registerScheduleFields(): void {
  builder.queryFields((t) => ({
    previewSessionChange: t.field({
      type: SessionChangePreviewRef,
      description: 'What updateSession would do now: sessions touched, bookings moved or over capacity.',
      ...manageSession(),
      args: { updateSessionInput: t.arg({ type: UpdateSessionInputRef, required: true }) },
      resolve: (_root, args, context) =>
        previewSessionChange(requestContext(context), rawChange(args.updateSessionInput)),
    }),
    previewSessionRemoval: t.field({
      type: SessionChangePreviewRef,
      description: 'What removing the session (or it and the following ones) would do now.',
      ...manageSession(),
      args: {
        sessionId: t.arg.id({ required: true, validate: idArg }),
        scope: t.arg({ type: SessionChangeScopeEnum, required: true }),
      },
      resolve: (_root, args, context) =>
        previewSessionRemoval(requestContext(context), String(args.sessionId), args.scope),
    }),
  }));

  builder.mutationFields((t) => ({
    createSession: t.field({
      type: AsyncOperationTicketRef,
      description:
        'Creates a session or a weekly series (async, domain SESSION). manage-sessions at the branch.',
      ...requires('manage-sessions', 'branch'),
      args: { sessionDefinitionInput: t.arg({ type: SessionDefinitionInputRef, required: true }) },
      resolve: (_root, args, context) => {
        const input = args.sessionDefinitionInput;
        return createSession(requestContext(context), {
          ...input,
          branchId: String(input.branchId),
          classId: idOrNull(input.classId),
          staffMemberId: idOrNull(input.staffMemberId),
        });
      },
    }),
    updateSession: t.field({
      type: AsyncOperationTicketRef,
      description: 'Changes a session, or it and the following ones (async). manage-sessions at its branch.',
      ...manageSession(),
      args: { updateSessionInput: t.arg({ type: UpdateSessionInputRef, required: true }) },
      resolve: (_root, args, context) =>
        updateSession(requestContext(context), rawChange(args.updateSessionInput)),
    }),
    removeSession: t.field({
      type: AsyncOperationTicketRef,
      description:
        'Removes one session (async); refused when a member ATTENDED. manage-sessions at its branch.',
      ...manageSession(),
      args: { sessionId: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) =>
        removeSession(requestContext(context), String(args.sessionId), 'THIS_SESSION'),
    }),
    removeThisAndFollowingSessions: t.field({
      type: AsyncOperationTicketRef,
      description:
        'Removes the session and every later one of its series (async); refused when a member ATTENDED one.',
      ...manageSession(),
      args: { sessionId: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) =>
        removeSession(requestContext(context), String(args.sessionId), 'THIS_AND_FOLLOWING'),
    }),
  }));
}
