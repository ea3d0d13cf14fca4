import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import type { BillingRunFailure } from './billing-run-failures.ts';

/**
 * The stored record of the memberships billing runs set aside (billing_run_failures; docs/billing.md
 * "One membership never stops a billing day"). Every call runs in the caller's tenant transaction.
 */

/**
 * Opens the membership's record, or counts one more run on its open one (one open row per
 * membership: the partial unique index takes the race of two runs). `reason` is already sanitised.
 */
export async function recordBillingRunFailure(
  tx: Transaction,
  applicationId: string,
  billingDate: string,
  failure: BillingRunFailure,
): Promise<void> {
  await tx.execute(sql`
    insert into billing_run_failures
      (application_id, membership_id, step, reason, first_billing_date, last_billing_date)
    values (${applicationId}::uuid, ${failure.membershipId}::uuid, ${failure.step}, ${failure.reason},
      ${billingDate}::date, ${billingDate}::date)
    on conflict (application_id, membership_id) where resolved_at is null do update set
      step = excluded.step,
      reason = excluded.reason,
      last_billing_date = greatest(billing_run_failures.last_billing_date, excluded.last_billing_date),
      last_failed_at = now(),
      attempts = billing_run_failures.attempts + 1`);
}

/** The memberships with an open record: a run resolves those it bills. */
export async function openBillingRunFailures(tx: Transaction): Promise<Set<string>> {
  const { rows } = await tx.execute<{ membership_id: string }>(
    sql`select membership_id from billing_run_failures where resolved_at is null`,
  );
  return new Set(rows.map((row) => row.membership_id));
}

/** Closes the open records of these memberships: the run of `billingDate` billed them. */
export async function resolveBillingRunFailures(
  tx: Transaction,
  membershipIds: readonly string[],
  billingDate: string,
): Promise<number> {
  if (membershipIds.length === 0) return 0;
  const { rowCount } = await tx.execute(sql`
    update billing_run_failures set resolved_at = now(), resolved_billing_date = ${billingDate}::date
    where resolved_at is null and membership_id = any(${`{${membershipIds.join(',')}}`}::uuid[])`);
  return rowCount ?? 0;
}
