/**
 * The correspondence day of one branch of 20,000 members with ten rules enabled (bench/README.md
 * "Correspondence daily run"; issue: "the daily run for a branch of 20,000 members and ten rules
 * ≤ 10 s").
 *
 * A fresh PostgreSQL of its own, migrated, one organisation made by the test scenario and
 * `--members N` (default 20,000) Wellington members: birthdays spread over the year, last visits
 * spread over the last 180 days, one in ten opted out of email, half with a mobile. Ten rules
 * (birthday SMS and email, new joiner, membership ending, suspension starting and ending, 3 weeks
 * SMS and email, 6 weeks, upcoming class booking), then the day's run as the worker runs it
 * (`runOrganisation`: finders, the send log, each email queued through `queueEmail` and its job)
 * the same run again (a doubled job: it must send nothing) and the next day's run (what a day
 * adds once the backlog is sent). The runs are at 09:30 in the branch's zone, so the SMS go in
 * the run.
 *
 *   npm run correspondence-daily -w @clubline/bench -- [--members 20000]
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { saveRule } from '../../apps/server/src/features/correspondence/rules.repository.ts';
import { runOrganisation } from '../../apps/server/src/features/correspondence/send/organisation-run.ts';
import { unsubscribeSigner } from '../../apps/server/src/features/correspondence/unsubscribe/unsubscribe-links.ts';
import { instantOf } from '../../apps/server/src/features/sessions/offers/pg-instant.ts';
import { modules } from '../../apps/server/src/features.ts';
import { createDatabasePools } from '../../apps/server/src/platform/db/client.ts';
import {
  createBoss,
  ensureQueues,
  installTenantEnqueue,
  tenantJobQueue,
  tenantQueuesOf,
} from '../../apps/server/src/platform/jobs/job-queue.ts';
import { sandboxSmsProvider } from '../../apps/server/src/platform/messaging/sandbox-sms.ts';
import { makePersons, organisationScenario } from '../../apps/server/src/testing/builders.ts';
import { BENCH_APP_ROLE, intFlag, log, logTable, openScratchDatabase } from './bench-database.ts';

const MEMBERS = intFlag('members', 20_000);
const BATCH = 2_000;
const DATABASE = 'clubline_correspondence_daily';
const TARGET_MS = 10_000;

const RULES = [
  ['SMS', 'BIRTHDAY'],
  ['EMAIL', 'BIRTHDAY'],
  ['EMAIL', 'NEW_JOINER'],
  ['EMAIL', 'MEMBERSHIP_ENDING'],
  ['EMAIL', 'SUSPENSION_STARTING'],
  ['EMAIL', 'SUSPENSION_ENDING'],
  ['SMS', '3_WEEKS_NON_ATTENDANCE'],
  ['EMAIL', '3_WEEKS_NON_ATTENDANCE'],
  ['EMAIL', '6_WEEKS_NON_ATTENDANCE'],
  ['EMAIL', 'UPCOMING_CLASS_BOOKING'],
] as const;

const stack: (() => Promise<unknown>)[] = [];
try {
  const database = await openScratchDatabase(DATABASE);
  stack.push(() => database.stop());
  const pools = createDatabasePools({ ownerUrl: database.ownerUrl, appUrl: database.appUrl, max: 10 });
  stack.push(() => pools.close());
  const boss = createBoss(database.ownerUrl, 'worker');
  boss.on('error', (error: unknown) => log(`job queue error: ${String(error)}`));
  await boss.start();
  stack.push(() => boss.stop({ graceful: true, timeout: 10_000 }));
  await ensureQueues(boss, modules.queues);
  await installTenantEnqueue(boss, BENCH_APP_ROLE.user, tenantQueuesOf(modules.jobs));

  const org = await organisationScenario(pools.appDb);
  const branchId = org.branches.wellington.id;
  const timeZone = org.branches.wellington.timeZone;
  // 09:30 today in the branch's zone: the day's run, inside the SMS hours.
  const [hour = 0, minute = 0] = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  const nowMs = Date.now() + (9 * 60 + 30 - (hour * 60 + minute)) * 60_000;
  const now = instantOf(new Date(nowMs));
  const made = performance.now();
  for (let start = 0; start < MEMBERS; start += BATCH) {
    await org.build((tx) =>
      makePersons(tx, Math.min(BATCH, MEMBERS - start), (offset) => {
        const n = start + offset;
        const birthday = new Date(Date.UTC(2001, 0, 1) + (n % 365) * 86_400_000).toISOString();
        return {
          homeBranchId: branchId,
          dateOfBirth: `1980-${birthday.slice(5, 10)}`,
          emailOptin: n % 10 !== 0,
          mobilePhone: n % 2 === 0 ? { countryCode: 'NZ', number: `021${String(n).padStart(7, '0')}` } : null,
          lastVisitAt: new Date(nowMs - (n % 180) * 86_400_000),
        };
      }),
    );
  }
  log(`${MEMBERS} members made in ${((performance.now() - made) / 1000).toFixed(1)} s`);
  await org.build(async (tx) => {
    for (const [channel, type] of RULES) {
      await saveRule(tx, {
        applicationId: org.applicationId,
        branchId,
        channel,
        type,
        triggerType: 'AUTOMATION',
        enabled: true,
        daysPrior: ['BIRTHDAY', 'NEW_JOINER', '3_WEEKS_NON_ATTENDANCE', '6_WEEKS_NON_ATTENDANCE'].includes(
          type,
        )
          ? type === 'BIRTHDAY'
            ? 0
            : null
          : 1,
        smsTitle: null,
        smsMessage: null,
        emailSubject: null,
        htmlTemplate: null,
        updatedByUserId: null,
      });
    }
  });

  const env = {
    db: pools.appDb,
    deps: { jobs: tenantJobQueue },
    sms: sandboxSmsProvider({ ownerPool: pools.owner, boss, deliveryDelayMs: 200 }),
    links: { publicUrl: 'http://bench.clubline.test', signer: unsubscribeSigner(randomBytes(32)) },
    report: (event: string, details: Record<string, unknown>) => log(`${event}: ${JSON.stringify(details)}`),
  };
  const rows: string[][] = [];
  const runs = [
    ['the first day (everyone already due)', now],
    ['the same day again (a doubled job)', now],
    ['the next day', instantOf(new Date(nowMs + 86_400_000))],
  ] as const;
  for (const [label, at] of runs) {
    const started = performance.now();
    const result = await runOrganisation(env, org.applicationId, at, { branchId });
    const elapsed = performance.now() - started;
    rows.push([label, `${result.queued}`, `${result.smsSent}`, `${(elapsed / 1000).toFixed(2)} s`]);
    if (elapsed > TARGET_MS) log(`${label}: over the ${TARGET_MS / 1000} s target`);
  }
  logTable(['run', 'messages logged', 'SMS sent', 'wall time'], rows);
} finally {
  for (const close of stack.reverse()) await close();
}
