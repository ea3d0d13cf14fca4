/**
 * Fills the bench database with one organisation of N persons (default 1,000,000; `--persons N`)
 * across 200 branches (`--branches N`), each a Member (70%, with an access card) or a Prospect at
 * its home branch. Persons, roles and cards are made by PostgreSQL itself (INSERT … SELECT over
 * generate_series), deterministically: person g has a fixed id, name, email and card. Running it
 * again with the same numbers reuses what is there.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { insertBranch } from '../../apps/server/src/features/branches/branches.repository.ts';
import { insertUser } from '../../apps/server/src/features/identity/identity.repository.ts';
import { hashPassword } from '../../apps/server/src/features/identity/passwords.ts';
import { insertPerson } from '../../apps/server/src/features/members/persons/persons.repository.ts';
import {
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
} from '../../apps/server/src/features/members/seed/names.ts';
import { insertApplication } from '../../apps/server/src/features/organisation/organisation.repository.ts';
import { insertAssignment, insertRole } from '../../apps/server/src/features/roles/roles.repository.ts';
import { STANDARD_ROLES } from '../../apps/server/src/features/roles/standard-roles.ts';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { withTenant } from '../../apps/server/src/platform/db/tenant.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-data.ts';
import { BENCH, type BenchDatabase, intFlag, log, openBenchDatabase } from './bench-database.ts';

const persons = intFlag('persons', 1_000_000);
const branchCount = intFlag('branches', 200);
const CHUNK = 100_000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function alreadyGenerated(ownerUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const result = await client.query<{ persons: number; branches: number }>(
      `select (select count(*)::int from persons where application_id = $1 and home_branch_id is not null
                 and id::text like 'b0000000-0004-%') as persons,
              (select count(*)::int from branches where application_id = $1) as branches`,
      [BENCH.applicationId],
    );
    const row = result.rows[0];
    return row?.persons === persons && row.branches === branchCount;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

/** The organisation, its branches and two staff users (an admin on ALL_BRANCHES, a front desk). */
async function createOrganisation(database: BenchDatabase): Promise<void> {
  const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 2 });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const applicationId = BENCH.applicationId;
  try {
    await withTenant(pools.appDb, applicationId, async (tx) => {
      await insertApplication(tx, {
        id: applicationId,
        domain: BENCH.domain,
        name: 'Bench Fitness',
        billingProvider: 'PAYSMART',
        defaultCountry: 'NZ',
      });
      for (let n = 1; n <= branchCount; n++) {
        await insertBranch(tx, {
          id: BENCH.branchId(n),
          applicationId,
          name: `Bench Branch ${String(n).padStart(3, '0')}`,
          country: 'NZ',
          timeZone: 'Pacific/Auckland',
        });
      }
      for (const role of STANDARD_ROLES) {
        await insertRole(
          tx,
          { applicationId, id: role.id, name: role.name, description: role.description, type: 'BUILT_IN' },
          role.operations,
        );
      }
      const staff = [
        { n: 1, userId: BENCH.adminUserId, username: 'bench.admin', roleId: 'admin', branchId: null },
        {
          n: 2,
          userId: BENCH.deskUserId,
          username: 'bench.desk',
          roleId: 'front-desk',
          branchId: BENCH.branchId(1),
        },
      ];
      for (const member of staff) {
        await insertPerson(tx, {
          id: BENCH.staffPersonId(member.n),
          applicationId,
          firstName: 'Bench',
          lastName: member.username,
          homeBranchId: BENCH.branchId(1),
        });
        await insertUser(tx, {
          id: member.userId,
          applicationId,
          personId: BENCH.staffPersonId(member.n),
          username: member.username,
          passwordHash,
        });
        await insertAssignment(tx, {
          applicationId,
          userId: member.userId,
          roleId: member.roleId,
          allBranches: member.branchId === null,
          branchId: member.branchId,
          branchGroupId: null,
        });
      }
    });
  } finally {
    await pools.close();
  }
}

/**
 * Person g: id b0000000-0004-…-<g in hex>, h = g × 2654435761 mod 2³² (a bijection, so the card
 * numbers derived from it are unique), names and everything else picked by h.
 */
const PERSON_COLUMNS = `
  g,
  ('b0000000-0004-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid as id,
  h,
  case when h % 2 = 0 then ($2::text[])[1 + ((h / 2) % array_length($2::text[], 1))::int]
       else ($3::text[])[1 + ((h / 2) % array_length($3::text[], 1))::int] end as first_name,
  ($4::text[])[1 + ((h / 140) % array_length($4::text[], 1))::int] as last_name,
  ($5::uuid[])[1 + (g % $6)::int] as home_branch_id
`;

const personsOf = (from: number, to: number) => `
  select ${PERSON_COLUMNS}
  from (select g, (g::bigint * 2654435761) % 4294967296 as h from generate_series(${from}, ${to}) g) s
`;

async function fill(ownerUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query("set maintenance_work_mem = '256MB'");
    const branchIds = Array.from({ length: branchCount }, (_, k) => BENCH.branchId(k + 1));
    const params = [
      BENCH.applicationId,
      FEMALE_FIRST_NAMES,
      MALE_FIRST_NAMES,
      LAST_NAMES,
      branchIds,
      branchCount,
    ];
    const started = performance.now();
    for (let from = 1; from <= persons; from += CHUNK) {
      const to = Math.min(persons, from + CHUNK - 1);
      await client.query('begin');
      await client.query(
        `insert into persons (id, application_id, first_name, last_name, email, gender, date_of_birth,
           mobile_phone, home_branch_id, created_at, updated_at)
         select id, $1, first_name, last_name,
           lower(regexp_replace(first_name, '[^A-Za-z]', '', 'g')) || '.' ||
             lower(regexp_replace(last_name, '[^A-Za-z]', '', 'g')) || g || '@example.com',
           case when h % 2 = 0 then 'FEMALE' else 'MALE' end,
           date '1950-01-01' + (h % 20000)::int,
           jsonb_build_object('countryCode', 'NZ', 'number', '021' || lpad((h % 10000000)::text, 7, '0')),
           home_branch_id,
           timestamptz '2026-01-01' - (h % 2000000) * interval '1 minute',
           timestamptz '2026-01-01' - (h % 2000000) * interval '1 minute'
         from (${personsOf(from, to)}) p`,
        params,
      );
      await client.query(
        `insert into person_branch_roles (application_id, person_id, branch_id, role_type, status, joined_at)
         select $1, id, home_branch_id,
           case when h % 10 < 7 then 'Member' else 'Prospect' end,
           case when h % 10 < 7 then 'MEMBER' else 'PROSPECT' end,
           timestamptz '2026-01-01' - (h % 2000000) * interval '1 minute'
         from (${personsOf(from, to)}) p`,
        params,
      );
      await client.query(
        `insert into access_cards (application_id, person_id, card_number)
         select $1, id, upper(lpad(to_hex(h), 8, '0')) from (${personsOf(from, to)}) p where h % 10 < 7`,
        params,
      );
      await client.query('commit');
      log(`  ${to.toLocaleString('en-NZ')} persons (${seconds(started)})`);
    }
    const analysed = performance.now();
    await client.query('vacuum (analyze) persons, person_branch_roles, access_cards');
    log(`  vacuum and analyse (${seconds(analysed)})`);
  } finally {
    await client.end();
  }
}

const started = performance.now();
let database = await openBenchDatabase({ fresh: false });
try {
  if (await alreadyGenerated(database.ownerUrl)) {
    log(`bench: ${persons.toLocaleString('en-NZ')} persons across ${branchCount} branches already generated`);
  } else {
    await database.stop();
    database = await openBenchDatabase({ fresh: true });
    log(`bench: generating ${persons.toLocaleString('en-NZ')} persons across ${branchCount} branches`);
    await createOrganisation(database);
    await fill(database.ownerUrl);
    log(`bench: generated in ${seconds(started)}`);
  }
} finally {
  await database.stop();
}
