import { keepsMemberOut, todayIn } from '@clubline/domain';
import { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { setDoorAccess } from '../../access-control/public.ts';
import { billingClock } from '../../billing/public.ts';
import { loadBranchesByIds } from '../../branches/public.ts';
import { findBlockedMemberships } from './membership-blocking.repository.ts';

/**
 * The doors follow blocking (docs/access-control.md "Blocked members"): a person is kept out while
 * any membership of theirs shows BLOCKED with no admin allowance (Unblock) in force today, today
 * being that membership's branch's (as Unblock takes it); anyone else is let in. Access control
 * writes the difference to their access level and pushes it to the controller in this transaction.
 * State-based: refreshing a person whose access already agrees changes nothing. Answers how many
 * persons' access changed. Today is the billing clock's, as Unblock's (`now`, tests: that instant's).
 */
/** The branch's today: the billing clock's, or that of the instant a test stands on. */
function todayOf(timeZone: string | undefined, now: Temporal.Instant | undefined): Temporal.PlainDate {
  return now ? todayIn(timeZone, now) : Temporal.PlainDate.from(billingClock.today(timeZone));
}

export async function refreshDoorAccess(
  tx: Transaction,
  applicationId: string,
  personIds: readonly string[],
  now?: Temporal.Instant,
): Promise<number> {
  const unique = [...new Set(personIds)];
  if (unique.length === 0) return 0;
  const blocked = await findBlockedMemberships(tx, unique);
  const branches = await loadBranchesByIds(tx, [...new Set(blocked.map((row) => row.branchId))]);
  const timeZones = new Map(branches.map((branch) => [branch.id, branch.timeZone]));
  const keptOut = new Set(
    blocked
      .filter((row) => keepsMemberOut(row, todayOf(timeZones.get(row.branchId), now)))
      .map((row) => row.personId),
  );
  const changed = await setDoorAccess(
    tx,
    applicationId,
    unique.map((personId) => ({ personId, allowed: !keptOut.has(personId) })),
  );
  return new Set(changed.map((change) => change.personId)).size;
}
