import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { SessionMemberRef, sessionIdArg } from '../bookings/bookings.graphql.ts';
import { BOOK_MEMBERS } from '../bookings/session-access.ts';
import {
  addMemberToWaitlist,
  getSessionWaitlistMembers,
  promoteWaitlistMember,
  removeMemberFromWaitlist,
  type WaitlistEntryRow,
} from './waitlist.service.ts';

type Offer = NonNullable<WaitlistEntryRow['offer']>;

const SessionWaitlistOfferRef = builder.objectRef<Offer>('SessionWaitlistOffer').implement({
  description: 'A freed place offered to a member waiting (docs/classes.md "Waitlist offers").',
  fields: (t) => ({
    status: t.exposeString('status', {
      description: 'OFFERED, ACCEPTED, DECLINED, EXPIRED or WITHDRAWN.',
    }),
    offeredAt: t.field({
      type: 'DateTime',
      description: 'When it was offered.',
      resolve: (o) => o.offeredAt,
    }),
    expiresAt: t.field({
      type: 'DateTime',
      description: 'Until when the place is held.',
      resolve: (o) => o.expiresAt,
    }),
  }),
});

const SessionWaitlistEntryRef = builder.objectRef<WaitlistEntryRow>('SessionWaitlistEntry').implement({
  description: 'A member waiting for a place in a session (spec 2 §3 "Waitlist entry").',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The entry id.' }),
    sessionId: t.exposeID('sessionId', { description: 'The session.' }),
    personId: t.exposeID('personId', { description: 'The member.' }),
    firstName: t.exposeString('firstName', { description: "The member's first name." }),
    lastName: t.exposeString('lastName', { description: "The member's last name." }),
    joinedAt: t.field({ type: 'DateTime', description: 'When they joined.', resolve: (e) => e.joinedAt }),
    lastPromotionAttempt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When a place was last offered to them or booked for them.',
      resolve: (e) => e.lastPromotionAttempt,
    }),
    lastPromotionResult: t.exposeString('lastPromotionResult', {
      nullable: true,
      description: 'What that attempt came to: OFFERED, ACCEPTED, DECLINED, EXPIRED, BOOKED or REFUSED.',
    }),
    offer: t.field({
      type: SessionWaitlistOfferRef,
      nullable: true,
      description: 'The place offered to them, if one was.',
      resolve: (e) => e.offer,
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the entry was made (when they joined).',
      resolve: (e) => e.joinedAt,
    }),
  }),
});

/** The waitlist's fields (spec 2 §7 "Classes and sessions"); the sessions module registers them. */
export function registerWaitlistFields(): void {
  builder.queryFields((t) => ({
    getSessionWaitlistMembers: t.field({
      type: [SessionWaitlistEntryRef],
      description: 'Members waiting for a session, in the order they joined. view-member at its branch.',
      ...requires(BOOK_MEMBERS, 'session'),
      args: { id: t.arg.id({ required: true, validate: sessionIdArg }) },
      resolve: (_root, args, context) => getSessionWaitlistMembers(requestContext(context), String(args.id)),
    }),
  }));

  builder.mutationFields((t) => ({
    addMemberToWaitlist: t.field({
      type: SessionWaitlistEntryRef,
      description: "Adds a member to a full session's waitlist (id: the session).",
      ...requires(BOOK_MEMBERS, 'session'),
      args: {
        id: t.arg.id({ required: true, validate: sessionIdArg }),
        personId: t.arg.id({ required: true, validate: sessionIdArg }),
      },
      resolve: (_root, args, context) =>
        addMemberToWaitlist(requestContext(context), {
          id: String(args.id),
          personId: String(args.personId),
        }),
    }),
    removeMemberFromWaitlist: t.boolean({
      description: "Takes a member off a session's waitlist; true when they were not on it.",
      ...requires(BOOK_MEMBERS, 'session'),
      args: {
        id: t.arg.id({ required: true, validate: sessionIdArg }),
        personId: t.arg.id({ required: true, validate: sessionIdArg }),
      },
      resolve: (_root, args, context) =>
        removeMemberFromWaitlist(requestContext(context), {
          id: String(args.id),
          personId: String(args.personId),
        }),
    }),
    promoteWaitlistMember: t.field({
      type: SessionMemberRef,
      description: 'Books a waiting member into the session; they leave the waitlist.',
      ...requires(BOOK_MEMBERS, 'session'),
      args: {
        id: t.arg.id({ required: true, validate: sessionIdArg }),
        personId: t.arg.id({ required: true, validate: sessionIdArg }),
      },
      resolve: (_root, args, context) =>
        promoteWaitlistMember(requestContext(context), {
          id: String(args.id),
          personId: String(args.personId),
        }),
    }),
  }));
}
