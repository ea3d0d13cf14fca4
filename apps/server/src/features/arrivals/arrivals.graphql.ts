import {
  DENIAL_FIXES,
  DENIAL_REASONS,
  type DenialReason,
  denialReason,
  isDenialReasonCode,
} from '@clubline/domain';
import { z } from 'zod';
import {
  AsyncOperationStatusRef,
  AsyncOperationTicketRef,
} from '../../platform/async-operations/async-operations.graphql.ts';
import { requires } from '../../platform/graphql/authorization-declarations.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { requestContext } from '../../platform/graphql/context.ts';
import {
  type ArrivalPage,
  type ArrivalView,
  findVisibleArrival,
  getArrival,
  getArrivals,
  VIEW_ARRIVAL,
} from './arrivals-list.service.ts';
import { addManualArrival } from './manual-arrival.service.ts';

/** Ids and texts are bounded here; the services parse them with their own messages. */
const idArg = z.string().max(100);

/** Instants are sent as epoch seconds (spec 2 §3). */
const epochSeconds = (date: Date | null): number | null =>
  date === null ? null : Math.floor(date.getTime() / 1000);

const ArrivalResultEnum = builder.enumType('ArrivalResult', {
  description: 'Whether the door let the person in.',
  values: ['GRANTED', 'DENIED'] as const,
});

const DenialFixEnum = builder.enumType('DenialFix', {
  description: 'What staff may do about a denial, one click from the arrival.',
  values: DENIAL_FIXES,
});

const ArrivalDenialRef = builder.objectRef<DenialReason>('ArrivalDenial').implement({
  description: 'Why the door said no: a code of the closed denial catalogue, its sentence and its fix.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The reason code (the denial catalogue).' }),
    label: t.string({
      description: 'Short words for the reason, as the filter lists it.',
      resolve: (denial) => DENIAL_REASONS[denial.code].label,
    }),
    text: t.exposeString('text', {
      description: 'The sentence the door said, with its facts as they were then.',
    }),
    fix: t.field({
      type: DenialFixEnum,
      nullable: true,
      description: 'The action that fixes it; null when nothing at the desk does.',
      resolve: (denial) => denial.fix,
    }),
  }),
});

/** A denied arrival's reason; null when granted or stored without a catalogue code. */
function denialOf(arrival: ArrivalView): DenialReason | null {
  if (arrival.granted || !isDenialReasonCode(arrival.reason)) return null;
  return denialReason(arrival.reason, arrival.reasonText ?? DENIAL_REASONS[arrival.reason].label);
}

const ArrivalRef = builder.objectRef<ArrivalView>('Arrival').implement({
  description:
    'A person arriving at a branch: a door swipe or a manual arrival (spec 2 §3 "Arrival"). Who arrived is read as they are now.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Arrival id.' }),
    personId: t.exposeID('personId', {
      nullable: true,
      description: 'Who arrived; null for a card nobody holds.',
    }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'Their first name.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Their last name.' }),
    hasImage: t.boolean({
      description: 'Whether they have a profile image.',
      resolve: (arrival) => arrival.imageKey !== null,
    }),
    imgDownloadUrl: t.string({
      nullable: true,
      description:
        'A short-lived address of their profile image: the desk that may see the arrival sees who came in.',
      resolve: (arrival, _args, context) =>
        arrival.imageKey === null
          ? null
          : context.deps.files.urls.downloadUrl({
              applicationId: requestContext(context).viewer.applicationId,
              key: arrival.imageKey,
              fileName: 'profile-image',
            }),
    }),
    homeBranchId: t.exposeID('homeBranchId', { nullable: true, description: 'Their home branch.' }),
    branchId: t.exposeID('branchId', { description: 'The branch they arrived at.' }),
    personRole: t.exposeString('personRole', {
      nullable: true,
      description:
        'Member, Prospect or StaffMember: their role at the arrival branch, else at their home branch (staff first).',
    }),
    lastVisit: t.int({
      nullable: true,
      description: 'Their last visit at the arrival branch, epoch seconds.',
      resolve: (arrival) => epochSeconds(arrival.lastVisitAt),
    }),
    time: t.int({
      description: 'When they arrived, epoch seconds.',
      resolve: (arrival) => epochSeconds(arrival.arrivedAt) ?? 0,
    }),
    arrivalDepartureDuration: t.int({
      nullable: true,
      description: 'Seconds between arrival and departure, once they left.',
      resolve: (arrival) =>
        arrival.departedAt
          ? Math.max(0, Math.round((arrival.departedAt.getTime() - arrival.arrivedAt.getTime()) / 1000))
          : null,
    }),
    tags: t.exposeStringList('tags', { description: 'Arrival tags (spec 1 §4.2), e.g. MANUAL or DENIED.' }),
    granted: t.exposeBoolean('granted', { description: 'Whether they were let in.' }),
    denial: t.field({
      type: ArrivalDenialRef,
      nullable: true,
      description: "Why entry was denied ('Entry denied'); null for a granted arrival.",
      resolve: denialOf,
    }),
    membershipId: t.exposeID('membershipId', {
      nullable: true,
      description: 'The membership the decision concerned (the one overdue, blocked or used), if any.',
    }),
    vaccinationCertSightedOn: t.int({
      nullable: true,
      description: 'When their vaccination certificate was sighted, epoch seconds.',
      resolve: (arrival) => epochSeconds(arrival.vaccinationCertSightedOn),
    }),
  }),
});

const ArrivalPageRef = builder.objectRef<ArrivalPage>('ArrivalPage').implement({
  description: "A page of a branch day's arrivals, newest first.",
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The day listed, YYYY-MM-DD in the branch time zone.' }),
    timeZone: t.exposeString('timeZone', { description: 'The branch time zone, in which times are shown.' }),
    arrivals: t.field({
      type: [ArrivalRef],
      description: 'The arrivals of this page.',
      resolve: (page) => page.arrivals,
    }),
    nextCursor: t.exposeString('nextCursor', {
      nullable: true,
      description: 'Pass as `after` for the next (older) page; null when there is none.',
    }),
  }),
});

const AddArrivalInputRef = builder.inputType('AddArrivalInput', {
  description: 'A manual arrival: who came in at which branch.',
  fields: (t) => ({
    branchId: t.id({ required: true, validate: idArg, description: 'The branch they came in at.' }),
    personId: t.id({ required: true, validate: idArg, description: 'Who came in.' }),
  }),
});

/** The arrivals page's queries, the manual arrival and the arrival its ticket resolves to. */
export function registerArrivalsFields(): void {
  builder.queryFields((t) => ({
    getArrivals: t.field({
      type: ArrivalPageRef,
      description: "A branch's arrivals of one day (today in its time zone by default), newest first.",
      ...requires(VIEW_ARRIVAL, 'branch'),
      args: {
        branchId: t.arg.id({ required: true, validate: idArg }),
        day: t.arg.string({
          description: 'YYYY-MM-DD in the branch time zone.',
          validate: z.string().max(20),
        }),
        result: t.arg({ type: ArrivalResultEnum, description: 'Only granted or only denied arrivals.' }),
        reason: t.arg.string({
          description: 'Only denials for this reason code (the denial catalogue).',
          validate: z.string().max(100),
        }),
        after: t.arg.string({
          description: 'The nextCursor of the previous page.',
          validate: z.string().max(300),
        }),
        limit: t.arg.int({ description: 'Page size, 1 to 100 (default 50).' }),
      },
      resolve: (_root, args, context) =>
        getArrivals(requestContext(context), {
          branchId: String(args.branchId),
          day: args.day ?? undefined,
          result: args.result ?? undefined,
          reason: args.reason ?? undefined,
          after: args.after ?? undefined,
          limit: args.limit ?? undefined,
        }),
    }),
    getArrival: t.field({
      type: ArrivalRef,
      nullable: true,
      description: 'One arrival at a branch; null when the branch has no arrival with this id.',
      ...requires(VIEW_ARRIVAL, 'branch'),
      args: {
        id: t.arg.id({ required: true, validate: idArg }),
        branchId: t.arg.id({ required: true, validate: idArg }),
      },
      resolve: (_root, args, context) =>
        getArrival(requestContext(context), { id: String(args.id), branchId: String(args.branchId) }),
    }),
  }));

  builder.mutationFields((t) => ({
    addArrival: t.field({
      type: AsyncOperationTicketRef,
      description: 'Starts a manual arrival (tagged MANUAL); poll the ticket for the arrival.',
      ...requires(VIEW_ARRIVAL, 'branch', { also: [{ operation: 'view-member', subject: 'person' }] }),
      args: { addArrivalInput: t.arg({ type: AddArrivalInputRef, required: true }) },
      resolve: (_root, args, context) =>
        addManualArrival(requestContext(context), {
          branchId: String(args.addArrivalInput.branchId),
          personId: String(args.addArrivalInput.personId),
        }),
    }),
  }));

  builder.objectField(AsyncOperationStatusRef, 'arrival', (t) =>
    t.field({
      type: ArrivalRef,
      nullable: true,
      description: 'The resulting arrival, for a manual arrival; null while the viewer may not see it.',
      resolve: async (status, _args, context) => {
        if (status.resultType !== 'Arrival' || !status.resultId) return null;
        const input = z.object({ branchId: z.uuid() }).safeParse(status.input);
        if (!input.success) return null;
        return findVisibleArrival(requestContext(context), status.resultId, input.data.branchId);
      },
    }),
  );
}
