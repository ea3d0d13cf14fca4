import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { requirePersonAccess } from '../../members/public.ts';
import { feedGenerationOf, nextFeedGeneration } from './calendar-feed.repository.ts';
import { calendarFeedToken } from './feed-token.ts';

/** `${PUBLIC_URL}/ical/<token>.ics`: the address a member subscribes to, of its generation. */
export function calendarFeedUrl(
  publicUrl: string,
  applicationId: string,
  personId: string,
  generation: number,
): string {
  const token = calendarFeedToken({ applicationId, personId, generation });
  return `${publicUrl.replace(/\/+$/, '')}/ical/${token}.ics`;
}

/**
 * A member's calendar feed address, for staff to hand over: view-member on the person (their home
 * branch), as reading the member's bookings would take.
 */
export async function memberCalendarFeedUrl(context: RequestContext, personId: string): Promise<string> {
  const { viewer, deps } = context;
  const generation = await withTenant(deps.db, viewer.applicationId, async (tx: Transaction) => {
    await requirePersonAccess(context, tx, personId, 'view-member');
    return feedGenerationOf(tx, personId);
  });
  return calendarFeedUrl(deps.publicUrl, viewer.applicationId, personId, generation);
}

/**
 * A new address for the member's feed, the old one answering 404 from now on (a link shared by
 * mistake, a lost phone): manage-member on the person, as changing their details takes.
 */
export async function resetMemberCalendarFeedUrl(context: RequestContext, personId: string): Promise<string> {
  const { viewer, deps } = context;
  const generation = await withTenant(deps.db, viewer.applicationId, async (tx: Transaction) => {
    await requirePersonAccess(context, tx, personId, 'manage-member');
    return nextFeedGeneration(tx, viewer.applicationId, personId);
  });
  return calendarFeedUrl(deps.publicUrl, viewer.applicationId, personId, generation);
}
