import {
  canSuspend,
  classifySuspension,
  createFreePeriodSchemaFor,
  createSuspensionSchemaFor,
  editSuspensionSchemaFor,
  endDateAfterPause,
  pausedDays,
  suspendFacts,
  suspensionEndDate,
} from '@clubline/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import { enqueueProviderSchedule } from '../../billing/public.ts';
import { updateMembershipRow } from '../memberships.repository.ts';
import { actionMembership } from '../views/action-membership.ts';
import { type MembershipFacts, todayAt } from '../views/membership-loader.ts';
import { factsForRules } from '../views/membership-rules-facts.ts';
import type { MembershipView } from '../views/membership-views.ts';
import {
  deleteSuspension,
  insertSuspension,
  type MembershipSuspensionRow,
  updateSuspensionEndDate,
} from './membership-suspensions.repository.ts';

/**
 * Suspensions (spec 2 §4, §5; docs/memberships.md "Suspensions"): the rules of create, update end
 * date and delete, checked at the request (the form gets its messages at once) and again by the
 * worker on the rows as they are then, and the writes. Dates are the home branch's.
 */

export interface SuspendRequest {
  membershipId: string;
  personId: string;
  branchId: string;
  startDate: string;
  suspensionDuration: number | string | null;
  suspensionDurationType: string | null;
}

export interface UpdateSuspensionRequest {
  membershipId: string;
  personId: string;
  branchId: string;
  endDate: string;
}

export interface DeleteSuspensionRequest {
  membershipId: string;
  personId: string;
  branchId: string;
}

interface Acting {
  facts: MembershipFacts;
  view: MembershipView;
  today: Temporal.PlainDate;
}

/** The rows that are suspensions (the table also holds free periods). */
export const suspensionsOf = (rows: readonly MembershipSuspensionRow[]) =>
  rows.filter((row) => row.kind !== 'FREE_PERIOD');

/** The rows that are free periods (flag 6800). */
export const freePeriodsOf = (rows: readonly MembershipSuspensionRow[]) =>
  rows.filter((row) => row.kind === 'FREE_PERIOD');

/** The suspension Edit and Remove act on: the current one, else the next future one. */
export function editableSuspension(
  rows: readonly MembershipSuspensionRow[],
  today: string,
): MembershipSuspensionRow | undefined {
  const suspensions = suspensionsOf(rows);
  return (
    suspensions.find((s) => classifySuspension(s, today) === 'CURRENT') ??
    suspensions.find((s) => classifySuspension(s, today) === 'FUTURE')
  );
}

/**
 * The membership a suspension or a free period is asked for, refused unless Suspend would be
 * offered for it (the domain's canSuspend, as the page decides), with what both forms' schemas need.
 */
async function suspendableMembership(
  tx: Transaction,
  request: Parameters<typeof actionMembership>[1],
  lock: boolean,
) {
  const { facts, view } = await actionMembership(tx, request, { lock });
  const today = todayAt(facts.branch);
  const offered = canSuspend(factsForRules(view), {
    today: today.toString(),
    memberHasOverdueTag: false,
    ...suspendFacts(
      { suspensions: suspensionsOf(facts.suspensions), freePeriods: freePeriodsOf(facts.suspensions) },
      today.toString(),
    ),
  });
  if (!offered) throw new DomainError('MEMBERSHIP_NOT_SUSPENDABLE');
  const billing = view.kind === 'BILLING';
  const schemaContext = {
    today: today.toString(),
    billing,
    billingOngoing: billing && facts.row.endDate === null,
    endDate: facts.row.endDate,
  };
  return { facts, view, today, billing, schemaContext };
}

export interface PreparedSuspend extends Acting {
  startDate: string;
  endDate: string;
  frequency: string;
  suspensionFee: number;
}

/**
 * Create: offered exactly when the details page offers Suspend (the domain's canSuspend with the
 * latest suspension's end); the form's schema (billing: 1-13 payments, start within 6 months).
 */
export async function prepareSuspend(
  tx: Transaction,
  request: SuspendRequest,
  lock = false,
): Promise<PreparedSuspend> {
  const { facts, view, today, billing, schemaContext } = await suspendableMembership(tx, request, lock);
  const parsed = parseInput(createSuspensionSchemaFor(schemaContext), {
    startDate: request.startDate,
    suspensionDuration: request.suspensionDuration ?? '',
    suspensionDurationType: request.suspensionDurationType,
  });
  return {
    facts,
    view,
    today,
    startDate: parsed.startDate,
    endDate: suspensionEndDate(parsed.startDate, parsed.suspensionDuration, parsed.suspensionDurationType),
    frequency: parsed.suspensionDurationType,
    // Weekly, from the branch billing account now: a later change to the account does not reprice it.
    suspensionFee: billing ? (facts.branchAccount?.suspensionFee ?? 0) : 0,
  };
}

export async function writeSuspend(
  tx: Transaction,
  prepared: PreparedSuspend,
  applicationId: string,
): Promise<MembershipSuspensionRow> {
  const row = await insertSuspension(tx, {
    applicationId,
    membershipId: prepared.facts.row.id,
    startDate: prepared.startDate,
    endDate: prepared.endDate,
    suspensionFee: prepared.suspensionFee,
    frequency: prepared.frequency,
  });
  await movePausedEnd(tx, prepared, pausedDays(row));
  await tellProvider(tx, prepared);
  await refreshSuspendedStatus(
    tx,
    prepared.facts.row.id,
    prepared.facts.row.status,
    [...prepared.facts.suspensions, row],
    prepared.today,
  );
  return row;
}

/**
 * Debitsuccess owns a billing membership's schedule (it was given it at DDR time): it is sent the
 * new one once this transaction commits (billing's provider-schedule job; docs/billing.md
 * "Suspensions"), or it would keep debiting on the old one through the suspension.
 */
async function tellProvider(tx: Transaction, prepared: Acting): Promise<void> {
  if (prepared.view.kind !== 'BILLING' || prepared.view.provider !== 'DEBITSUCCESS') return;
  await enqueueProviderSchedule(tx, prepared.facts.row.applicationId, prepared.facts.row.id);
}

/**
 * A non-billing membership's fixed end follows its paused days (the domain's endDateAfterPause;
 * docs/memberships.md "Suspensions"): written with the pause in the operation's transaction, from
 * the rows read under its lock, so a retried ticket moves it once. Billing memberships keep their
 * end: the schedule moves their debits instead.
 */
async function movePausedEnd(tx: Transaction, prepared: Acting, days: number): Promise<void> {
  if (prepared.view.kind !== 'NON_BILLING') return;
  const endDate = endDateAfterPause(prepared.facts.row, days);
  if (endDate !== prepared.facts.row.endDate)
    await updateMembershipRow(tx, prepared.facts.row.id, { endDate });
}

export interface PreparedSuspensionEdit extends Acting {
  suspension: MembershipSuspensionRow;
  endDate: string;
}

/**
 * Update end date (Edit suspension, End now): the current suspension, else the future one; the
 * resume date required, not before today, within a year of the start. End now sends today. The
 * billing-cycle rule on today is the form's guidance (End now is always allowed; docs/memberships.md).
 */
export async function prepareSuspensionEdit(
  tx: Transaction,
  request: UpdateSuspensionRequest,
  lock = false,
): Promise<PreparedSuspensionEdit> {
  const { facts, view } = await actionMembership(tx, request, { lock });
  const today = todayAt(facts.branch);
  if (view.status === 'ENDED' || view.status === 'EXPIRED') throw new DomainError('SUSPENSION_NOT_EDITABLE');
  const suspension = editableSuspension(facts.suspensions, today.toString());
  if (!suspension) throw new DomainError('SUSPENSION_NOT_FOUND');
  const { endDate } = parseInput(
    editSuspensionSchemaFor({
      today: today.toString(),
      startDate: suspension.startDate,
      billingCycleInProgressToday: false,
    }),
    { endDate: request.endDate },
  );
  // A suspension keeps at least one day (its resume date after its start), except End now on its
  // first day, which takes it back whole (the web offers End now once it has started).
  const firstDayEndNow = endDate === today.toString() && endDate === suspension.startDate;
  if (endDate <= suspension.startDate && !firstDayEndNow) throw new DomainError('SUSPENSION_NOT_EDITABLE');
  return { facts, view, today, suspension, endDate };
}

export async function writeSuspensionEdit(tx: Transaction, prepared: PreparedSuspensionEdit): Promise<void> {
  // Resuming on its start (End now on its first day) leaves no suspended day: no suspension at all.
  const empty = prepared.endDate === prepared.suspension.startDate;
  if (empty) await deleteSuspension(tx, prepared.suspension.id);
  else await updateSuspensionEndDate(tx, prepared.suspension.id, prepared.endDate);
  await movePausedEnd(
    tx,
    prepared,
    pausedDays({ startDate: prepared.suspension.startDate, endDate: prepared.endDate }) -
      pausedDays(prepared.suspension),
  );
  await tellProvider(tx, prepared);
  const after = prepared.facts.suspensions.flatMap((s) =>
    s.id !== prepared.suspension.id ? [s] : empty ? [] : [{ ...s, endDate: prepared.endDate }],
  );
  await refreshSuspendedStatus(tx, prepared.facts.row.id, prepared.facts.row.status, after, prepared.today);
}

export interface PreparedSuspensionRemoval extends Acting {
  suspension: MembershipSuspensionRow;
}

/** Delete: only a future suspension is removed (a current one is ended with End now). */
export async function prepareSuspensionRemoval(
  tx: Transaction,
  request: DeleteSuspensionRequest,
  lock = false,
): Promise<PreparedSuspensionRemoval> {
  const { facts, view } = await actionMembership(tx, request, { lock });
  const today = todayAt(facts.branch);
  const suspensions = suspensionsOf(facts.suspensions);
  const suspension = suspensions.find((s) => classifySuspension(s, today.toString()) === 'FUTURE');
  if (!suspension) {
    throw new DomainError(suspensions.length === 0 ? 'SUSPENSION_NOT_FOUND' : 'SUSPENSION_NOT_EDITABLE');
  }
  return { facts, view, today, suspension };
}

export async function writeSuspensionRemoval(
  tx: Transaction,
  prepared: PreparedSuspensionRemoval,
): Promise<void> {
  await deleteSuspension(tx, prepared.suspension.id);
  await movePausedEnd(tx, prepared, -pausedDays(prepared.suspension));
  await tellProvider(tx, prepared);
}

/**
 * The stored status while a suspension or free period runs: ACTIVE becomes SUSPENDED (or
 * FREE_PERIOD) on its first day and ACTIVE again on its end date; any other status (BLOCKED) is
 * left alone. State-based, so running it twice changes nothing twice.
 */
export async function refreshSuspendedStatus(
  tx: Transaction,
  membershipId: string,
  status: string,
  rows: readonly Pick<MembershipSuspensionRow, 'startDate' | 'endDate' | 'kind'>[],
  today: Temporal.PlainDate,
): Promise<boolean> {
  const running = rows.find((s) => classifySuspension(s, today.toString()) === 'CURRENT');
  const paused = running ? (running.kind === 'FREE_PERIOD' ? 'FREE_PERIOD' : 'SUSPENDED') : null;
  const movable = status === 'ACTIVE' || status === 'SUSPENDED' || status === 'FREE_PERIOD';
  const next = paused ?? 'ACTIVE';
  if (!movable || next === status) return false;
  await updateMembershipRow(tx, membershipId, { status: next });
  return true;
}

export interface FreePeriodRequest {
  membershipId: string;
  personId: string;
  branchId: string;
  effectiveDate: string;
  duration: number | string | null;
  durationType: string | null;
  untilDate: string | null;
}

export interface PreparedFreePeriod extends Acting {
  startDate: string;
  endDate: string;
  frequency: string;
}

/** Create free period (flag 6800): offered exactly when Suspend is (spec 2 §4); Suspend's rules. */
export async function prepareFreePeriod(
  tx: Transaction,
  request: FreePeriodRequest,
  lock = false,
): Promise<PreparedFreePeriod> {
  const { facts, view, today, schemaContext } = await suspendableMembership(tx, request, lock);
  const parsed = parseInput(createFreePeriodSchemaFor(schemaContext), {
    effectiveDate: request.effectiveDate,
    duration: request.duration,
    durationType: request.durationType,
    untilDate: request.untilDate,
  });
  return {
    facts,
    view,
    today,
    startDate: parsed.effectiveDate,
    endDate: parsed.endDate,
    frequency: parsed.durationType,
  };
}

export async function writeFreePeriod(
  tx: Transaction,
  prepared: PreparedFreePeriod,
  applicationId: string,
): Promise<MembershipSuspensionRow> {
  const row = await insertSuspension(tx, {
    applicationId,
    membershipId: prepared.facts.row.id,
    startDate: prepared.startDate,
    endDate: prepared.endDate,
    suspensionFee: 0,
    frequency: prepared.frequency,
    kind: 'FREE_PERIOD',
  });
  await movePausedEnd(tx, prepared, pausedDays(row));
  await tellProvider(tx, prepared);
  await refreshSuspendedStatus(
    tx,
    prepared.facts.row.id,
    prepared.facts.row.status,
    [...prepared.facts.suspensions, row],
    prepared.today,
  );
  return row;
}
