import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';

/**
 * Rows for the billing engine's tests and bench (billing.testing.ts): a membership and its billing
 * account, written straight into the memberships feature's tables (their columns are the
 * contract), so the engine can be tested without the memberships feature's sale.
 */
export interface BillingMembershipFixture {
  id: string;
  applicationId: string;
  personId: string;
  branchId: string;
  membershipPlanId: string;
  paymentOptionId: string;
  startDate: string;
  endDate: string | null;
  firstPaymentDate: string | null;
  joinFee: number;
  waiveAdminFee: boolean;
  provider: 'PAYSMART' | 'DEBITSUCCESS';
  branchBillingAccountId: string;
  ddrStatus: string;
  customerReference: string | null;
  nextDebitDate: string | null;
  signupToken: string | null;
  signupTokenExpiresAt: Date | null;
}

export async function insertBillingMembership(tx: Transaction, row: BillingMembershipFixture): Promise<void> {
  await tx.execute(sql`
    insert into memberships (id, application_id, person_id, branch_id, membership_plan_id, payment_option_id,
      status, start_date, end_date, first_payment_date, join_fee, waive_admin_fee)
    values (${row.id}, ${row.applicationId}, ${row.personId}, ${row.branchId}, ${row.membershipPlanId},
      ${row.paymentOptionId}, 'ACTIVE', ${row.startDate}, ${row.endDate}, ${row.firstPaymentDate},
      ${row.joinFee}, ${row.waiveAdminFee})`);
  const status = row.ddrStatus === 'DDR_ACTIVE' ? 'ACTIVE' : row.ddrStatus;
  await tx.execute(sql`
    insert into membership_billing_accounts (membership_id, application_id, provider, branch_billing_account_id,
      customer_reference, signup_token, signup_token_expires_at, ddr_status, account_billing_status, next_debit_date)
    values (${row.id}, ${row.applicationId}, ${row.provider}, ${row.branchBillingAccountId},
      ${row.customerReference}, ${row.signupToken}, ${row.signupTokenExpiresAt?.toISOString() ?? null},
      ${row.ddrStatus}, ${status}, ${row.nextDebitDate})`);
}

/** Sets a membership's end date (what End does to the row), for lifecycle tests. */
export async function setMembershipEndDate(
  tx: Transaction,
  membershipId: string,
  endDate: string | null,
): Promise<void> {
  await tx.execute(sql`update memberships set end_date = ${endDate} where id = ${membershipId}::uuid`);
}

/** Sets a membership's join fee (a sale's stored amount), for tests of amounts out of bounds. */
export async function setMembershipJoinFee(
  tx: Transaction,
  membershipId: string,
  joinFee: number,
): Promise<void> {
  await tx.execute(sql`update memberships set join_fee = ${joinFee} where id = ${membershipId}::uuid`);
}

/** Sets a billing account's customer reference (what payment setup does), for engine tests. */
export async function setCustomerReference(
  tx: Transaction,
  membershipId: string,
  reference: string,
): Promise<void> {
  await tx.execute(
    sql`update membership_billing_accounts set customer_reference = ${reference} where membership_id = ${membershipId}::uuid`,
  );
}

/** A billing account as tests read it back. */
export async function readBillingAccount(
  tx: Transaction,
  membershipId: string,
): Promise<Record<string, unknown> | undefined> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select ddr_status, account_billing_status, account_billing_status_reason, customer_reference,
      signup_token, payment_method_token, payment_method_summary, next_debit_date::text as next_debit_date
    from membership_billing_accounts where membership_id = ${membershipId}::uuid`);
  return result.rows[0];
}
