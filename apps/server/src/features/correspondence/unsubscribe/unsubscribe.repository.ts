import type { CorrespondenceChannel } from '@clubline/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { persons } from '../../members/public.ts';
import { correspondenceConsentChanges } from '../correspondence.table.ts';

/** Whether the person exists and is still opted in to the channel (null: no such person). */
export async function optInOf(
  tx: Transaction,
  personId: string,
  channel: CorrespondenceChannel,
): Promise<boolean | null> {
  const [row] = await tx
    .select({ email: persons.emailOptin, sms: persons.smsOptin })
    .from(persons)
    .where(eq(persons.id, personId));
  if (!row) return null;
  return channel === 'EMAIL' ? row.email : row.sms;
}

/**
 * Opts the person out of the channel on their own record (the one source of truth the finders
 * read) and keeps when it happened; a second click changes nothing and records nothing.
 */
export async function optOut(
  tx: Transaction,
  applicationId: string,
  personId: string,
  channel: CorrespondenceChannel,
): Promise<boolean> {
  const changed = await tx
    .update(persons)
    .set(channel === 'EMAIL' ? { emailOptin: false } : { smsOptin: false })
    .where(eq(persons.id, personId))
    .returning({ id: persons.id });
  if (changed.length === 0) return false;
  await tx
    .insert(correspondenceConsentChanges)
    .values({ applicationId, personId, channel, optedIn: false, source: 'UNSUBSCRIBE_LINK' });
  return true;
}
