import type { Transaction } from '../../platform/db/client.ts';
import { billingClock } from '../billing/public.ts';
import { firstBranchTimeZone } from '../branches/public.ts';

/** The organisation's time zone and calendar day (its first branch's, as billing takes it). */
export async function organisationDay(tx: Transaction): Promise<{ timeZone: string; today: string }> {
  const timeZone = (await firstBranchTimeZone(tx)) ?? 'UTC';
  return { timeZone, today: billingClock.today(timeZone) };
}
