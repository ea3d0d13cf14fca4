/**
 * A bulk transfer of 10,000 members over the large organisation (large-organisation.ts), against
 * the 5 minutes: a list of 10,000 members holding a membership in force, each moved from
 * their home branch to the next branch by the run's job (`processTransferRun`: one transaction per
 * member through members' transferMember and every hook), then undone by an UNDO run (the same
 * path back), which leaves the organisation as it was; the transfers' records are deleted after.
 * `npm run bulk-transfer-run -w @clubline/bench`.
 */
import { performance } from 'node:perf_hooks';
import { processTransferRun } from '../../apps/server/src/features/bulk-transfer/transfer-run.job.ts';
import { modules } from '../../apps/server/src/features.ts';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { installModules } from '../../apps/server/src/platform/modules/assemble.ts';
import { ensureArrivals } from './bench-arrivals.ts';
import { BENCH, generatedPersons, intFlag, log, logTable, openBenchDatabase } from './bench-database.ts';
import { ensureLargeOrganisation } from './large-organisation.ts';
import { benchResults } from './results.ts';

const MEMBERS = intFlag('members', 10_000);
const TARGET_MS = 5 * 60_000;

installModules(modules);
const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 4 });
const app = BENCH.applicationId;
const owner = pools.owner;
const runStarted = new Date();
try {
  const persons = await generatedPersons(owner);
  if (persons === 0)
    throw new Error('No generated organisation: run `npm run generate -w @clubline/bench` first');
  await ensureArrivals(owner, 10_000_000, persons);
  await ensureLargeOrganisation(owner, persons);
  await owner.query(
    `update transfer_lists set status = 'ARCHIVED', archived_at = now() where application_id = $1 and status <> 'ARCHIVED'`,
    [app],
  );
  const list = await owner.query<{ id: string }>(
    `insert into transfer_lists (application_id, status, created_by_user_id, report_from_date, report_to_date, min_visits,
       min_visits_percentage, include_overdue, include_manual_visits, membership_payment_type)
     values ($1, 'GENERATED', $2, '2026-10-01', '2026-10-31', 1, 51, true, true, 'ALL') returning id`,
    [app, BENCH.adminUserId],
  );
  const listId = list.rows[0]?.id ?? '';
  // Members with one membership in force at home, not suspended, moved to the next branch.
  await owner.query(
    `with branches_in_order as (
       select id, row_number() over (order by id) as n, count(*) over () as total from branches where application_id = $1)
     insert into transfer_list_members (application_id, transfer_list_id, person_id, source_branch_id, destination_branch_id,
       source_visits, destination_visits, total_visits)
     select $1, $2, p.id, p.home_branch_id, next.id, 1, 3, 4
     from persons p
     join branches_in_order home on home.id = p.home_branch_id
     join branches_in_order next on next.n = home.n % home.total + 1
     where p.application_id = $1 and exists (select 1 from memberships m where m.person_id = p.id and m.branch_id = p.home_branch_id
       and m.status = 'ACTIVE' and m.end_date is null)
     order by p.id limit $3`,
    [app, listId, MEMBERS],
  );
  const results = benchResults('bulk-transfer-run', { persons, members: MEMBERS });
  const rows: string[][] = [];
  for (const kind of ['TRANSFER', 'UNDO'] as const) {
    const runId = crypto.randomUUID();
    const members = await owner.query<{ person_id: string }>(
      `update transfer_list_members set result_status = 'IN_PROGRESS', run_id = $2
       where transfer_list_id = $1 and result_status is distinct from $3 returning person_id`,
      [listId, runId, kind === 'TRANSFER' ? 'TRANSFERRED' : 'UNDONE'],
    );
    await owner.query(
      `insert into transfer_runs (id, application_id, transfer_list_id, kind, ticket_id, started_by_user_id, member_ids)
       values ($1, $2, $3, $4, gen_random_uuid(), $5, $6::uuid[])`,
      [runId, app, listId, kind, BENCH.adminUserId, members.rows.map((row) => row.person_id)],
    );
    const started = performance.now();
    const settled = await processTransferRun(pools.appDb, { applicationId: app, runId });
    const elapsed = performance.now() - started;
    const outcome = await owner.query<{ status: string; n: number }>(
      `select result_status as status, count(*)::int as n from transfer_list_members where transfer_list_id = $1 group by 1`,
      [listId],
    );
    const summary = outcome.rows.map((row) => `${row.status} ${row.n}`).join(', ');
    results.record({
      name: `${kind.toLowerCase()} ${MEMBERS} members`,
      unit: 'ms',
      value: Math.round(elapsed),
      target: { maxValue: TARGET_MS },
      details: {
        settled,
        perMemberMs: Number((elapsed / Math.max(settled, 1)).toFixed(1)),
        outcome: summary,
      },
    });
    rows.push([
      kind,
      String(settled),
      `${(elapsed / 1000).toFixed(1)} s`,
      `${(elapsed / Math.max(settled, 1)).toFixed(1)} ms`,
      summary,
    ]);
  }
  logTable(['run', 'members', 'time', 'per member', 'results'], rows);
  log(`results: ${await results.write()}`);
  await owner.query(`update transfer_lists set status = 'ARCHIVED', archived_at = now() where id = $1`, [
    listId,
  ]);
} finally {
  await owner.query(`delete from person_transfers where application_id = $1 and transferred_at >= $2`, [
    app,
    runStarted,
  ]);
  await pools.close();
  await database.stop();
}
