/**
 * Billing members made by PostgreSQL for the benches that need memberships (billing-day,
 * overdue-assessment, suspension-preview-latency): persons, their memberships and the memberships'
 * billing accounts, `INSERT … SELECT` over `generate_series`, deterministically. Member g's ids come
 * from md5(`${key}-person` || g) and md5(`${key}-membership` || g), so each bench's rows are its
 * own and a script can name member g again (`memberIds`). The md5 is shaped as a version 4 uuid
 * (version and variant digits set), as the api's id check accepts no other.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

export interface BillingMembersOptions {
  applicationId: string;
  /** Names the bench's rows (ids, references): 'bench-billing', 'bench-overdue'. */
  key: string;
  count: number;
  /** Member g belongs to branch branchIds[g % n] and is billed by accountIds[g % n]. */
  branchIds: readonly string[];
  accountIds: readonly string[];
  planId: string;
  optionId: string;
  provider: 'PAYSMART' | 'DEBITSUCCESS';
  /** SQL of member g's start date (a date expression over `g`). */
  startDate: string;
  /** Debitsuccess memberships keep their first payment date: the start date, here. */
  firstPaymentOnStart: boolean;
  /** SQL of the billing run's cursor for member g (a date expression over `g`), or null. */
  nextDebitDate: string | null;
  /** The provider's customer reference of member g is this prefix and g. */
  customerPrefix: string;
  /** Also the Member role at the home branch (overdue control blocks and restores it). */
  memberRoles: boolean;
}

/** The uuid `uuidSql` makes of `text`: its md5 with version 4 and variant 8. */
function md5Uuid(text: string): string {
  const md5 = createHash('md5').update(text).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** SQL of the uuid md5Uuid makes of the text `textSql` evaluates to. */
const uuidSql = (textSql: string) =>
  `overlay(overlay(md5(${textSql}) placing '4' from 13) placing '8' from 17)::uuid`;

/** SQL of member g's person id. */
export const personIdSql = (key: string) => uuidSql(`'${key}-person' || g`);

/** Member g's person and membership ids, as insertBillingMembers made them. */
export const memberIds = (key: string, g: number) => ({
  personId: md5Uuid(`${key}-person${g}`),
  membershipId: md5Uuid(`${key}-membership${g}`),
});

/** SQL of member g's membership id (for generators that add rows per member). */
export const membershipIdSql = (key: string) => uuidSql(`'${key}-membership' || g`);

/**
 * Deletes everything of one bench organisation: every public table with an `application_id`, then
 * the organisation. Foreign keys are not checked while it runs (`session_replication_role`, the
 * superuser owner only), so no table order is needed and tables added by later issues are covered.
 */
export async function clearOrganisation(owner: pg.Pool, applicationId: string): Promise<void> {
  const client = await owner.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      `select c.table_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and c.column_name = 'application_id' and t.table_type = 'BASE TABLE'`,
    );
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    for (const { table_name } of tables.rows) {
      await client.query(`delete from "${table_name}" where application_id = $1`, [applicationId]);
    }
    await client.query('delete from applications where id = $1', [applicationId]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Persons, memberships (ACTIVE) and billing accounts (active direct debit) of `count` members. */
export async function insertBillingMembers(owner: pg.Pool, options: BillingMembersOptions): Promise<void> {
  const { applicationId: id, key, count } = options;
  const branchOf = `($2::uuid[])[1 + (g % array_length($2::uuid[], 1))]`;
  await owner.query(
    `insert into persons (id, application_id, first_name, last_name, home_branch_id)
     select ${personIdSql(key)}, $1, 'Member', 'No ' || g, ${branchOf}
     from generate_series(1, $3) g`,
    [id, options.branchIds, count],
  );
  if (options.memberRoles) {
    await owner.query(
      `insert into person_branch_roles (application_id, person_id, branch_id, role_type, status)
       select $1, ${personIdSql(key)}, ${branchOf}, 'Member', 'MEMBER'
       from generate_series(1, $3) g`,
      [id, options.branchIds, count],
    );
  }
  await owner.query(
    `insert into memberships (id, application_id, person_id, branch_id, membership_plan_id, payment_option_id,
       status, start_date, first_payment_date)
     select ${membershipIdSql(key)}, $1, ${personIdSql(key)}, ${branchOf}, $4, $5,
       'ACTIVE', ${options.startDate}, ${options.firstPaymentOnStart ? options.startDate : 'null::date'}
     from generate_series(1, $3) g`,
    [id, options.branchIds, count, options.planId, options.optionId],
  );
  await owner.query(
    `insert into membership_billing_accounts (membership_id, application_id, provider, branch_billing_account_id,
       customer_reference, ddr_status, account_billing_status, payment_method_token, payment_method_summary,
       next_debit_date)
     select ${membershipIdSql(key)}, $1, $4, ($2::uuid[])[1 + (g % array_length($2::uuid[], 1))],
       $5 || g, 'DDR_ACTIVE', 'ACTIVE', 'tok_' || $5 || g, 'Bank account ending 000',
       ${options.nextDebitDate ?? 'null::date'}
     from generate_series(1, $3) g`,
    [id, options.accountIds, count, options.provider, options.customerPrefix],
  );
}
