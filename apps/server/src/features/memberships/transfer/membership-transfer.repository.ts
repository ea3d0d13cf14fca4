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

/**
 * The branch billing account that bills each membership at `branchId`, as a sale of its option there
 * would choose it (sale-context.ts): the option's branch setting's account at that branch, else the
 * branch's default; null when the branch has neither (a new branch).
 */
export async function billingAccountsAt(
  tx: Transaction,
  membershipIds: readonly string[],
  branchId: string,
): Promise<Map<string, string | null>> {
  if (membershipIds.length === 0) return new Map();
  const result = await tx.execute<{ id: string; account: string | null }>(sql`
    select m.id, coalesce(s.branch_billing_account_id, d.id) as account
    from memberships m
    left join payment_option_branch_settings s
      on s.application_id = m.application_id and s.payment_option_id = m.payment_option_id
        and s.branch_id = ${branchId}
    left join branch_billing_accounts d
      on d.application_id = m.application_id and d.branch_id = ${branchId} and d.is_default
    where m.id = any(${`{${membershipIds.join(',')}}`}::uuid[])`);
  return new Map(result.rows.map((row) => [row.id, row.account]));
}

/**
 * Each membership's billing account is billed by its branch billing account from now on. The
 * administration fee the sale's account charges stays the membership's (kept on it the first time
 * it moves): the new account's fee is that branch's price for its own sales, not this contract's.
 */
export async function moveBillingAccounts(
  tx: Transaction,
  accounts: ReadonlyMap<string, string>,
): Promise<void> {
  for (const [membershipId, branchBillingAccountId] of accounts) {
    await tx.execute(sql`
      update memberships m set administration_fee = ba.establishment_fee
      from membership_billing_accounts a
      join branch_billing_accounts ba on ba.application_id = a.application_id
        and ba.id = a.branch_billing_account_id
      where a.membership_id = m.id and m.id = ${membershipId} and m.administration_fee is null`);
    await tx.execute(sql`
      update membership_billing_accounts
      set branch_billing_account_id = ${branchBillingAccountId}, updated_at = now()
      where membership_id = ${membershipId}`);
  }
}
