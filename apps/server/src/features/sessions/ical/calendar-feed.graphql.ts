import { z } from 'zod';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { memberCalendarFeedUrl, resetMemberCalendarFeedUrl } from './calendar-feed.service.ts';

const idArg = z.string().max(100);

/** The calendar feed's root fields (docs/classes.md "Calendar feed"). */
export function registerCalendarFeedFields(): void {
  builder.queryFields((t) => ({
    getMemberCalendarFeedUrl: t.string({
      description:
        "The member's personal iCalendar feed address (their bookings, past 60 days and ahead), to subscribe to in a calendar app. view-member on the person.",
      ...requires('view-member', 'person'),
      args: { personId: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) =>
        memberCalendarFeedUrl(requestContext(context), String(args.personId)),
    }),
  }));
  builder.mutationFields((t) => ({
    resetMemberCalendarFeedUrl: t.string({
      description:
        "Gives the member's calendar feed a new address and answers it; the old address stops working (404). manage-member on the person.",
      ...requires('manage-member', 'person'),
      args: { personId: t.arg.id({ required: true, validate: idArg }) },
      resolve: (_root, args, context) =>
        resetMemberCalendarFeedUrl(requestContext(context), String(args.personId)),
    }),
  }));
}
