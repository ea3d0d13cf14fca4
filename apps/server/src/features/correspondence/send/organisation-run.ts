import type { Temporal } from 'temporal-polyfill';
import type { Database } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import type { Dependencies } from '../../../platform/graphql/context.ts';
import type { SmsProvider } from '../../../platform/messaging/sms-provider.ts';
import { branchesWithEnabledRules } from '../rules.repository.ts';
import type { UnsubscribeLinks } from '../unsubscribe/unsubscribe-links.ts';
import { runBranchDay } from './branch-day.ts';
import type { BranchFacts } from './merge-values.ts';
import { lockPendingSms, markSmsOutcome } from './sends.repository.ts';

/** The branch's local hour from which its day's rules run (docs/correspondence.md "The daily run"). */
const RUN_HOUR = 9;
/** SMS go between 08:00 and 20:00 in the branch's zone; outside, they wait (quiet hours). */
const SMS_FROM_HOUR = 8;
const SMS_UNTIL_HOUR = 20;
/** SMS handed to the gateway per branch and run; more wait for the next run, an hour later. */
const SMS_PER_RUN = 2000;
/** SMS locked and marked per transaction (the gateway dedupes a reference sent again after a crash). */
const SMS_PER_TRANSACTION = 50;

/** The branch's calendar day and hour at `now`. */
export function branchClock(now: Temporal.Instant, timeZone: string): { day: string; hour: number } {
  const local = now.toZonedDateTimeISO(timeZone);
  return { day: local.toPlainDate().toString(), hour: local.hour };
}

const smsAllowed = (now: Temporal.Instant, timeZone: string): boolean => {
  const { hour } = branchClock(now, timeZone);
  return hour >= SMS_FROM_HOUR && hour < SMS_UNTIL_HOUR;
};

export interface RunEnvironment {
  db: Database;
  deps: Pick<Dependencies, 'jobs'>;
  sms: SmsProvider;
  links: UnsubscribeLinks;
  report?: (event: string, details: Record<string, unknown>) => void;
}

/**
 * Hands the branch's PENDING SMS to the gateway, one row locked at a time, unless it is quiet
 * hours there (they wait, never dropped). The gateway sends a reference once, so a sender that
 * dies between the gateway and the commit re-sends the same reference and the member gets one.
 */
async function sendPendingSms(
  env: RunEnvironment,
  applicationId: string,
  branch: BranchFacts,
  now: Temporal.Instant,
): Promise<number> {
  if (!smsAllowed(now, branch.timeZone)) return 0;
  let sent = 0;
  for (let handled = 0; handled < SMS_PER_RUN; handled += SMS_PER_TRANSACTION) {
    const more = await withTenant(env.db, applicationId, async (tx) => {
      const batch = await lockPendingSms(tx, branch.id, SMS_PER_TRANSACTION);
      for (const sms of batch) {
        const result = await env.sms.send({
          applicationId,
          to: sms.to,
          body: sms.body,
          reference: `correspondence:${sms.id}`,
        });
        await markSmsOutcome(
          tx,
          sms.id,
          result.accepted ? { sent: true } : { sent: false, reason: result.reason },
        );
        if (result.accepted) sent += 1;
      }
      return batch.length === SMS_PER_TRANSACTION;
    });
    if (!more) break;
  }
  return sent;
}

/**
 * One organisation's run: each branch with enabled rules whose local time is past RUN_HOUR runs
 * its day (in a transaction of its own, so one branch that fails leaves the others sent), then
 * its waiting SMS go if it is not quiet hours. `force` runs a branch at any hour (the sandbox's
 * "run the day", outside production).
 */
export async function runOrganisation(
  env: RunEnvironment,
  applicationId: string,
  now: Temporal.Instant,
  options: { branchId?: string; force?: boolean } = {},
): Promise<{ queued: number; smsSent: number }> {
  const branches = await withTenant(env.db, applicationId, (tx) =>
    branchesWithEnabledRules(tx, options.branchId),
  );
  let queued = 0;
  let smsSent = 0;
  for (const branch of branches) {
    const clock = branchClock(now, branch.timeZone);
    try {
      if (options.force || clock.hour >= RUN_HOUR) {
        const result = await withTenant(env.db, applicationId, (tx) =>
          runBranchDay(tx, branch, clock.day, {
            applicationId,
            deps: env.deps,
            links: env.links,
            failed: (ruleId, personId, error) =>
              env.report?.('correspondence send failed', { ruleId, personId, err: error }),
          }),
        );
        queued += result.queued;
      }
      smsSent += await sendPendingSms(env, applicationId, branch, now);
    } catch (error) {
      env.report?.('correspondence branch run failed', { branchId: branch.id, err: error });
    }
  }
  return { queued, smsSent };
}
