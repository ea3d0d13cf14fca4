import {
  chargeKindLabel,
  type Debit,
  debitsOf,
  endDateAfterPause,
  isUuid,
  type PaymentSchedule,
  pausedDays,
} from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { chargeKey, takenAsOf } from '../../billing/public.ts';
import { requirePersonAccess } from '../../members/public.ts';
import { prepareChange } from '../changes/membership-change.ts';
import { prepareEnd, upcomingDebits } from '../changes/membership-end.ts';
import { saleSchedule } from '../sale/first-payment.service.ts';
import { prepareSuspend, type SuspendRequest } from '../suspensions/membership-suspension.ts';
import { catchUpOf, chargedKeysOf, type MembershipFacts, regionOf } from './membership-loader.ts';
import { debitViewOf, type MembershipActionPreviewView, withChargeOn } from './membership-views.ts';

/** Previews list six debits ("the next six debits with dates and amounts"). */
const PREVIEW_DEBITS = 6;

/**
 * The debits still to come, as staff's next payments count them (billing's nextDebits): from today
 * on, less the charges already in the ledger (`charged`: today's debit once today's run took it),
 * those already due caught up in one (`facts`: the stored membership's, catch-up.ts).
 */
const after = (
  schedule: PaymentSchedule,
  today: Temporal.PlainDate,
  charged?: ReadonlySet<string>,
  facts?: MembershipFacts,
): Debit[] => {
  const debits = debitsOf({
    ...schedule,
    charges: schedule.charges.filter((charge) => !charged?.has(chargeKey(charge.kind, charge.sequence))),
  });
  const taken = facts ? takenAsOf(debits, catchUpOf(facts, today), regionOf(facts.branch)) : debits;
  return taken.filter((debit) => Temporal.PlainDate.compare(debit.date, today) >= 0);
};

/** Debits of `before` that `now` no longer takes (by day and amount). */
function stopped(before: readonly Debit[], now: readonly Debit[]): Debit[] {
  const kept = new Map<string, number>();
  for (const debit of now) kept.set(debit.date.toString(), debit.amount);
  return before.filter((debit) => {
    const amount = kept.get(debit.date.toString());
    return amount === undefined || amount < debit.amount;
  });
}

/** Two schedules' debits by day (an old and a new membership on one billing account). */
function merged(...lists: Debit[][]): Debit[] {
  const byDay = new Map<string, Debit>();
  for (const debit of lists.flat()) {
    const key = debit.date.toString();
    const known = byDay.get(key);
    byDay.set(
      key,
      known
        ? {
            date: debit.date,
            amount: known.amount + debit.amount,
            charges: [...known.charges, ...debit.charges],
          }
        : debit,
    );
  }
  return [...byDay.values()].sort((a, b) => Temporal.PlainDate.compare(a.date, b.date));
}

const views = (debits: Debit[]) => debits.slice(0, PREVIEW_DEBITS).map(debitViewOf);

/** The person, read for view-member; the actions' own rules then run as the request would. */
async function homeBranchOf(
  context: RequestContext,
  tx: Parameters<typeof requirePersonAccess>[1],
  personId: string,
) {
  const person = await requirePersonAccess(context, tx, personId, 'view-member');
  if (!person.homeBranchId) throw new DomainError('MEMBER_NOT_IN_BRANCH');
  return person.homeBranchId;
}

/**
 * What ending on `cancellationDate` charges now (the cancellation fee inside the term), the next
 * six debits after it and the next six it stops. view-member on the member; End's rules apply.
 */
export async function previewEndMembership(
  context: RequestContext,
  personId: string,
  membershipId: string,
  cancellationDate: string,
): Promise<MembershipActionPreviewView> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const branchId = await homeBranchOf(context, tx, personId);
    if (!isUuid(membershipId)) throw new DomainError('MEMBERSHIP_NOT_FOUND');
    const prepared = await prepareEnd(tx, {
      membershipId,
      branchId,
      personId,
      cancellationDate,
      // The reason is chosen with the date in the same modal; it changes nothing in the money.
      cancellationReason: 'OTHER',
    });
    const { facts, today } = prepared;
    const charged = chargedKeysOf(facts);
    const before = after(upcomingDebits(facts, facts.row, today), today, charged, facts);
    const now = after(
      upcomingDebits(facts, { ...facts.row, endDate: prepared.endDate }, today),
      today,
      charged,
      facts,
    );
    const fee = {
      kind: 'CANCELLATION_FEE',
      label: chargeKindLabel('CANCELLATION_FEE'),
      amount: prepared.cancellationFee,
      periodStart: null,
      periodEnd: null,
    };
    // Paysmart's next direct debit collects the fee (membership-end.ts): it is in that debit.
    const collected = prepared.cancellationFee > 0 && prepared.cancellationFeeDate > today.toString();
    return {
      charges: prepared.cancellationFee > 0 ? [fee] : [],
      debits: collected
        ? withChargeOn(views(now), prepared.cancellationFeeDate, fee).slice(0, PREVIEW_DEBITS)
        : views(now),
      stoppedDebits: views(stopped(before, now)),
      endDate: prepared.endDate,
    };
  });
}

/**
 * What a change to another option takes: the old membership's debits up to the new start, then the
 * new membership's (on the same account), and what of the old stops. view-member on the member;
 * Change's rules apply.
 */
export async function previewChangeMembership(
  context: RequestContext,
  request: { personId: string; membershipId: string; membershipPlanId: string; paymentOptionId: string },
): Promise<MembershipActionPreviewView> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const branchId = await homeBranchOf(context, tx, request.personId);
    if (!isUuid(request.membershipId)) throw new DomainError('MEMBERSHIP_NOT_FOUND');
    const prepared = await prepareChange(tx, { ...request, branchId });
    const { facts, today } = prepared;
    const charged = chargedKeysOf(facts);
    const before = after(upcomingDebits(facts, facts.row, today), today, charged, facts);
    const oldUntilChange = after(
      upcomingDebits(facts, { ...facts.row, endDate: prepared.startDate }, today),
      today,
      charged,
      facts,
    );
    const created = after(saleSchedule(prepared.sale, prepared.terms), today);
    return {
      charges: [],
      debits: views(merged(oldUntilChange, created)),
      stoppedDebits: views(stopped(before, oldUntilChange)),
    };
  });
}

/**
 * What suspending from startDate for the duration does to the schedule: the next six debits with
 * the suspension (the weekly suspension fee instead of the paused debits) and the ones it moves or
 * stops. view-member on the member; Suspend's rules apply (the form's messages come back).
 */
export async function previewMembershipSuspension(
  context: RequestContext,
  request: Omit<SuspendRequest, 'branchId'>,
): Promise<MembershipActionPreviewView> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const branchId = await homeBranchOf(context, tx, request.personId);
    if (!isUuid(request.membershipId)) throw new DomainError('MEMBERSHIP_NOT_FOUND');
    const prepared = await prepareSuspend(tx, { ...request, branchId });
    const { facts, today } = prepared;
    const charged = chargedKeysOf(facts);
    const before = after(upcomingDebits(facts, facts.row, today), today, charged, facts);
    const suspended = {
      ...facts,
      suspensions: [
        ...facts.suspensions,
        {
          id: 'preview',
          applicationId: context.viewer.applicationId,
          membershipId: facts.row.id,
          startDate: prepared.startDate,
          endDate: prepared.endDate,
          suspensionFee: prepared.suspensionFee,
          frequency: prepared.frequency,
          kind: 'SUSPENSION',
          createdAt: new Date(),
        },
      ],
    };
    const now = after(upcomingDebits(suspended, facts.row, today), today, charged, facts);
    // A non-billing membership has no debits to move: its fixed end moves instead (docs/memberships.md).
    const endDate =
      prepared.view.kind === 'NON_BILLING'
        ? endDateAfterPause(facts.row, pausedDays(prepared))
        : facts.row.endDate;
    return { charges: [], debits: views(now), stoppedDebits: views(stopped(before, now)), endDate };
  });
}
