import { type Debit, debitsOf } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import type { Database, Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { defineJob } from '../../../platform/jobs/job-definition.ts';
import { tenantJobQueue } from '../../../platform/jobs/job-queue.ts';
import { billingClock } from '../billing-clock.ts';
import { billingAccountContext } from '../billing-run.repository.ts';
import { chargeKey, membershipSchedule } from '../membership-schedule.ts';
import type { BillingProviders, ScheduledDebitLine } from './billing-provider.ts';
import { billingProvidersOf } from './providers.ts';

/**
 * A provider that owns the schedule (debitsuccess) holds our debits from the day the direct-debit
 * request is made (docs/billing.md "Providers and sandboxes") and takes them itself; whatever
 * changes the schedule later must be told to it, or it keeps debiting on the old one and the mirror
 * records those debits (docs/billing.md "Suspensions"). The schedule it is given is always THE
 * schedule of the membership (membershipSchedule), a year ahead, as at DDR time.
 */
export const PROVIDER_SCHEDULE_DAYS = 366;

/** Debits as the provider holds them: each charge keyed as in our ledger (`KIND:sequence`). */
export function scheduleLinesOf(debits: readonly Debit[]): ScheduledDebitLine[] {
  return debits.map((debit) => ({
    date: debit.date.toString(),
    amount: debit.amount,
    charges: debit.charges.map((charge) => ({
      key: chargeKey(charge.kind, charge.sequence),
      kind: charge.kind,
      amount: charge.amount,
    })),
  }));
}

/**
 * Replaces the provider's schedule of one membership from its billing clock's today on with ours
 * as it is now. State-based (it reads the rows, not the change), so running it twice, or after a
 * later change, leaves the provider with the latest schedule; what it already took stays taken
 * (the debit keys of the days before are untouched, and a day taken today is not taken again).
 */
export async function tellProviderSchedule(
  db: Database,
  providers: BillingProviders,
  applicationId: string,
  membershipId: string,
): Promise<string> {
  return withTenant(db, applicationId, async (tx) => {
    const account = await billingAccountContext(tx, membershipId);
    if (!account?.customerReference) return 'no customer';
    const provider = providers[account.provider];
    if (!provider.ownsSchedule) return 'schedule not held by the provider';
    const today = billingClock.today(account.timeZone);
    const schedule = membershipSchedule({
      membership: account.membership,
      option: account.option,
      planType: account.planType,
      provider: account.provider,
      administrationFee: account.establishmentFee,
      region: { country: account.country, state: account.state },
      until: Temporal.PlainDate.from(today).add({ days: PROVIDER_SCHEDULE_DAYS }),
    });
    const lines = scheduleLinesOf(debitsOf(schedule)).filter((line) => line.date >= today);
    await provider.replaceSchedule(applicationId, account.customerReference, today, lines);
    return `${lines.length} debits`;
  });
}

/** `billing-provider-schedule` {applicationId, membershipId}: tells the provider the schedule. */
export const providerScheduleJob = defineJob({
  queue: 'billing-provider-schedule',
  payload: z.object({ applicationId: z.uuid(), membershipId: z.uuid() }),
  handle: (payload, { env }) =>
    tellProviderSchedule(
      env.db,
      billingProvidersOf(env.ownerPool),
      payload.applicationId,
      payload.membershipId,
    ),
});

/**
 * Enqueued inside the transaction that changes the schedule (an async operation's): the provider is
 * told exactly when the change commits, never of a change rolled back, and a retried operation
 * whose ticket is already done enqueues nothing again. The provider's write is outside our
 * database, so it is not made inside that transaction.
 */
export function enqueueProviderSchedule(
  tx: Transaction,
  applicationId: string,
  membershipId: string,
): Promise<void> {
  return tenantJobQueue.send(providerScheduleJob, { applicationId, membershipId }, tx);
}
