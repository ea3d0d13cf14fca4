import { parseArgs } from 'node:util';
import { Temporal } from 'temporal-polyfill';
import { billingClock } from './features/billing/billing-clock.ts';
import { organisationsNamed } from './features/billing/billing-run.repository.ts';
import { organisationsToBill, runBillingDay } from './features/billing/billing-run.ts';
import { billingProvidersOf } from './features/billing/providers/providers.ts';
import { billingStatusesChanged } from './features/billing/public.ts';
// Installs the module list's hook handlers: memberships refreshes the overdue tags after a run.
import './features.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { createDatabasePools, deriveAppUrl } from './platform/db/client.ts';
import { startEmbeddedPostgres } from './platform/db/embedded.ts';
import { migrateDatabase } from './platform/db/migrate.ts';

/**
 * `npm run billing:run -- --date YYYY-MM-DD`: a billing day on purpose (docs/billing.md "Billing
 * runs"), for every organisation, against the configured database: DATABASE_URL, or the embedded
 * PostgreSQL of `npm start` (the running one when `npm start` is up, else started here). Bills the
 * date; statuses and overdue tags are assessed on the later of the date and the billing clock's
 * today (BILLING_CLOCK_DATE or the real day). Safe to run again (a repeated day writes nothing twice).
 * `--date` may be given more than once (days missed while billing was down): the days run in
 * calendar order, each for every organisation, as the same number of commands would run them.
 * `--organisation DOMAIN` (also repeatable) bills only the organisations with those domains: one
 * club's missed day caught up without touching the others.
 */
const EMBEDDED_OWNER = (port: number) => `postgres://postgres:postgres@127.0.0.1:${port}/clubline`;

function fail(message: string): never {
  process.stderr.write(`billing:run: ${message}\n`);
  process.exit(1);
}

const { values } = parseArgs({
  options: { date: { type: 'string', multiple: true }, organisation: { type: 'string', multiple: true } },
});
if (!values.date?.length) fail('give the billing day as --date YYYY-MM-DD');
for (const date of values.date) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail('give the billing day as --date YYYY-MM-DD');
  try {
    Temporal.PlainDate.from(date, { overflow: 'reject' });
  } catch {
    fail(`${date} is not a calendar date`);
  }
}
// Calendar order, each day once: a day's outcomes are settled by the runs of the days after it.
const dates = [...new Set(values.date)].sort();

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

let ownerUrl = config.DATABASE_URL;
let stopEmbedded: (() => Promise<void>) | undefined;
if (!ownerUrl) {
  const running = EMBEDDED_OWNER(config.EMBEDDED_PG_PORT);
  const probe = createDatabasePools({ ownerUrl: running, appUrl: running, max: 1 });
  const up = await probe.owner.query('select 1').then(
    () => true,
    () => false,
  );
  await probe.close();
  if (up) ownerUrl = running;
  else {
    const embedded = await startEmbeddedPostgres({
      dataDir: config.EMBEDDED_PG_DIR,
      port: config.EMBEDDED_PG_PORT,
      database: 'clubline',
    });
    stopEmbedded = () => embedded.stop();
    ownerUrl = embedded.ownerUrl;
  }
}

await migrateDatabase(ownerUrl, { user: config.APP_DB_USER, password: config.APP_DB_PASSWORD });
const pools = createDatabasePools({
  ownerUrl,
  appUrl: config.DATABASE_APP_URL ?? deriveAppUrl(ownerUrl, config.APP_DB_USER, config.APP_DB_PASSWORD),
  max: 4,
});
const providers = billingProvidersOf(pools.owner);
let failedOrganisations = 0;
let unknownDomains: string[] = [];
try {
  // Every organisation, or those `--organisation` names.
  const { chosen, unknown } = organisationsNamed(
    await organisationsToBill(pools.owner, pools.appDb),
    values.organisation ?? [],
  );
  unknownDomains = unknown;
  // A domain no organisation has stops the command before anything is billed: a typing error
  // must not look like a quiet day.
  if (unknown.length === 0) for (const date of dates) await billDay(date, chosen);
} finally {
  await pools.close();
  await stopEmbedded?.();
}
if (unknownDomains.length > 0) fail(`no organisation has the domain ${unknownDomains.join(', ')}`);
if (failedOrganisations > 0) process.exitCode = 1;

type Organisation = Awaited<ReturnType<typeof organisationsToBill>>[number];

/** One billing day of each organisation; one organisation's failure never stops the others. */
async function billDay(date: string, organisations: readonly Organisation[]): Promise<void> {
  for (const { applicationId, timeZone } of organisations) {
    // Catching up a missed day bills that day, but statuses and tags follow the ledger as of
    // today (the billing clock's, read before any run): a day in the past never clears arrears.
    const today = billingClock.today(timeZone);
    try {
      const result = await runBillingDay(pools.appDb, providers, applicationId, date, {
        afterOutcomes: (tx, personIds, asOf) =>
          billingStatusesChanged.announce(tx, { personIds, today: asOf }),
        today,
        onFailure: (failure) =>
          process.stderr.write(
            `${applicationId} ${date}: membership ${failure.membershipId} set aside (${failure.step}): ${failure.reason}\n`,
          ),
        onRecordingFailed: (membershipIds, reason) =>
          process.stderr.write(
            `${applicationId} ${date}: the record of ${membershipIds.join(', ')} (billing_run_failures) could not be written: ${reason}\n`,
          ),
      });
      process.stdout.write(
        `${applicationId} ${date}: ${result.charges} charges, ${result.debitsSubmitted} debits ($${(
          result.amountSubmitted / 100
        ).toFixed(
          2,
        )}), ${result.mirrored} mirrored, ${result.settled} settled, ${result.dishonoured} dishonoured, ${result.failures.length} set aside\n`,
      );
    } catch (error) {
      // One organisation's failure never leaves the next unbilled; the command exits 1 at the end.
      failedOrganisations += 1;
      process.stderr.write(
        `${applicationId} ${date}: the billing day failed: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    }
  }
}
