import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { requirePersonAccess } from '../../members/public.ts';
import { calendarFeedToken } from './feed-token.ts';

/**
 * The generation every feed address carries today. Revoking one member's address means storing a
 * newer generation for them (docs/classes.md "Calendar feed": not stored yet).
 */
export const FEED_GENERATION = 1;

/** `${PUBLIC_URL}/ical/<token>.ics`: the address a member subscribes to. */
export function calendarFeedUrl(publicUrl: string, applicationId: string, personId: string): string {
  const token = calendarFeedToken({ applicationId, personId, generation: FEED_GENERATION });
  return `${publicUrl.replace(/\/+$/, '')}/ical/${token}.ics`;
}

/**
 * A member's calendar feed address, for staff to hand over: view-member on the person (their home
 * branch), as reading the member's bookings would take.
 */
export async function memberCalendarFeedUrl(context: RequestContext, personId: string): Promise<string> {
  const { viewer, deps } = context;
  await withTenant(deps.db, viewer.applicationId, (tx: Transaction) =>
    requirePersonAccess(context, tx, personId, 'view-member'),
  );
  return calendarFeedUrl(deps.publicUrl, viewer.applicationId, personId);
}
