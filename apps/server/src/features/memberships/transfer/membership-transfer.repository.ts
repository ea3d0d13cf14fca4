import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';

/** A membership that followed its member to the new branch. */
export interface MovedMembership {
  id: string;
  /** Its billing account's provider; null for a membership without one. */
  provider: string | null;
  customerReference: string | null;
}

/**
 * Moves the person's memberships still in force at `fromBranchId` (not ended by `today`, the old
 * branch's calendar day) to `toBranchId`, locking them first. Ended ones stay: they are the old
 * branch's history, with their receipts.
 */
export async function moveLiveMemberships(
  tx: Transaction,
  move: { personId: string; fromBranchId: string; toBranchId: string; today: string },
): Promise<MovedMembership[]> {
  const result = await tx.execute<{
    id: string;
    provider: string | null;
    customer_reference: string | null;
  }>(sql`
    with live as (
      select id from memberships
      where person_id = ${move.personId} and branch_id = ${move.fromBranchId}
        and status not in ('ENDED', 'EXPIRED')
        and (end_date is null or end_date > ${move.today}::date)
      for update
    ), moved as (
      update memberships m set branch_id = ${move.toBranchId}, updated_at = now()
      from live where m.id = live.id
      returning m.id
    )
    select moved.id, a.provider, a.customer_reference
    from moved left join membership_billing_accounts a on a.membership_id = moved.id
    order by moved.id`);
  return result.rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    customerReference: row.customer_reference,
  }));
}

/** The branch's default billing account; null when it has none (a new branch). */
export async function defaultBillingAccountOf(tx: Transaction, branchId: string): Promise<string | null> {
  const result = await tx.execute<{ id: string }>(sql`
    select id from branch_billing_accounts where branch_id = ${branchId} and is_default`);
  return result.rows[0]?.id ?? null;
}

/** The memberships' billing accounts are billed by `branchBillingAccountId` from now on. */
export async function moveBillingAccounts(
  tx: Transaction,
  membershipIds: readonly string[],
  branchBillingAccountId: string,
): Promise<void> {
  if (membershipIds.length === 0) return;
  await tx.execute(sql`
    update membership_billing_accounts
    set branch_billing_account_id = ${branchBillingAccountId}, updated_at = now()
    where membership_id = any(${`{${membershipIds.join(',')}}`}::uuid[])`);
}
