import { isUuid } from '@clubline/domain';
import { ANY_ROLE, allows, authorize } from '../../../platform/auth/authorization.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';

/**
 * Who may see and change a session's members and waitlist (docs/classes.md "Bookings on the
 * server"): view-member at the session's branch, the permission of everyone at a desk who looks
 * members up; the spec gates only editing and removing sessions (manage-sessions). Someone who
 * works elsewhere is told the session does not exist; someone there without view-member is denied.
 */
export const BOOK_MEMBERS = 'view-member';

export async function authorizeSessionMembers(
  context: RequestContext,
  tx: Transaction,
  sessionId: string,
): Promise<void> {
  if (!isUuid(sessionId)) throw new DomainError('SESSION_NOT_FOUND_ERROR');
  await authorize(context, tx, ANY_ROLE, { kind: 'session', id: sessionId });
  await authorize(context, tx, BOOK_MEMBERS, { kind: 'session', id: sessionId });
}

/** `authorizeSessionMembers` without throwing: for results shown or left null. */
export function mayBookMembers(
  context: RequestContext,
  tx: Transaction,
  sessionId: string,
): Promise<boolean> {
  return allows(context, tx, BOOK_MEMBERS, { kind: 'session', id: sessionId });
}
