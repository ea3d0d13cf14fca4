import { canSynchronise } from '@clubline/domain';
import { z } from 'zod';
import {
  type AsyncOperationTicket,
  operationKey,
  registerAsyncOperation,
} from '../../../platform/async-operations/async-operation.ts';
import { insertTicket } from '../../../platform/async-operations/async-operations.repository.ts';
import { processAsyncOperation } from '../../../platform/async-operations/process-async-operation.ts';
import { authorize } from '../../../platform/auth/authorization.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { defineJob } from '../../../platform/jobs/job-definition.ts';
import { type BillingProviders, billingProvidersOf, reconcileAccount } from '../../billing/public.ts';
import { findPersonsInTransaction } from '../../members/public.ts';
import { refreshOverdueTags } from '../blocking/overdue.ts';
import { findMembershipsByCustomerReference, updateBillingAccount } from '../memberships.repository.ts';
import { loadFacts, todayAt, viewOf } from '../views/membership-loader.ts';
import { factsForRules } from '../views/membership-rules-facts.ts';
import { expireForDeletedRequest } from './membership-ddr-deleted.ts';

/** The ticket's operation (spec 1 §4.3 "sync account status"): polled like any MEMBERSHIP ticket. */
const SYNC_ACCOUNT_OPERATION = { domain: 'MEMBERSHIP', name: 'syncAccountStatus' } as const;

const syncAccountInput = z.object({
  branchId: z.string().max(100),
  customerReference: z.string().max(100),
});
export type SyncAccountRequest = z.infer<typeof syncAccountInput>;

/**
 * The membership Synchronise acts on: the member's (of the branch, their home branch) current
 * membership with this customer reference for which the domain offers Synchronise (a debitsuccess
 * billing membership). Anything else is refused, as the hidden action is.
 */
async function syncTarget(tx: Transaction, request: SyncAccountRequest) {
  const reference = request.customerReference.trim();
  const found = reference === '' ? [] : await findMembershipsByCustomerReference(tx, reference);
  const persons = await findPersonsInTransaction(tx, [...new Set(found.map((f) => f.membership.personId))]);
  const atBranch = new Set(persons.filter((p) => p.homeBranchId === request.branchId).map((p) => p.id));
  const facts = await loadFacts(
    tx,
    found.filter((f) => atBranch.has(f.membership.personId)).map((f) => f.membership),
  );
  const eligible = facts.filter((f) => canSynchronise(factsForRules(viewOf(f, ''))));
  const target = eligible.at(-1);
  if (!target?.account?.customerReference) throw new DomainError('ACCOUNT_NOT_SYNCHRONISABLE');
  return {
    target,
    customerReference: target.account.customerReference,
    membershipIds: eligible.map((f) => f.row.id),
  };
}

/**
 * Starts a Synchronise (spec 2 §7 "Sync account (async)": branchId, customerReference):
 * manage-membership on the branch, an eligible membership, then the ticket and its job together.
 * The provider is asked by the worker (sync-account job), not in the request.
 */
export async function syncAccountStatus(
  context: RequestContext,
  request: SyncAccountRequest,
): Promise<AsyncOperationTicket> {
  const { applicationId, userId } = context.viewer;
  return withTenant(context.deps.db, applicationId, async (tx) => {
    await authorize(context, tx, 'manage-membership', { kind: 'branch', id: request.branchId });
    await syncTarget(tx, request);
    const ticket = await insertTicket(tx, {
      applicationId,
      operationDomain: SYNC_ACCOUNT_OPERATION.domain,
      operationName: SYNC_ACCOUNT_OPERATION.name,
      input: { branchId: request.branchId, customerReference: request.customerReference.trim() },
      requestedByUserId: userId,
    });
    await context.deps.jobs.send(syncAccountJob, { applicationId, ticketId: ticket.id }, tx);
    return { ticketId: ticket.id, operationDomain: SYNC_ACCOUNT_OPERATION.domain };
  });
}

/**
 * The worker's half: eligibility again, the provider's view of the account, and our books made to
 * agree with it (billing's reconcileAccount), the DDR state included, in the ticket's transaction.
 * A provider that cannot be reached is retried by the queue; the last attempt ends the ticket with
 * 'Synchronized failed, please try again later'.
 */
export function syncAccountOperation(providers: BillingProviders) {
  return registerAsyncOperation({
    ...SYNC_ACCOUNT_OPERATION,
    input: syncAccountInput,
    async apply(tx, input, context) {
      const { target, customerReference, membershipIds } = await syncTarget(tx, input);
      const today = todayAt(target.branch).toString();
      const view = await providers.DEBITSUCCESS.accountView(context.applicationId, customerReference, today);
      if (!view) throw new DomainError('SYNC_ACCOUNT_FAILED');
      const ddrStatus = view.ddrStatus === 'ACTIVE' ? 'DDR_ACTIVE' : 'DDR_REJECTED';
      // A request the member had the billing company delete: the membership expires (spec 2 §4).
      if (view.ddrStatus === 'DELETED') await expireForDeletedRequest(tx, target);
      else if (
        target.account &&
        target.account.ddrStatus !== 'DDR_DELETED' &&
        target.account.ddrStatus !== ddrStatus
      ) {
        await updateBillingAccount(tx, target.row.id, { ddrStatus });
      }
      const result = await reconcileAccount(
        tx,
        context.applicationId,
        'DEBITSUCCESS',
        view,
        membershipIds,
        today,
      );
      await refreshOverdueTags(tx, [...result.personIds, target.row.personId], todayAt(target.branch));
      return { resultType: 'Membership', resultId: target.row.id };
    },
  });
}

/** The sync job: payload ids only; the reference stays in the RLS-protected ticket. */
export const syncAccountJob = defineJob({
  queue: 'membership-sync-account',
  payload: z.object({ applicationId: z.uuid(), ticketId: z.uuid() }),
  // Staff watch the modal: poll often besides NOTIFY, like the other tickets.
  pollingIntervalSeconds: 1,
  handle: async (payload, { env, finalAttempt }) => {
    const operation = syncAccountOperation(billingProvidersOf(env.ownerPool));
    const registry = new Map([[operationKey(operation.domain, operation.name), operation]]);
    return processAsyncOperation(env.db, registry, payload, { finalAttempt });
  },
});
