import { DomainError } from '../../../platform/errors/errors.ts';
import { billingClock, enqueueProviderSchedule } from '../../billing/public.ts';
import { findBranchInTransaction } from '../../branches/public.ts';
import { memberTransferred } from '../../members/public.ts';
import {
  billingAccountsAt,
  moveBillingAccounts,
  moveLiveMemberships,
} from './membership-transfer.repository.ts';

/**
 * A member's memberships follow them to their new home branch (docs/members.md "Transfer"): each
 * membership still in force moves with its contract (its option, amounts and schedule as sold),
 * within its country (another country's branch refuses it: its price and billing are its own
 * country's). Its billing account is billed by the account a sale of its option at the new branch
 * would use (the option's branch setting there, else the branch's default), so moving back, as a
 * bulk transfer's undo does, restores the account the sale chose. A provider that owns the schedule
 * (debitsuccess) is given the membership's schedule again from today, as the new branch's calendar
 * (its bank holidays) decides the debit days. The provider is told by a job enqueued in the
 * transfer's transaction, so only a committed transfer reaches it.
 */
export const membershipsFollowTransfer = memberTransferred.handledBy(async (tx, event) => {
  const from = await findBranchInTransaction(tx, event.fromBranchId);
  const to = await findBranchInTransaction(tx, event.toBranchId);
  if (!to) throw new DomainError('TARGET_BRANCH_NOT_FOUND');
  const moved = await moveLiveMemberships(tx, {
    personId: event.personId,
    fromBranchId: event.fromBranchId,
    toBranchId: event.toBranchId,
    today: billingClock.today(from?.timeZone ?? to.timeZone),
  });
  // Its price is its country's currency, debited on its banks' days: another country's branch
  // would bill it with its own account's fees and print its own GST. The transfer rolls back.
  if (moved.length > 0 && from && from.country !== to.country)
    throw new DomainError('TRANSFER_OTHER_COUNTRY', { branchName: to.name });
  const billed = moved.filter((membership) => membership.provider !== null);
  if (billed.length === 0) return;
  const accounts = await billingAccountsAt(
    tx,
    billed.map((membership) => membership.id),
    event.toBranchId,
  );
  const chosen = new Map<string, string>();
  for (const [membershipId, account] of accounts) {
    if (account === null) throw new DomainError('TRANSFER_NO_BILLING_ACCOUNT', { branchName: to.name });
    chosen.set(membershipId, account);
  }
  await moveBillingAccounts(tx, chosen);
  for (const membership of billed) {
    if (membership.provider === 'DEBITSUCCESS' && membership.customerReference !== null)
      await enqueueProviderSchedule(tx, event.applicationId, membership.id);
  }
});
