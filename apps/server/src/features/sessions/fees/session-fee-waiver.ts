import { canStaffWaive, isUuid } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { ANY_ROLE, allows, authorize } from '../../../platform/auth/authorization.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { appendLedgerEntries, FEE_WAIVED_PAYMENT_TYPE } from '../../billing/public.ts';
import {
  chargedFeesOfSessions,
  lockFeeForWaiver,
  markFeeWaived,
  type SessionFeeRow,
} from './session-fees.repository.ts';

/** The ledger PAYMENT that cancels a waived fee: its reference names the fee, so it is written once. */
const sessionFeeWaiverReference = (feeId: string): string => `SESSION_FEE_WAIVER:${feeId}`;

/**
 * Staff waive a charged late cancellation or no-show fee (docs/billing.md "Class fees"): within
 * 24 hours of the charge (the domain's canStaffWaive), by someone holding manage-membership at the
 * charged membership's branch: the waiver is money on that membership's ledger, and its staff
 * answer for it (the button is on the member's transactions, which they read). The
 * ledger is append-only and has no credit entry, so the waiver is a PAYMENT of the fee's amount,
 * type "Fee waived", referenced by the fee: the charge and the waiver net to zero on the member's
 * transactions, and billing's arrears sums (charges less payments) see nothing owed. Waiving a fee
 * already waived, or one that used a free waiver (nothing was charged), changes nothing.
 */
export async function waiveSessionFee(context: RequestContext, feeId: string): Promise<boolean> {
  if (!isUuid(feeId)) throw new DomainError('SESSION_FEE_NOT_FOUND_ERROR');
  const { applicationId, userId } = context.viewer;
  return withTenant(context.deps.db, applicationId, async (tx) => {
    const found = await lockFeeForWaiver(tx, feeId);
    const branch = { kind: 'branch', id: found?.branchId ?? '' } as const;
    // To someone working nowhere near that membership, its fee does not exist.
    if (!found || !(await allows(context, tx, ANY_ROLE, branch)))
      throw new DomainError('SESSION_FEE_NOT_FOUND_ERROR');
    await authorize(context, tx, 'manage-membership', branch, {
      refusal: () => new DomainError('SESSION_FEE_ACCESS_DENIED'),
    });
    const { fee, timeZone } = found;
    if (fee.outcome !== 'CHARGED') return true;
    const now = Temporal.Now.instant();
    const chargedAt = Temporal.Instant.fromEpochMilliseconds(fee.createdAt.getTime());
    if (!canStaffWaive(chargedAt, now) || fee.membershipId === null)
      throw new DomainError('SESSION_FEE_NOT_WAIVABLE_ERROR');
    await writeWaiver(tx, { fee, membershipId: fee.membershipId, timeZone }, now, userId);
    return true;
  });
}

/** Marks the fee WAIVED and writes its "Fee waived" PAYMENT (once: the reference names the fee). */
async function writeWaiver(
  tx: Transaction,
  { fee, membershipId, timeZone }: { fee: SessionFeeRow; membershipId: string; timeZone: string },
  now: Temporal.Instant,
  userId: string | null,
): Promise<void> {
  await markFeeWaived(tx, fee.id, { at: new Date(now.epochMilliseconds), userId });
  await appendLedgerEntries(tx, [
    {
      applicationId: fee.applicationId,
      membershipId,
      type: 'PAYMENT',
      amount: fee.amountCents,
      date: now.toZonedDateTimeISO(timeZone).toPlainDate().toString(),
      reference: sessionFeeWaiverReference(fee.id),
      paymentType: FEE_WAIVED_PAYMENT_TYPE,
      createdByUserId: userId,
    },
  ]);
}

/**
 * The club removed these sessions: a fee already charged for one of their bookings (a late
 * cancellation before the removal, a no-show of a session that ended with nobody checked in) is
 * for a class that did not happen, so it is waived as staff waive one, whenever the removal comes
 * (the 24 hours are for staff forgiving a member, not for the club's own cancellation). Called in
 * the removal's transaction.
 */
export async function waiveFeesOfRemovedSessions(
  tx: Transaction,
  sessionIds: readonly string[],
  byUserId: string | null,
): Promise<void> {
  const now = Temporal.Now.instant();
  for (const { fee, timeZone } of await chargedFeesOfSessions(tx, sessionIds))
    if (fee.membershipId !== null)
      await writeWaiver(tx, { fee, membershipId: fee.membershipId, timeZone }, now, byUserId);
}
