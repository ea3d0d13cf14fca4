/**
 * Transfer list generation over the large organisation (large-organisation.ts: a million persons,
 * about 700,000 memberships, ten million arrivals over three years): the one statement that counts
 * and writes the candidates with their dry run (`insertCandidates`, the figure against the target),
 * then a refresh of that dry run (dryRunTransferList's statement), as the api role under
 * row-level security, for last month and for the widest range the form allows (twelve months),
 * against the 20 s. The generated arrivals put one visit in ten at branch 1 and the rest
 * at home, so few or no members qualify: the cost is the counting, which reads every arrival of
 * the range whatever qualifies. The list is written in a transaction rolled back at the end, so
 * the bench leaves nothing behind. `npm run bulk-transfer-generate -w @clubline/bench`.
 */
import { performance } from 'node:perf_hooks';
import { refreshDryRun } from '../../apps/server/src/features/bulk-transfer/dry-run.repository.ts';
import {
  insertCandidates,
  insertList,
} from '../../apps/server/src/features/bulk-transfer/transfer-list.repository.ts';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import { withTenant } from '../../apps/server/src/platform/db/tenant.ts';
import { ensureArrivals } from './bench-arrivals.ts';
import { BENCH, generatedPersons, intFlag, log, logTable, openBenchDatabase } from './bench-database.ts';
import { ensureLargeOrganisation, LARGE_ORGANISATION_TODAY } from './large-organisation.ts';
import { benchResults } from './results.ts';

const ARRIVALS = intFlag('arrivals', 10_000_000);
const TARGET_MS = 20_000;
const RANGES = [
  ['last month', '2026-10-01', '2026-10-31'],
  ['twelve months', '2025-11-28', LARGE_ORGANISATION_TODAY],
] as const;

class Rollback extends Error {}

const database = await openBenchDatabase({ fresh: false });
const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 4 });
try {
  const persons = await generatedPersons(pools.owner);
  if (persons === 0)
    throw new Error('No generated organisation: run `npm run generate -w @clubline/bench` first');
  const held = await ensureArrivals(pools.owner, ARRIVALS, persons);
  await ensureLargeOrganisation(pools.owner, persons);
  await pools.owner.query('analyze arrivals');
  const results = benchResults('bulk-transfer-generate', { persons, arrivals: held });
  const rows: string[][] = [];
  for (const [label, from, to] of RANGES) {
    let counted = 0;
    let candidates = 0;
    let dryRun = 0;
    try {
      await withTenant(pools.appDb, BENCH.applicationId, async (tx) => {
        const params = {
          reportFromDate: from,
          reportToDate: to,
          membershipPaymentType: 'ALL' as const,
          minVisits: 1,
          minVisitsPercentage: 51,
          includeOverdue: true,
          includeManualVisits: true,
        };
        const id = await insertList(tx, {
          applicationId: BENCH.applicationId,
          createdByUserId: BENCH.adminUserId,
          params,
        });
        const started = performance.now();
        candidates = await insertCandidates(tx, {
          applicationId: BENCH.applicationId,
          id,
          params,
          timeZone: 'Pacific/Auckland',
          today: LARGE_ORGANISATION_TODAY,
        });
        counted = performance.now() - started;
        // The dry run is written with the candidates; refreshing it (dryRunTransferList) is apart.
        const dry = performance.now();
        await refreshDryRun(tx, id, LARGE_ORGANISATION_TODAY);
        dryRun = performance.now() - dry;
        throw new Rollback();
      });
    } catch (error) {
      if (!(error instanceof Rollback)) throw error;
    }
    results.record({
      name: `generate (${label})`,
      unit: 'ms',
      value: Math.round(counted),
      target: { maxValue: TARGET_MS },
      details: { candidates, generateMs: Math.round(counted), refreshDryRunMs: Math.round(dryRun), from, to },
    });
    rows.push([
      label,
      `${from}..${to}`,
      String(candidates),
      `${(counted / 1000).toFixed(1)} s`,
      `${(dryRun / 1000).toFixed(1)} s`,
    ]);
  }
  logTable(['range', 'dates', 'candidates', 'generate (with dry run)', 'dry run refreshed'], rows);
  log(`results: ${await results.write()}`);
} finally {
  await pools.close();
  await database.stop();
}
