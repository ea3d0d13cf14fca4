import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { queueEmail } from '../../platform/messaging/outbound-emails.ts';
import { webOriginsOf } from '../identity/public.ts';
import { findCurrentApplication } from '../organisation/public.ts';

/** The organisation's name and its own web address (e.g. http://demo.localhost:3000), where staff sign in. */
export async function organisationSignIn(
  context: RequestContext,
  tx: Transaction,
): Promise<{ organisationName: string; signInUrl: string }> {
  const application = await findCurrentApplication(tx);
  if (!application) throw new DomainError('APPLICATION_NOT_FOUND');
  const [, signInUrl = context.deps.publicUrl] = webOriginsOf(context.deps.publicUrl, application.domain);
  return { organisationName: application.name, signInUrl };
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A changed email is told to the previous address, in the transaction of the change: it is where
 * the staff member's passcodes went, so a change they did not make does not go unnoticed.
 */
export async function notifyEmailChanged(
  context: RequestContext,
  tx: Transaction,
  // The staff member as they were before the change (a StaffView; only these fields are read).
  staff: { person: { id: string; firstName: string; email: string | null } },
  newEmail: string | null | undefined,
): Promise<void> {
  const previous = staff.person.email;
  if (!previous || (newEmail && sameAddress(previous, newEmail))) return;
  await queueEmail(tx, context.deps, {
    applicationId: context.viewer.applicationId,
    to: previous,
    template: 'staff-email-changed',
    data: { firstName: staff.person.firstName, ...(await organisationSignIn(context, tx)) },
    reference: `staff-email-changed:${staff.person.id}:${randomUUID()}`,
  });
}
