import { AUDIENCE_REFUSALS } from '@clubline/domain';
import { z } from 'zod';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import {
  type BookingEligibilityRow,
  ELIGIBILITY_PERSONS_MAX,
  getSessionBookingEligibility,
} from './booking-eligibility.ts';
import { sessionIdArg } from './bookings.graphql.ts';
import { BOOK_MEMBERS } from './session-access.ts';

const SessionBookingRefusalEnum = builder.enumType('SessionBookingRefusal', {
  description:
    "Why a class's audience refuses someone (spec 2 §8, the codes a booking is refused with for who the person is).",
  values: AUDIENCE_REFUSALS,
});

const SessionBookingEligibilityRef = builder
  .objectRef<BookingEligibilityRow>('SessionBookingEligibility')
  .implement({
    description: "Whether a person may book a session's class, by the rule a booking is decided by.",
    fields: (t) => ({
      personId: t.exposeID('personId', { description: 'The person.' }),
      canBook: t.boolean({
        description: "The class's audience lets them book (the session may still be full).",
        resolve: (row) => row.refusal === null,
      }),
      refusal: t.field({
        type: SessionBookingRefusalEnum,
        nullable: true,
        description: 'Why not, when they may not: the code a booking of theirs would be refused with.',
        resolve: (row) => row.refusal,
      }),
    }),
  });

/** Who of the people a desk found may book a session (the picker of "Add member" and "Add to waitlist"). */
export function registerBookingEligibilityFields(): void {
  builder.queryFields((t) => ({
    getSessionBookingEligibility: t.field({
      type: [SessionBookingEligibilityRef],
      description: `Whether each person (at most ${ELIGIBILITY_PERSONS_MAX}) may book the session's class: its audience, their memberships counting at its branch on its day and the plans it is booked by. Ids of nobody in the organisation are left out. view-member at the session's branch.`,
      ...requires(BOOK_MEMBERS, 'session'),
      args: {
        id: t.arg.id({ required: true, validate: sessionIdArg }),
        personIds: t.arg.idList({
          required: true,
          validate: z.array(sessionIdArg).max(ELIGIBILITY_PERSONS_MAX),
        }),
      },
      resolve: (_root, args, context) =>
        getSessionBookingEligibility(requestContext(context), {
          id: String(args.id),
          personIds: args.personIds.map(String),
        }),
    }),
  }));
}
