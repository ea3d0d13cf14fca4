import { z } from 'zod';
import {
  AsyncOperationStatusRef,
  AsyncOperationTicketRef,
} from '../../../platform/async-operations/async-operations.graphql.ts';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { SessionAttendanceStatusEnum } from '../session-types.graphql.ts';
import { SESSION_MEMBER_RESULT } from './add-member.operation.ts';
import {
  addMemberToSessionAsync,
  changeAttendance,
  findSessionMemberForViewer,
  getSessionMembers,
  removeMemberFromSession,
  type SessionMemberRow,
} from './bookings.service.ts';
import { BOOK_MEMBERS } from './session-access.ts';

/** Outer bounds only: the services say what a malformed id means. */
export const sessionIdArg = z.string().max(100);

export const SessionMemberRef = builder.objectRef<SessionMemberRow>('SessionMember').implement({
  description: 'A member booked into a session (spec 2 §3 "Session member").',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The booking id.' }),
    sessionId: t.exposeID('sessionId', { description: 'The session.' }),
    personId: t.exposeID('personId', { description: 'The member.' }),
    firstName: t.exposeString('firstName', { description: "The member's first name." }),
    lastName: t.exposeString('lastName', { description: "The member's last name." }),
    status: t.field({
      type: SessionAttendanceStatusEnum,
      description: 'BOOKED, or ATTENDED once checked in.',
      resolve: (member) => member.status,
    }),
    bookedAt: t.field({
      type: 'DateTime',
      description: 'When the place was taken.',
      resolve: (member) => member.bookedAt,
    }),
  }),
});

/** The session members' fields (spec 2 §7 "Classes and sessions"); the sessions module registers them. */
export function registerBookingsFields(): void {
  builder.queryFields((t) => ({
    getSessionMembers: t.field({
      type: [SessionMemberRef],
      description:
        "A session's members (BOOKED and ATTENDED), in the order they booked. view-member at its branch.",
      ...requires(BOOK_MEMBERS, 'session'),
      args: { id: t.arg.id({ required: true, validate: sessionIdArg }) },
      resolve: (_root, args, context) => getSessionMembers(requestContext(context), String(args.id)),
    }),
  }));

  builder.mutationFields((t) => ({
    addMemberToSessionAsync: t.field({
      type: AsyncOperationTicketRef,
      description:
        'Starts booking a member into a session (id: the session); the ticket ends in ERROR with the code of spec 2 §8 when refused.',
      ...requires(BOOK_MEMBERS, 'session'),
      args: {
        id: t.arg.id({ required: true, validate: sessionIdArg }),
        personId: t.arg.id({ required: true, validate: sessionIdArg }),
      },
      resolve: (_root, args, context) =>
        addMemberToSessionAsync(requestContext(context), {
          id: String(args.id),
          personId: String(args.personId),
        }),
    }),
    removeMemberFromSession: t.boolean({
      description:
        "Cancels a member's booking of a session and frees the place; true when they are not booked.",
      ...requires(BOOK_MEMBERS, 'session'),
      args: {
        id: t.arg.id({ required: true, validate: sessionIdArg }),
        personId: t.arg.id({ required: true, validate: sessionIdArg }),
      },
      resolve: (_root, args, context) =>
        removeMemberFromSession(requestContext(context), {
          id: String(args.id),
          personId: String(args.personId),
        }),
    }),
    changeAttendance: t.field({
      type: SessionMemberRef,
      description:
        'Checks a member in (ATTENDED) or cancels the check-in (BOOKED), once the session has started.',
      ...requires(BOOK_MEMBERS, 'session'),
      args: {
        id: t.arg.id({ required: true, validate: sessionIdArg }),
        personId: t.arg.id({ required: true, validate: sessionIdArg }),
        status: t.arg({ type: SessionAttendanceStatusEnum, required: true }),
      },
      resolve: (_root, args, context) =>
        changeAttendance(requestContext(context), {
          id: String(args.id),
          personId: String(args.personId),
          status: args.status,
        }),
    }),
  }));

  builder.objectField(AsyncOperationStatusRef, 'sessionMember', (t) =>
    t.field({
      type: SessionMemberRef,
      nullable: true,
      description:
        'The member booked, for adding a member to a session; null while the viewer may not see it.',
      resolve: (status, _args, context) =>
        status.resultType === SESSION_MEMBER_RESULT && status.resultId
          ? findSessionMemberForViewer(requestContext(context), status.resultId)
          : null,
    }),
  );
}
