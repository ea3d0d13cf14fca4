import { STAFF_AVAILABILITIES } from '@clubline/domain';
import { z } from 'zod';
import { ANY_ROLE } from '../../platform/auth/authorization.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { compiledExecution } from '../../platform/graphql/compiled-execution.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import { type JsonAnswer, jsonAnswer } from '../../platform/graphql/json-answer.ts';
import { ClassRef, type ClassView, classViews, findClassesByIds } from '../classes/public.ts';
import { registerScheduleFields } from './schedule/schedule.graphql.ts';
import { sessionJsonFields } from './session-json-fields.ts';
import type { SessionStaffMember, SessionView } from './session-views.ts';
import {
  attendedSessions,
  getBranchSessions,
  getBranchSessionsJson,
  getSession,
  getSessionStaff,
  getStaffAvailability,
} from './sessions.service.ts';

/** Outer bounds only: the services check ids, dates and times with their own messages. */
const idArg = z.string().max(100);
const dateArg = z.string().max(20);
const timeArg = z.string().max(10);

const StaffAvailabilityEnum = builder.enumType('StaffAvailability', {
  description: 'Whether a staff member is free for a proposed span (spec 2 §4); LOADING is the web’s own.',
  values: STAFF_AVAILABILITIES.filter((value) => value !== 'LOADING'),
});

const SessionStaffMemberRef = builder.objectRef<SessionStaffMember>('SessionStaffMember').implement({
  description: 'The staff member a session names (the person).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Person id.' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
  }),
});

/** The classes of a page of sessions, as the viewer sees them, in one read (DataLoader). */
async function loadClasses(ids: readonly string[], context: Parameters<typeof requestContext>[0]) {
  const request = requestContext(context);
  const views = await withTenant(request.deps.db, request.viewer.applicationId, async (tx) =>
    classViews(request, tx, await findClassesByIds(tx, ids)),
  );
  const byId = new Map<string, ClassView>(views.map((view) => [view.row.id, view]));
  return ids.map((id) => byId.get(id) ?? null);
}

const SessionRef = builder.objectRef<SessionView>('Session').implement({
  description: 'One occurrence of a class or a named session (spec 2 §3 "Session").',
  fields: (t) => ({
    id: t.id({ description: 'Session id.', resolve: (s) => s.row.id }),
    name: t.exposeString('name', { description: 'The class’s name, or the session’s own.' }),
    date: t.string({ description: 'Its local date, YYYY-MM-DD.', resolve: (s) => s.row.date }),
    startTime: t.string({ description: 'Local start, HH:MM.', resolve: (s) => s.row.startTime }),
    endTime: t.string({
      description: 'Local end, HH:MM ("24:00": midnight).',
      resolve: (s) => s.row.endTime,
    }),
    startsAt: t.field({
      type: 'DateTime',
      description: 'Its start.',
      resolve: (s) => new Date(s.row.startsAtMs),
    }),
    endsAt: t.field({ type: 'DateTime', description: 'Its end.', resolve: (s) => new Date(s.row.endsAtMs) }),
    timeZone: t.string({
      description: 'The IANA zone its times are in.',
      resolve: (s) => s.row.timeZone,
    }),
    capacity: t.int({
      nullable: true,
      description: 'Places; null or 0: no limit.',
      resolve: (s) => s.row.capacity,
    }),
    branchId: t.id({ description: 'Its branch.', resolve: (s) => s.row.branchId }),
    allowOnlineBooking: t.exposeBoolean('allowOnlineBooking', {
      description: 'The class’s; false for a session by name.',
    }),
    isRecurring: t.exposeBoolean('isRecurring', { description: 'Its series is WEEKLY.' }),
    classAssociated: t.loadable({
      type: ClassRef,
      nullable: true,
      description: 'Its class; null for a session by name.',
      load: (ids: string[], context) => loadClasses(ids, context),
      resolve: (s) => s.row.classId,
    }),
    color: t.exposeString('color', {
      description: 'The class’s colour; the palette’s first for a named session.',
    }),
    staffMember: t.field({
      type: SessionStaffMemberRef,
      nullable: true,
      description: 'Who runs it.',
      resolve: ({ row }) =>
        row.staffMemberId === null
          ? null
          : {
              id: row.staffMemberId,
              firstName: row.staffFirstName ?? '',
              lastName: row.staffLastName ?? '',
            },
    }),
    membersCount: t.exposeInt('membersCount', { description: 'Places taken: BOOKED and ATTENDED.' }),
    waitlistQueueLength: t.exposeInt('waitlistQueueLength', { description: 'Members waiting.' }),
    spotsLeft: t.exposeInt('spotsLeft', { nullable: true, description: 'Places left; null when no limit.' }),
    isFull: t.exposeBoolean('isFull', { description: 'Every place is taken.' }),
    isPast: t.exposeBoolean('isPast', { description: 'Its end has passed.' }),
    hasStarted: t.exposeBoolean('hasStarted', {
      description: 'Its start has passed (in progress or over): members may be checked in.',
    }),
    hasAttended: t.loadable({
      type: 'Boolean',
      description: 'Someone ATTENDED (then it cannot be removed).',
      load: async (ids: string[], context) => {
        const attended = await attendedSessions(requestContext(context), ids);
        return ids.map((id) => attended.has(id));
      },
      resolve: (s) => s.row.id,
    }),
    canManage: t.exposeBoolean('canManage', {
      description: 'The viewer holds manage-sessions at its branch.',
    }),
  }),
});

/** Why the range reads run compiled: the calendar's busy week is a thousand sessions in one answer. */
const WEEK_OF_SESSIONS = 'a week of a busy branch is a thousand sessions, nine thousand fields';

const rangeArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  branchId: t.arg.id({ required: true, validate: idArg }),
  startDate: t.arg.string({ required: true, validate: dateArg }),
  endDate: t.arg.string({ required: true, validate: dateArg }),
});

/** The range reads' arguments, checked by the fields' own bounds (the service checks the rest). */
const rangeArgsSchema = z.object({ branchId: idArg, startDate: dateArg, endDate: dateArg });

/**
 * The range reads answered as PostgreSQL's JSON text when every field asked is read from the list
 * row (docs/classes.md "Answered as JSON"); the service is the same as the resolver's, so a refusal
 * is thrown here and answered by the executor as ever.
 */
const sessionsAsJson: JsonAnswer = async ({ args, selection, context }) => {
  const fields = sessionJsonFields(selection);
  const range = rangeArgsSchema.safeParse(args);
  if (!fields || !range.success) return null;
  const { branchId, startDate, endDate } = range.data;
  return getBranchSessionsJson(requestContext(context), branchId, startDate, endDate, fields);
};

/** The sessions' root fields (spec 2 §7 "Classes and sessions"). */
export function registerSessionsFields(): void {
  builder.queryFields((t) => ({
    getBranchSessions: t.field({
      type: [SessionRef],
      description:
        'A branch’s sessions on the local dates startDate to endDate (inclusive, at most 62 days), removed ones left out, by start.',
      ...jsonAnswer(compiledExecution(requires(ANY_ROLE, 'branch'), WEEK_OF_SESSIONS), sessionsAsJson),
      args: rangeArgs(t),
      resolve: (_root, args, context) =>
        getBranchSessions(requestContext(context), String(args.branchId), args.startDate, args.endDate),
    }),
    getSessionsForDateRange: t.field({
      type: [SessionRef],
      description: 'The same answer as getBranchSessions (the spec names both).',
      ...jsonAnswer(compiledExecution(requires(ANY_ROLE, 'branch'), WEEK_OF_SESSIONS), sessionsAsJson),
      args: rangeArgs(t),
      resolve: (_root, args, context) =>
        getBranchSessions(requestContext(context), String(args.branchId), args.startDate, args.endDate),
    }),
    getSession: t.field({
      type: SessionRef,
      nullable: true,
      description:
        'One session; null when it does not exist, was removed, or the viewer has no role at its branch.',
      ...requires(ANY_ROLE, 'session'),
      args: { id: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) => getSession(requestContext(context), String(args.id)),
    }),
    getSessionStaff: t.field({
      type: [SessionStaffMemberRef],
      description: 'The active staff of a branch, by name: whom a session may name.',
      ...requires(ANY_ROLE, 'branch'),
      args: { branchId: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) => getSessionStaff(requestContext(context), String(args.branchId)),
    }),
    getStaffAvailability: t.field({
      type: StaffAvailabilityEnum,
      nullable: true,
      description:
        'FREE or BUSY for a proposed span at the branch (another session of theirs overlaps); null when the start is not before the end.',
      ...requires('manage-sessions', 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        staffMemberId: t.arg.id({ required: true, validate: idArg }),
        date: t.arg.string({ required: true, validate: dateArg }),
        startTime: t.arg.string({ required: true, validate: timeArg }),
        endTime: t.arg.string({ required: true, validate: timeArg }),
        excludeSessionId: t.arg.id({ validate: idArg.nullish() }),
      },
      resolve: (_root, args, context) =>
        getStaffAvailability(requestContext(context), {
          branchId: String(args.branchId),
          staffMemberId: String(args.staffMemberId),
          date: args.date,
          startTime: args.startTime,
          endTime: args.endTime,
          excludeSessionId: args.excludeSessionId ? String(args.excludeSessionId) : null,
        }),
    }),
  }));
  registerScheduleFields();
}
