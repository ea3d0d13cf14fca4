import { isHistoryStatus, membershipStatusOn } from '@clubline/domain';
import { z } from 'zod';
import type { Database, Transaction } from '../../../platform/db/client.ts';
import { organisationIds } from '../../../platform/db/organisations.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { defineJob, type WorkerEnvironment } from '../../../platform/jobs/job-definition.ts';
import { type BillingProviders, billingProvidersOf, refreshNextDebitDate } from '../../billing/public.ts';
import {
  findMembershipsByIds,
  findWatchedDebitsuccessRequests,
  updateBillingAccount,
  updateMembershipRow,
} from '../memberships.repository.ts';
import { loadFacts, type MembershipFacts, todayAt } from '../views/membership-loader.ts';

/**
 * Spec 2 §4: once a debitsuccess direct debit request has been submitted, End is not offered here;
 * the member has the billing company remove the request "and the membership then expires
 * automatically within 24 hours" (docs/memberships.md "A direct debit request deleted at the
 * billing company"). The hourly check asks the provider which of the organisation's watched
 * requests it deleted; each such membership gets DDR_DELETED (account and billing status) and
 * expires today: its end date becomes today (no cancellation reason: EXPIRED, not ENDED), unless it
 * already ends sooner. State-based, so a second check, or a Synchronise seeing the same, changes
 * nothing twice.
 */
export async function expireDeletedDirectDebits(
  db: Database,
  providers: BillingProviders,
  applicationId: string,
): Promise<number> {
  return withTenant(db, applicationId, async (tx) => {
    const watched = await findWatchedDebitsuccessRequests(tx);
    if (watched.length === 0) return 0;
    const references = [
      ...new Set(watched.flatMap((row) => (row.customerReference ? [row.customerReference] : []))),
    ];
    const deleted = new Set(
      await providers.DEBITSUCCESS.deletedDirectDebitRequests(applicationId, references),
    );
    const rows = await findMembershipsByIds(
      tx,
      watched
        .filter((row) => row.customerReference && deleted.has(row.customerReference))
        .map((row) => row.membershipId),
    );
    let expired = 0;
    for (const facts of await loadFacts(tx, rows)) {
      if (await expireForDeletedRequest(tx, facts)) expired++;
    }
    return expired;
  });
}

/**
 * One membership whose request the provider deleted: DDR_DELETED, and over today unless it is
 * history already. Answers whether anything changed.
 */
export async function expireForDeletedRequest(tx: Transaction, facts: MembershipFacts): Promise<boolean> {
  const { row, account } = facts;
  if (!account || account.ddrStatus === 'DDR_DELETED') return false;
  const today = todayAt(facts.branch);
  await updateBillingAccount(tx, row.id, { ddrStatus: 'DDR_DELETED', accountBillingStatus: 'DDR_DELETED' });
  if (!isHistoryStatus(membershipStatusOn(row, today))) {
    // Nothing covers a day from today on; a membership that has not started ends on its start.
    const end = [row.startDate, today.toString()].sort().at(-1) ?? today.toString();
    if (row.endDate === null || row.endDate > end) await updateMembershipRow(tx, row.id, { endDate: end });
  }
  await refreshNextDebitDate(tx, row.id, today.toString());
  return true;
}

export const ddrDeletedJob = defineJob({
  queue: 'ddr-deleted',
  payload: z.object({ applicationId: z.uuid() }),
  handle: async (payload, { env }) =>
    `${await expireDeletedDirectDebits(env.db, billingProvidersOf(env.ownerPool), payload.applicationId)} expired`,
});

async function enqueueDdrDeletedChecks(env: Pick<WorkerEnvironment, 'boss' | 'ownerPool'>): Promise<number> {
  const organisations = await organisationIds(env.ownerPool);
  for (const applicationId of organisations) await env.boss.send(ddrDeletedJob.queue, { applicationId });
  return organisations.length;
}

/** Hourly, so a deleted request is seen well within the spec's 24 hours. */
export const ddrDeletedHourJob = defineJob({
  queue: 'ddr-deleted-hour',
  payload: z.unknown(),
  schedule: '25 * * * *',
  handle: (_payload, { env }) => enqueueDdrDeletedChecks(env),
});
