import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Transaction } from '../../../platform/db/client.ts';

/**
 * The payment setup page's reads and writes. The link carries only the signup token, so the first
 * step finds which organisation it belongs to: one owner-role lookup of the token's row (a unique,
 * random 32-byte value) that returns the organisation and membership ids and nothing else; every
 * other read and the write run in that organisation's tenant transaction under row-level security.
 */
export async function findSignupToken(
  ownerPool: pg.Pool,
  token: string,
): Promise<{ applicationId: string; membershipId: string } | null> {
  // The owner reads no billing account without a tenant: resolve_signup_token (migration 0044)
  // shows it the one row of this token.
  const result = await ownerPool.query<{ application_id: string; membership_id: string }>(
    'select application_id, membership_id from resolve_signup_token($1)',
    [token],
  );
  const row = result.rows[0];
  return row ? { applicationId: row.application_id, membershipId: row.membership_id } : null;
}

export interface PaymentSetupRow {
  membershipId: string;
  personId: string;
  firstName: string;
  lastName: string;
  branchId: string;
  branchName: string;
  planName: string;
  optionName: string;
  termsAndConditions: string;
}

/** The page's facts of a membership whose token is still valid (locked for the write when asked). */
export async function paymentSetupRow(
  tx: Transaction,
  token: string,
  options: { lock: boolean },
): Promise<PaymentSetupRow | null> {
  const result = await tx.execute<{
    membership_id: string;
    person_id: string;
    first_name: string;
    last_name: string;
    branch_id: string;
    branch_name: string;
    plan_name: string;
    option_name: string;
    terms_and_conditions: string;
  }>(sql`
    select a.membership_id, m.person_id, p.first_name, p.last_name, b.id as branch_id, b.name as branch_name,
      mp.name as plan_name, o.name as option_name, ba.terms_and_conditions
    from membership_billing_accounts a
    join memberships m on m.id = a.membership_id
    join persons p on p.id = m.person_id
    join branches b on b.id = m.branch_id
    join membership_plans mp on mp.id = m.membership_plan_id
    join payment_options o on o.id = m.payment_option_id
    join branch_billing_accounts ba on ba.id = a.branch_billing_account_id
    where a.signup_token = ${token} and a.signup_token_expires_at > now() and a.ddr_status = 'DDR_PENDING'
    ${options.lock ? sql`for update of a` : sql``}`);
  const row = result.rows[0];
  return row
    ? {
        membershipId: row.membership_id,
        personId: row.person_id,
        firstName: row.first_name,
        lastName: row.last_name,
        branchId: row.branch_id,
        branchName: row.branch_name,
        planName: row.plan_name,
        optionName: row.option_name,
        termsAndConditions: row.terms_and_conditions,
      }
    : null;
}

/** Payment setup done: the provider's customer and token; the signup token is used up. */
export async function completePaymentSetup(
  tx: Transaction,
  membershipId: string,
  outcome: {
    customerReference: string;
    ddrStatus: 'DDR_ACTIVE' | 'DDR_REJECTED';
    /** The provider's reason for a rejected request (the account's status reason). */
    reason: string | null;
    paymentMethodToken: string;
    paymentMethodSummary: string;
  },
): Promise<void> {
  await tx.execute(sql`
    update membership_billing_accounts set customer_reference = ${outcome.customerReference},
      ddr_status = ${outcome.ddrStatus},
      account_billing_status = ${outcome.ddrStatus === 'DDR_ACTIVE' ? 'ACTIVE' : 'DDR_REJECTED'},
      account_billing_status_reason = ${outcome.reason}, account_billing_status_date = now(),
      payment_method_token = ${outcome.paymentMethodToken},
      payment_method_summary = ${outcome.paymentMethodSummary},
      signup_token = null, signup_token_expires_at = null, updated_at = now()
    where membership_id = ${membershipId}::uuid`);
}

/** The membership's waiting payment setup link and what its email needs; null when none waits. */
export async function pendingLinkOf(
  tx: Transaction,
  membershipId: string,
): Promise<{
  signup_token: string;
  first_name: string;
  email: string | null;
  branch_id: string;
  branch_name: string;
  member_domain_name: string | null;
  plan_name: string;
} | null> {
  const result = await tx.execute<{
    signup_token: string;
    first_name: string;
    email: string | null;
    branch_id: string;
    branch_name: string;
    member_domain_name: string | null;
    plan_name: string;
  }>(sql`
    select a.signup_token, p.first_name, p.email, b.id as branch_id, b.name as branch_name,
      b.member_domain_name, mp.name as plan_name
    from membership_billing_accounts a
    join memberships m on m.id = a.membership_id
    join persons p on p.id = m.person_id
    join branches b on b.id = m.branch_id
    join membership_plans mp on mp.id = m.membership_plan_id
    where a.membership_id = ${membershipId}::uuid and a.ddr_status = 'DDR_PENDING'
      and a.signup_token is not null and a.signup_token_expires_at > now()`);
  return result.rows[0] ?? null;
}

/** The address an outbox message with this reference went to (null: none was queued). */
export async function emailedAddressOf(tx: Transaction, reference: string): Promise<string | null> {
  const result = await tx.execute<{ to_address: string }>(sql`
    select to_address from outbound_emails where reference = ${reference}`);
  return result.rows[0]?.to_address ?? null;
}

/**
 * A new signup token for an account without a direct debit authority (DDR_REJECTED or DDR_PENDING),
 * pending again with its reason cleared; the account row is locked first. False for any other.
 */
export async function replaceSignupToken(
  tx: Transaction,
  membershipId: string,
  token: { signupToken: string; signupTokenExpiresAt: Date },
): Promise<boolean> {
  const locked = await tx.execute<{ ddr_status: string }>(sql`
    select ddr_status from membership_billing_accounts where membership_id = ${membershipId}::uuid for update`);
  const status = locked.rows[0]?.ddr_status;
  if (status !== 'DDR_REJECTED' && status !== 'DDR_PENDING') return false;
  await tx.execute(sql`
    update membership_billing_accounts set ddr_status = 'DDR_PENDING', account_billing_status = 'DDR_PENDING',
      account_billing_status_reason = null, account_billing_status_date = now(),
      signup_token = ${token.signupToken},
      signup_token_expires_at = ${token.signupTokenExpiresAt.toISOString()}::timestamptz,
      next_debit_date = null, updated_at = now()
    where membership_id = ${membershipId}::uuid`);
  return true;
}
