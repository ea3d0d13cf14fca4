/**
 * "Bench Overdue": a debitsuccess organisation with overdue control on ($20
 * maximum, 7 days' grace), 200 branches (`--branches N`) each with its billing account ($5 weekly
 * suspension fee), a fortnightly $50 option and N members (`--memberships N`, default 100,000), each
 * with one ongoing billing membership at their home branch that started about a year ago, and a
 * year of ledger: every fortnight's charge, its debit and (two days later) its outcome, so about 80
 * rows a member. Member g (1…N) is, by g:
 *
 * - g % 40 = 0: every debit from one of the last 13 fortnights on dishonoured (arrears of 1 to 13
 *   charges, up to half a year old);
 * - g % 20 = 0 otherwise: one dishonoured debit in the last half year (one charge in arrears, the
 *   newest, since money pays the oldest charges first);
 * - g % 100 = 50: a debit dishonoured months ago and paid at the desk since, but still BLOCKED by
 *   an earlier assessment (open block, Member role BLOCKED, 'blocked' tag): the next run unblocks it;
 * - everyone else pays every debit.
 *
 * Dates count back from today in Pacific/Auckland (the assessment's today), so the data is made
 * again when the day changes. An admin on ALL_BRANCHES (`OVERDUE.adminUserId`) asks the latency
 * bench's previews.
 */
import { performance } from 'node:perf_hooks';
import { insertUser } from '../../apps/server/src/features/identity/identity.repository.ts';
import { hashPassword } from '../../apps/server/src/features/identity/passwords.ts';
import { insertPerson } from '../../apps/server/src/features/members/persons/persons.repository.ts';
import { insertApplication } from '../../apps/server/src/features/organisation/organisation.repository.ts';
import { insertOption, insertPlan } from '../../apps/server/src/features/plans/plans.repository.ts';
import { insertAssignment, insertRole } from '../../apps/server/src/features/roles/roles.repository.ts';
import { STANDARD_ROLES } from '../../apps/server/src/features/roles/standard-roles.ts';
import type { DatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { withTenant } from '../../apps/server/src/platform/db/tenant.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-data.ts';
import { todayIn } from '../../packages/domain/src/dates/time-zone.ts';
import { log } from './bench-database.ts';
import {
  clearOrganisation,
  insertBillingMembers,
  memberIds,
  membershipIdSql,
  personIdSql,
} from './billing-members.ts';

const KEY = 'bench-overdue';
const FORTNIGHTS = 26;
const AMOUNT = 5000;

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/** Fixed ids of the organisation (kinds as in BENCH; 015 marks overdue control's). */
export const OVERDUE = {
  key: KEY,
  applicationId: 'b0000000-0001-4000-8000-000000000015',
  domain: 'bench-overdue',
  adminUserId: 'b0000000-0005-4000-8000-000000015001',
  adminPersonId: 'b0000000-0003-4000-8000-000000015001',
  planId: 'b0000000-0007-4000-8000-000000015001',
  optionId: 'b0000000-0008-4000-8000-000000015001',
  branchId: (n: number) => `b0000000-0002-4000-8000-015${hex(n, 9)}`,
  accountId: (n: number) => `b0000000-0006-4000-8000-015${hex(n, 9)}`,
  settings: { maximumOverdueAmount: 2000, gracePeriodInDays: 7 },
} as const;

/** Member g holds the dishonours described above (overdue, or paid but still blocked). */
export const hasDishonour = (g: number) => g % 20 === 0 || g % 100 === 50;

export interface OverdueOrganisation {
  memberships: number;
  branches: number;
  /** The day the ledger counts back from (Pacific/Auckland). */
  today: string;
  ledgerRows: number;
  /** Seconds spent making it; 0 when the data of today was already there. */
  generatedSeconds: number;
}

async function alreadyMade(
  pools: DatabasePools,
  memberships: number,
  branches: number,
  today: string,
): Promise<boolean> {
  const found = await pools.owner.query<{
    memberships: number;
    branches: number;
    last: string | null;
    named: boolean;
  }>(
    `select (select count(*)::int from memberships where application_id = $1) as memberships,
            (select count(*)::int from branches where application_id = $1) as branches,
            (select max(date)::text from ledger_entries where application_id = $1 and type = 'CHARGE') as last,
            exists (select 1 from memberships where id = $2) as named`,
    [OVERDUE.applicationId, memberIds(KEY, 1).membershipId],
  );
  const row = found.rows[0];
  // Member 1 by its id: data made by an older generator (other ids) is made again.
  return row?.memberships === memberships && row.branches === branches && row.last === today && row.named;
}

async function makeOrganisation(pools: DatabasePools, branches: number): Promise<void> {
  const applicationId = OVERDUE.applicationId;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await withTenant(pools.appDb, applicationId, async (tx) => {
    await insertApplication(tx, {
      id: applicationId,
      domain: OVERDUE.domain,
      name: 'Bench Overdue',
      billingProvider: 'DEBITSUCCESS',
      defaultCountry: 'NZ',
    });
    for (const role of STANDARD_ROLES) {
      await insertRole(
        tx,
        { applicationId, id: role.id, name: role.name, description: role.description, type: 'BUILT_IN' },
        role.operations,
      );
    }
    await insertPlan(tx, {
      id: OVERDUE.planId,
      applicationId,
      name: 'Bench overdue plan',
      description: 'Fortnightly',
      country: 'NZ',
      accessType: 'All hours',
      type: 'ONGOING',
    });
    await insertOption(tx, {
      id: OVERDUE.optionId,
      applicationId,
      membershipPlanId: OVERDUE.planId,
      name: 'Fortnightly',
      status: 'PUBLISHED',
      paymentAmount: AMOUNT,
      paymentFrequency: 'FORTNIGHTLY',
      ongoing: true,
    });
  });
  // Branches and their accounts by PostgreSQL (200 inserts through drizzle cost seconds for nothing).
  await pools.owner.query(
    `insert into branches (id, application_id, name, country, time_zone)
     select ('b0000000-0002-4000-8000-015' || lpad(to_hex(n), 9, '0'))::uuid, $1,
       'Overdue Branch ' || lpad(n::text, 3, '0'), 'NZ', 'Pacific/Auckland'
     from generate_series(1, $2) n`,
    [applicationId, branches],
  );
  await pools.owner.query(
    `insert into branch_billing_accounts (id, application_id, branch_id, business_account_id, name,
       establishment_fee, suspension_fee, is_default)
     select ('b0000000-0006-4000-8000-015' || lpad(to_hex(n), 9, '0'))::uuid, $1,
       ('b0000000-0002-4000-8000-015' || lpad(to_hex(n), 9, '0'))::uuid, 'BENCH-OVERDUE-' || n, 'Main account',
       4900, 500, true
     from generate_series(1, $2) n`,
    [applicationId, branches],
  );
  await pools.owner.query(
    `insert into organisation_settings (application_id, overdue_enabled, maximum_overdue_amount, grace_period_in_days)
     values ($1, true, $2, $3)`,
    [applicationId, OVERDUE.settings.maximumOverdueAmount, OVERDUE.settings.gracePeriodInDays],
  );
  await withTenant(pools.appDb, applicationId, async (tx) => {
    await insertPerson(tx, {
      id: OVERDUE.adminPersonId,
      applicationId,
      firstName: 'Bench',
      lastName: 'overdue.admin',
      homeBranchId: OVERDUE.branchId(1),
    });
    await insertUser(tx, {
      id: OVERDUE.adminUserId,
      applicationId,
      personId: OVERDUE.adminPersonId,
      username: 'overdue.admin',
      passwordHash,
    });
    await insertAssignment(tx, {
      applicationId,
      userId: OVERDUE.adminUserId,
      roleId: 'admin',
      allBranches: true,
      branchId: null,
      branchGroupId: null,
    });
  });
}

/**
 * The ledger of member g, fortnight k (0…26, due start + 14k, the last due today at the latest):
 * its charge, its debit on the due day and, two days later, its outcome. One statement per kind of
 * row, so every submission is written (seq) before its outcome.
 */
async function makeLedger(pools: DatabasePools, memberships: number, today: string): Promise<void> {
  const id = membershipIdSql(KEY);
  const due = `(date '${today}' - ${14 * FORTNIGHTS} - (g % 14) + 14 * k)`;
  // The first dishonoured fortnight: one of the last 13 for the overdue, fortnight 20 for the paid.
  const dishonoured = `(case when g % 100 = 50 then k = 20
      when g % 40 = 0 then k >= ${FORTNIGHTS} - (g / 20) % 13
      when g % 20 = 0 then k = ${FORTNIGHTS} - (g / 20) % 13
      else false end)`;
  const rows = `from generate_series(1, $2) g cross join generate_series(0, ${FORTNIGHTS}) k where ${due} <= date '${today}'`;
  const client = await pools.owner.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query("set maintenance_work_mem = '512MB'");
    // Every row names a membership made just before: the per-row foreign key checks (a trigger
    // each) would be most of the time, so they are skipped (superuser owner only).
    await client.query('set session_replication_role = replica');
    // Building the secondary indexes once afterwards is several times faster than keeping them up
    // row by row. One transaction: a run that dies leaves the table and its indexes as they were.
    const indexes = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
       where schemaname = 'public' and tablename = 'ledger_entries'
         and indexname not in (select conname from pg_constraint where conrelid = 'ledger_entries'::regclass)`,
    );
    await client.query('begin');
    for (const { indexname } of indexes.rows) await client.query(`drop index "${indexname}"`);
    await client.query(
      `insert into ledger_entries (application_id, membership_id, type, charge_key, kind, amount, date)
       select $1, ${id}, 'CHARGE', 'RECURRING:' || (k + 1), 'RECURRING', ${AMOUNT}, ${due} ${rows}`,
      [OVERDUE.applicationId, memberships],
    );
    await client.query(
      `insert into ledger_entries (application_id, membership_id, type, amount, date, reference)
       select $1, ${id}, 'DEBIT_SUBMITTED', ${AMOUNT}, ${due}, ${id}::text || ':' || ${due}::text ${rows}`,
      [OVERDUE.applicationId, memberships],
    );
    await client.query(
      `insert into ledger_entries (application_id, membership_id, type, date, reference, reason)
       select $1, ${id}, case when ${dishonoured} then 'DEBIT_DISHONOURED' else 'DEBIT_SETTLED' end,
         ${due} + 2, ${id}::text || ':' || ${due}::text,
         case when ${dishonoured} then 'INSUFFICIENT_FUNDS' end
       ${rows} and ${due} + 2 <= date '${today}'`,
      [OVERDUE.applicationId, memberships],
    );
    // The paid-since members paid the bounced fortnight at the desk a fortnight later.
    await client.query(
      `insert into ledger_entries (application_id, membership_id, type, amount, date, reference, payment_type)
       select $1, ${id}, 'PAYMENT', ${AMOUNT}, ${due} + 14, 'desk-' || g, 'EFTPOS'
       ${rows} and g % 100 = 50 and k = 20`,
      [OVERDUE.applicationId, memberships],
    );
    for (const { indexdef } of indexes.rows) await client.query(indexdef);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.query('reset session_replication_role').catch(() => {});
    client.release();
  }
}

/**
 * Puts overdue control's state back as made: no block but the paid-since members' (blocked by an
 * earlier run, to be unblocked), every other membership ACTIVE, Member role MEMBER, no tag.
 */
export async function resetBlocking(pools: DatabasePools, memberships: number): Promise<void> {
  const app = OVERDUE.applicationId;
  const owner = pools.owner;
  await owner.query('delete from membership_blocks where application_id = $1', [app]);
  await owner.query(
    "update memberships set status = 'ACTIVE' where application_id = $1 and status <> 'ACTIVE'",
    [app],
  );
  await owner.query(
    "update person_branch_roles set status = 'MEMBER' where application_id = $1 and status <> 'MEMBER'",
    [app],
  );
  await owner.query("update persons set tags = '{}' where application_id = $1 and tags <> '{}'::text[]", [
    app,
  ]);
  const blocked = `select ${membershipIdSql(KEY)} as membership_id, ${personIdSql(KEY)} as person_id
    from generate_series(1, $2) g where g % 100 = 50`;
  await owner.query(
    `insert into membership_blocks (application_id, membership_id, person_id, branch_id, previous_status,
       previous_person_status, blocked_at)
     select $1, b.membership_id, b.person_id, m.branch_id, 'ACTIVE', 'MEMBER', now() - interval '60 days'
     from (${blocked}) b join memberships m on m.id = b.membership_id`,
    [app, memberships],
  );
  await owner.query(
    `update memberships set status = 'BLOCKED'
     where application_id = $1 and id in (select membership_id from (${blocked}) b)`,
    [app, memberships],
  );
  await owner.query(
    `update person_branch_roles set status = 'BLOCKED'
     where application_id = $1 and role_type = 'Member' and person_id in (select person_id from (${blocked}) b)`,
    [app, memberships],
  );
  await owner.query(
    `update persons set tags = array['blocked']
     where application_id = $1 and id in (select person_id from (${blocked}) b)`,
    [app, memberships],
  );
  await owner.query('analyze memberships, membership_blocks, person_branch_roles, persons');
}

/** Makes the organisation unless today's of the same size is there; returns what it holds. */
export async function ensureOverdueOrganisation(
  pools: DatabasePools,
  options: { memberships: number; branches: number },
): Promise<OverdueOrganisation> {
  const today = todayIn('Pacific/Auckland').toString();
  const started = performance.now();
  let generatedSeconds = 0;
  if (!(await alreadyMade(pools, options.memberships, options.branches, today))) {
    log(
      `making Bench Overdue: ${options.memberships.toLocaleString('en')} members across ${options.branches} branches, a year of fortnightly ledger to ${today} …`,
    );
    await clearOrganisation(pools.owner, OVERDUE.applicationId);
    await makeOrganisation(pools, options.branches);
    await insertBillingMembers(pools.owner, {
      applicationId: OVERDUE.applicationId,
      key: KEY,
      count: options.memberships,
      branchIds: Array.from({ length: options.branches }, (_, n) => OVERDUE.branchId(n + 1)),
      accountIds: Array.from({ length: options.branches }, (_, n) => OVERDUE.accountId(n + 1)),
      planId: OVERDUE.planId,
      optionId: OVERDUE.optionId,
      provider: 'DEBITSUCCESS',
      startDate: `date '${today}' - ${14 * FORTNIGHTS} - (g % 14)`,
      firstPaymentOnStart: true,
      nextDebitDate: `date '${today}' + 14 - (g % 14)`,
      customerPrefix: 'DS-OVERDUE-',
      memberRoles: true,
    });
    log(`  members (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    await makeLedger(pools, options.memberships, today);
    log(`  ledger (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    await pools.owner.query(
      'vacuum (analyze) persons, person_branch_roles, memberships, membership_billing_accounts, ledger_entries',
    );
    generatedSeconds = (performance.now() - started) / 1000;
    log(`  vacuum and analyse: made in ${generatedSeconds.toFixed(1)} s`);
  }
  const counted = await pools.owner.query<{ count: number }>(
    'select count(*)::int as count from ledger_entries where application_id = $1',
    [OVERDUE.applicationId],
  );
  return {
    memberships: options.memberships,
    branches: options.branches,
    today,
    ledgerRows: counted.rows[0]?.count ?? 0,
    generatedSeconds,
  };
}
