import { ACTIVITY_PAGE_SIZE, MEMBER_ACTIVITY_KINDS, personIdSchema } from '@clubline/domain';
import { requires } from '../../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { epochSeconds } from '../persons/persons.graphql.ts';
import {
  getMemberActivities,
  type MemberActivities,
  type MemberActivityEntry,
  type MemberActivityPage,
} from './activities.service.ts';

const MemberActivityKindEnum = builder.enumType('MemberActivityKind', {
  description: 'Which detail field of a member activity is set (spec 2 §3 "Member activity").',
  values: MEMBER_ACTIVITY_KINDS,
});

type VisitDetails = NonNullable<MemberActivityEntry['visit']>;
type TransferDetails = NonNullable<MemberActivityEntry['branchTransfer']>;

const VisitActivityRef = builder.objectRef<VisitDetails>('VisitActivity').implement({
  description: 'An arrival at a branch.',
  fields: (t) => ({
    branchId: t.exposeID('branchId', { description: 'Where the member arrived.' }),
    tags: t.exposeStringList('tags', { description: 'Arrival tags (spec 1 §4.2), e.g. MANUAL or DENIED.' }),
    granted: t.exposeBoolean('granted', {
      description: "Whether the member was let in ('Entry denied' when not).",
    }),
    denialText: t.exposeString('denialText', {
      nullable: true,
      description: 'Why entry was denied, as the door said it then; null when let in.',
    }),
  }),
});

const BranchTransferActivityRef = builder.objectRef<TransferDetails>('BranchTransferActivity').implement({
  description: 'A move of the home branch.',
  fields: (t) => ({
    sourceBranchId: t.exposeID('sourceBranchId', {
      nullable: true,
      description: 'The previous home branch.',
    }),
    branchId: t.exposeID('branchId', { description: 'The new home branch.' }),
    tags: t.exposeStringList('tags', { description: 'Tags of the entry (MANUAL_TRANSFER).' }),
    customerReference: t.exposeString('customerReference', {
      nullable: true,
      description: 'The billing customer reference moved with the member, when there was one.',
    }),
  }),
});

/**
 * One entry: the common fields and one detail field per kind. Sessions, membership changes and
 * waitlist entries add their detail field (`session`, `membershipChange`, `waitlistActivity`).
 */
export const MemberActivityRef = builder.objectRef<MemberActivityEntry>('MemberActivity').implement({
  description: "An entry of a member's activities.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Id of the underlying record (arrival, transfer, …).' }),
    kind: t.field({
      type: MemberActivityKindEnum,
      description: 'Which detail field is set.',
      resolve: (entry) => entry.kind,
    }),
    activityTimestamp: t.float({
      description: 'When it happened (or will), epoch seconds.',
      resolve: (entry) => epochSeconds(entry.at) ?? 0,
    }),
    branchId: t.exposeID('branchId', { description: 'The branch it happened at.' }),
    arrivalDepartureDuration: t.exposeInt('arrivalDepartureDuration', {
      nullable: true,
      description: 'Seconds between arrival and departure, for visits with both.',
    }),
    attendanceStatus: t.exposeString('attendanceStatus', {
      nullable: true,
      description: 'BOOKED or ATTENDED, for sessions.',
    }),
    visit: t.field({
      type: VisitActivityRef,
      nullable: true,
      description: 'Set for VISIT.',
      resolve: (entry) => entry.visit ?? null,
    }),
    branchTransfer: t.field({
      type: BranchTransferActivityRef,
      nullable: true,
      description: 'Set for BRANCH_TRANSFER.',
      resolve: (entry) => entry.branchTransfer ?? null,
    }),
  }),
});

const MemberActivityPageRef = builder.objectRef<MemberActivityPage>('MemberActivityPage').implement({
  description: 'Part of a list of activities.',
  fields: (t) => ({
    activities: t.field({
      type: [MemberActivityRef],
      description: 'The entries, newest first for past ones and soonest first for upcoming ones.',
      resolve: (page) => page.activities,
    }),
    nextCursor: t.exposeString('nextCursor', {
      nullable: true,
      description: 'Pass as pastCursor or futureCursor for the next entries ("Load more"); null at the end.',
    }),
    hasMore: t.boolean({
      description: 'Whether more entries follow.',
      resolve: (page) => page.nextCursor !== null,
    }),
  }),
});

const MemberActivitiesRef = builder.objectRef<MemberActivities>('MemberActivities').implement({
  description: "A member's past and upcoming activities.",
  fields: (t) => ({
    past: t.field({ type: MemberActivityPageRef, description: 'Past entries.', resolve: (a) => a.past }),
    upcoming: t.field({
      type: MemberActivityPageRef,
      description: 'Upcoming entries.',
      resolve: (a) => a.upcoming,
    }),
    pastWindowStartTimestamp: t.float({
      description: 'How far back past entries reach (24 months), epoch seconds.',
      resolve: (a) => epochSeconds(a.pastWindowStart) ?? 0,
    }),
  }),
});

const ActivityTimeRangeInputRef = builder.inputType('ActivityTimeRangeInput', {
  description: 'A time range in epoch seconds; either end may be left out.',
  fields: (t) => ({
    startTimestamp: t.float({ description: 'From, epoch seconds.' }),
    endTimestamp: t.float({ description: 'To, epoch seconds.' }),
  }),
});

/** Adds the root fields (and fields on other types) of this file to the schema. */
export function registerActivitiesFields(): void {
  builder.queryFields((t) => ({
    getMemberActivities: t.field({
      type: MemberActivitiesRef,
      description:
        "A member's visits and branch transfers (sessions, membership changes and waitlist entries come with their features), when the viewer may view members of the member's home branch. Past entries reach back 24 months.",
      ...requires('view-member', 'person'),
      args: {
        personId: t.arg.id({ required: true, validate: personIdSchema }),
        pastTimestamps: t.arg({
          type: ActivityTimeRangeInputRef,
          description: 'Past range (default: 24 months).',
        }),
        futureTimestamps: t.arg({
          type: ActivityTimeRangeInputRef,
          description: 'Upcoming range (default: 24 months).',
        }),
        limit: t.arg.int({
          description: `Entries per list, 1 to ${ACTIVITY_PAGE_SIZE} (default ${ACTIVITY_PAGE_SIZE}).`,
        }),
        pastCursor: t.arg.string({ description: 'nextCursor of the previous past page.' }),
        futureCursor: t.arg.string({ description: 'nextCursor of the previous upcoming page.' }),
      },
      resolve: (_root, args, context) =>
        getMemberActivities(requestContext(context), { ...args, personId: String(args.personId) }),
    }),
  }));
}
