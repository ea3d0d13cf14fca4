import {
  type BillingProviderId,
  type DueCharge,
  OVERDUE_AFTER_DAYS,
  type StoredAddress,
} from '@clubline/domain';
import { type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Transaction } from '../../platform/db/client.ts';
import type { ScheduledMembership, ScheduledOption } from './membership-schedule.ts';

/**
 * The billing runs' reads and writes of memberships and their billing accounts. Plain SQL over the
 * memberships feature's tables (it owns them; their columns are the contract): the run reads a
 * batch of thousands of accounts with their schedule inputs in one statement. Every call runs in
 * the caller's tenant transaction, so row-level security still holds.
 */

/** A billing account with everything its schedule and its debits need. */
export interface BillingAccountContext {
  membershipId: string;
  personId: string;
  branchId: string;
  provider: BillingProviderId;
  customerReference: string | null;
  ddrStatus: string;
  accountBillingStatus: string;
  nextDebitDate: string | null;
  membership: ScheduledMembership;
  option: ScheduledOption;
  planType: string;
  /** The branch: its country and state (business days) and time zone. */
  country: string;
  state: string | null;
  timeZone: string;
  /**
   * The administration (establishment) fee: the membership's own once a transfer kept it, else its
   * account's; and the branch billing account's reversal (default) charge.
   */
  establishmentFee: number;
  defaultCharge: number;
  /**
   * Charges staff wrote to the ledger for the next direct debit to collect (paysmart's cancellation
   * fee, docs/memberships.md "Ending"), while no debit on or after their day has been submitted.
   */
  heldCharges: DueCharge[];
}

interface ContextRow extends Record<string, unknown> {
  membership_id: string;
  person_id: string;
  branch_id: string;
  provider: BillingProviderId;
  customer_reference: string | null;
  ddr_status: string;
  account_billing_status: string;
  next_debit_date: string | null;
  start_date: string;
  end_date: string | null;
  first_payment_date: string | null;
  join_fee: number;
  access_card_fee: number;
  partial_payment_amount: number | null;
  is_partial_amount_overridden: boolean;
  join_fee_paid_in_branch: boolean;
  access_card_fee_paid_in_branch: boolean;
  partial_payment_paid_in_branch: boolean;
  waive_admin_fee: boolean;
  one_off_payment_type: string | null;
  payment_amount: number | null;
  payment_frequency: string;
  option_join_fee: number;
  option_access_card_fee: number;
  ongoing: boolean;
  term: number | null;
  term_type: string | null;
  free_period: number | null;
  free_period_frequency: string | null;
  free_period_until_date: string | null;
  free_promotion: boolean;
  promotion_term_count: number | null;
  promotion_payment_amount: number | null;
  validity_period: number | null;
  plan_type: string;
  country: string;
  address: StoredAddress | null;
  time_zone: string;
  establishment_fee: number;
  default_charge: number;
  suspensions: { startDate: string; endDate: string; suspensionFee: number }[];
  held_charges: DueCharge[];
}

const CONTEXT_SELECT = sql`
  select a.membership_id, m.person_id, m.branch_id, a.provider, a.customer_reference, a.ddr_status,
    a.account_billing_status, a.next_debit_date::text as next_debit_date,
    m.start_date::text as start_date, m.end_date::text as end_date,
    m.first_payment_date::text as first_payment_date, m.join_fee, m.access_card_fee,
    m.partial_payment_amount, m.is_partial_amount_overridden, m.join_fee_paid_in_branch,
    m.access_card_fee_paid_in_branch, m.partial_payment_paid_in_branch, m.waive_admin_fee,
    m.one_off_payment_type,
    o.payment_amount, o.payment_frequency, o.join_fee as option_join_fee,
    o.access_card_fee as option_access_card_fee, o.ongoing, o.term, o.term_type, o.free_period,
    o.free_period_frequency, o.free_period_until_date::text as free_period_until_date,
    o.free_promotion, o.promotion_term_count, o.promotion_payment_amount, o.validity_period,
    p.type as plan_type, b.country, b.address, b.time_zone,
    coalesce(m.administration_fee, ba.establishment_fee) as establishment_fee, ba.default_charge,
    (select coalesce(json_agg(json_build_object('startDate', s.start_date::text,
        'endDate', s.end_date::text, 'suspensionFee', s.suspension_fee) order by s.start_date), '[]'::json)
      from membership_suspensions s
      where s.application_id = m.application_id and s.membership_id = m.id) as suspensions,
    (select coalesce(json_agg(json_build_object('key', l.charge_key, 'kind', l.kind,
        'amount', l.amount, 'dueDate', l.date::text) order by l.date), '[]'::json)
      from ledger_entries l
      where a.provider = 'PAYSMART' and l.application_id = m.application_id and l.membership_id = m.id
        and l.charge_key like 'CANCELLATION_FEE:%'
        and not exists (select 1 from ledger_entries d
          where d.application_id = l.application_id and d.membership_id = l.membership_id
            and d.type = 'DEBIT_SUBMITTED' and d.date >= l.date)
        and not exists (select 1 from ledger_entries w
          where w.application_id = l.application_id and w.type = 'PAYMENT'
            and w.reference = 'CANCELLATION_FEE_WAIVER:' || l.membership_id::text || ':' || l.charge_key)
      ) as held_charges
  from membership_billing_accounts a
  join memberships m on m.id = a.membership_id
  join payment_options o on o.id = m.payment_option_id
  join membership_plans p on p.id = m.membership_plan_id
  join branches b on b.id = m.branch_id
  join branch_billing_accounts ba on ba.id = a.branch_billing_account_id`;

function contextOf(row: ContextRow): BillingAccountContext {
  return {
    membershipId: row.membership_id,
    personId: row.person_id,
    branchId: row.branch_id,
    provider: row.provider,
    customerReference: row.customer_reference,
    ddrStatus: row.ddr_status,
    accountBillingStatus: row.account_billing_status,
    nextDebitDate: row.next_debit_date,
    membership: {
      startDate: row.start_date,
      endDate: row.end_date,
      firstPaymentDate: row.first_payment_date,
      joinFee: row.join_fee,
      accessCardFee: row.access_card_fee,
      partialPaymentAmount: row.partial_payment_amount,
      isPartialAmountOverridden: row.is_partial_amount_overridden,
      joinFeePaidInBranch: row.join_fee_paid_in_branch,
      accessCardFeePaidInBranch: row.access_card_fee_paid_in_branch,
      partialPaymentPaidInBranch: row.partial_payment_paid_in_branch,
      waiveAdminFee: row.waive_admin_fee,
      oneOffPaymentType: row.one_off_payment_type,
      suspensions: row.suspensions,
    },
    option: {
      paymentAmount: row.payment_amount,
      paymentFrequency: row.payment_frequency,
      joinFee: row.option_join_fee,
      accessCardFee: row.option_access_card_fee,
      ongoing: row.ongoing,
      term: row.term,
      termType: row.term_type,
      freePeriod: row.free_period,
      freePeriodFrequency: row.free_period_frequency,
      freePeriodUntilDate: row.free_period_until_date,
      freePromotion: row.free_promotion,
      promotionTermCount: row.promotion_term_count,
      promotionPaymentAmount: row.promotion_payment_amount,
      validityPeriod: row.validity_period,
    },
    planType: row.plan_type,
    country: row.country,
    state: row.address?.state ?? null,
    timeZone: row.time_zone,
    establishmentFee: row.establishment_fee,
    defaultCharge: row.default_charge,
    heldCharges: row.held_charges,
  };
}

async function contexts(tx: Transaction, where: SQL): Promise<BillingAccountContext[]> {
  const result = await tx.execute<ContextRow>(sql`${CONTEXT_SELECT} ${where}`);
  return result.rows.map(contextOf);
}

/**
 * Contexts by membership id. The ids drive both the accounts and the memberships (their primary
 * keys): with row-level security's tenant filter the planner misjudges the join otherwise and can
 * scan every membership per account.
 */
function contextsByIds(tx: Transaction, membershipIds: readonly string[]): Promise<BillingAccountContext[]> {
  if (membershipIds.length === 0) return Promise.resolve([]);
  const ids = toUuidArray(membershipIds);
  return contexts(
    tx,
    sql`where a.membership_id = any(${ids}) and m.id = any(${ids}) order by a.membership_id`,
  );
}

/** Paysmart accounts with an active DDR due by `date`, in id order (the run splits them in batches). */
export async function dueAccountIds(tx: Transaction, date: string): Promise<string[]> {
  const due = await tx.execute<{ membership_id: string }>(sql`
    select membership_id from membership_billing_accounts
    where provider = 'PAYSMART' and ddr_status = 'DDR_ACTIVE'
      and next_debit_date is not null and next_debit_date <= ${date}::date
    order by membership_id`);
  return due.rows.map((row) => row.membership_id);
}

/** One membership's billing account and schedule inputs, or null (no billing account). */
export async function billingAccountContext(
  tx: Transaction,
  membershipId: string,
): Promise<BillingAccountContext | null> {
  const [found] = await contextsByIds(tx, [membershipId]);
  return found ?? null;
}

/** What settlement and status refreshes need of an account: its person, status and reversal fee. */
export interface AccountMoneyFacts {
  membershipId: string;
  personId: string;
  accountBillingStatus: string;
  defaultCharge: number;
}

export async function accountMoneyFacts(
  tx: Transaction,
  membershipIds: readonly string[],
): Promise<AccountMoneyFacts[]> {
  if (membershipIds.length === 0) return [];
  const ids = toUuidArray(membershipIds);
  const result = await tx.execute<{
    membership_id: string;
    person_id: string;
    account_billing_status: string;
    default_charge: number;
  }>(sql`
    select a.membership_id, m.person_id, a.account_billing_status, ba.default_charge
    from membership_billing_accounts a
    join memberships m on m.id = a.membership_id
    join branch_billing_accounts ba on ba.id = a.branch_billing_account_id
    where a.membership_id = any(${ids}) and m.id = any(${ids})`);
  return result.rows.map((row) => ({
    membershipId: row.membership_id,
    personId: row.person_id,
    accountBillingStatus: row.account_billing_status,
    defaultCharge: row.default_charge,
  }));
}

/** Billing accounts by membership, with their schedule inputs. */
export function billingAccountContexts(
  tx: Transaction,
  membershipIds: readonly string[],
): Promise<BillingAccountContext[]> {
  return contextsByIds(tx, membershipIds);
}

/** Debitsuccess accounts by customer reference (mirroring what it took). */
export async function membershipsByCustomer(
  tx: Transaction,
  provider: BillingProviderId,
  customerReferences: readonly string[],
): Promise<Map<string, string>> {
  if (customerReferences.length === 0) return new Map();
  const result = await tx.execute<{ membership_id: string; customer_reference: string }>(sql`
    select membership_id, customer_reference from membership_billing_accounts
    where provider = ${provider} and customer_reference = any(${toTextArray(customerReferences)})`);
  return new Map(result.rows.map((row) => [row.customer_reference, row.membership_id]));
}

function toUuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/** A text[] parameter (each element quoted), so the planner sees an array it can probe an index with. */
function toTextArray(values: readonly string[]): SQL {
  const literal = `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

/** Moves the runs' cursors. */
export async function setNextDebitDates(
  tx: Transaction,
  cursors: readonly { membershipId: string; nextDebitDate: string | null }[],
): Promise<void> {
  if (cursors.length === 0) return;
  await tx.execute(sql`
    update membership_billing_accounts a set next_debit_date = v."nextDebitDate"::date, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(cursors)}::jsonb) as v("membershipId" uuid, "nextDebitDate" text)
    where a.membership_id = v."membershipId" and a.next_debit_date is distinct from v."nextDebitDate"::date`);
}

/** How far back a debit may still be without an outcome (the longest settlement delay and more). */
const PENDING_WINDOW_DAYS = 60;

/**
 * Paysmart debits submitted in the last PENDING_WINDOW_DAYS and without an outcome yet, with the
 * customer to debit. Three plain reads joined here rather than one SQL join: under row-level
 * security the planner misjudges the anti-join and can loop over the whole ledger per debit.
 */
export async function pendingDebits(
  tx: Transaction,
  provider: BillingProviderId,
  asOf: string,
): Promise<{ reference: string; amount: number; date: string; customerReference: string }[]> {
  const window = sql`date > ${asOf}::date - ${PENDING_WINDOW_DAYS}::int`;
  const submitted = await tx.execute<{
    reference: string;
    amount: number;
    date: string;
    membership_id: string;
  }>(
    sql`select reference, amount, date::text as date, membership_id from ledger_entries
        where type = 'DEBIT_SUBMITTED' and date <= ${asOf}::date and ${window}`,
  );
  if (submitted.rows.length === 0) return [];
  const outcomes = await tx.execute<{ reference: string }>(
    sql`select reference from ledger_entries where type in ('DEBIT_SETTLED', 'DEBIT_DISHONOURED') and ${window}`,
  );
  const done = new Set(outcomes.rows.map((row) => row.reference));
  const open = submitted.rows.filter((row) => !done.has(row.reference));
  const customers = await membershipCustomers(
    tx,
    provider,
    open.map((row) => row.membership_id),
  );
  return open.flatMap((row) => {
    const customerReference = customers.get(row.membership_id);
    return customerReference
      ? [{ reference: row.reference, amount: row.amount, date: row.date, customerReference }]
      : [];
  });
}

async function membershipCustomers(
  tx: Transaction,
  provider: BillingProviderId,
  membershipIds: readonly string[],
): Promise<Map<string, string>> {
  if (membershipIds.length === 0) return new Map();
  const result = await tx.execute<{ membership_id: string; customer_reference: string }>(sql`
    select membership_id, customer_reference from membership_billing_accounts
    where membership_id = any(${toUuidArray(membershipIds)}) and provider = ${provider}
      and customer_reference is not null`);
  return new Map(result.rows.map((row) => [row.membership_id, row.customer_reference]));
}

/** Which of these debit references we submitted (an outcome needs its submission). */
export async function submittedReferences(
  tx: Transaction,
  references: readonly string[],
): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const result = await tx.execute<{ reference: string }>(sql`
    select reference from ledger_entries
    where type = 'DEBIT_SUBMITTED' and reference = any(${toTextArray(references)})`);
  return new Set(result.rows.map((row) => row.reference));
}

/**
 * The charges no debit collects: owed from their day and taken at the desk (Pay overdue), as a
 * class's late cancellation and no-show fees are (docs/billing.md "Class fees").
 */
const DESK_ARREARS_KINDS = ['LATE_CANCELLATION_FEE', 'NO_SHOW_FEE'] as const;

/** How far back step 5 looks for an active account's desk arrears that have just become overdue. */
const DESK_ARREARS_LOOKBACK_DAYS = 60;

/**
 * Accounts whose status the arrears may change on `today`, reviewed on each billing day: declined
 * or overdue ones, and active ones holding a charge no debit collects (a class fee) that fell due a
 * billing period ago or more (OVERDUE_AFTER_DAYS, within the last 60 days: such an account turns
 * OVERDUE at the first run past that day, and is then reviewed as an overdue one). A dishonour
 * makes an account declined at once; a class fee left it ACTIVE, and without this it stayed ACTIVE
 * however long the fee went unpaid.
 */
export async function accountsInArrears(tx: Transaction, today: string): Promise<string[]> {
  // Literals (constants of ours), so the planner matches the partial index on these charges.
  const kinds = sql.raw(DESK_ARREARS_KINDS.map((kind) => `'${kind}'`).join(', '));
  const result = await tx.execute<{ membership_id: string }>(sql`
    select membership_id from membership_billing_accounts
    where account_billing_status in ('PAYMENT_DECLINED', 'OVERDUE')
    union
    select l.membership_id from ledger_entries l
    join membership_billing_accounts a
      on a.application_id = l.application_id and a.membership_id = l.membership_id
    where l.type = 'CHARGE' and l.kind in (${kinds})
      and l.date <= ${today}::date - ${OVERDUE_AFTER_DAYS}::int
      and l.date > ${today}::date - ${OVERDUE_AFTER_DAYS + DESK_ARREARS_LOOKBACK_DAYS}::int
      and a.account_billing_status = 'ACTIVE'`);
  return result.rows.map((row) => row.membership_id);
}

export interface BillingStatusChange {
  membershipId: string;
  accountBillingStatus: string;
  reason: string | null;
}

/** Sets account billing statuses (with reason, dated now) where they change. */
export async function setAccountBillingStatuses(
  tx: Transaction,
  changes: readonly BillingStatusChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(sql`
    update membership_billing_accounts a set account_billing_status = v."accountBillingStatus",
      account_billing_status_reason = v.reason, account_billing_status_date = now(), updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
      as v("membershipId" uuid, "accountBillingStatus" text, reason text)
    where a.membership_id = v."membershipId"
      and (a.account_billing_status, a.account_billing_status_reason) is distinct from (v."accountBillingStatus", v.reason)`);
}

/**
 * Every organisation with its domain (owner role: the daily schedule runs for all of them). Only
 * `applications`: the owner reads no other tenant table across organisations (docs/security.md
 * "Forced RLS"), so the billing day's zone is read in each organisation's tenant (billing-run.ts
 * `organisationsToBill`).
 */
export async function organisationDomains(
  ownerPool: pg.Pool,
): Promise<{ applicationId: string; domain: string }[]> {
  const result = await ownerPool.query<{ id: string; domain: string }>(
    'select id, domain from applications order by id',
  );
  return result.rows.map((row) => ({ applicationId: row.id, domain: row.domain }));
}

/**
 * The organisations `domains` names (all of them when it names none), and the domains no
 * organisation has: `npm run billing:run -- --organisation demo` bills one club.
 */
export function organisationsNamed<Organisation extends { domain: string }>(
  all: readonly Organisation[],
  domains: readonly string[],
): { chosen: Organisation[]; unknown: string[] } {
  if (domains.length === 0) return { chosen: [...all], unknown: [] };
  const known = new Set(all.map((organisation) => organisation.domain));
  return {
    chosen: all.filter((organisation) => domains.includes(organisation.domain)),
    unknown: [...new Set(domains)].filter((domain) => !known.has(domain)),
  };
}

/**
 * The time zone an organisation's billing day is counted in (its first branch's, as
 * organisationsToBill), in the caller's tenant transaction; null when it has no branch.
 */
export async function organisationTimeZone(tx: Transaction): Promise<string | null> {
  const result = await tx.execute<{ time_zone: string }>(
    sql`select time_zone from branches order by created_at, id limit 1`,
  );
  return result.rows[0]?.time_zone ?? null;
}
