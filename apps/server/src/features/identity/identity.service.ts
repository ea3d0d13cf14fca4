import type { Database, Transaction } from '../../platform/db/client.ts';
import type { Viewer } from '../../platform/graphql/context.ts';
import { findUsersByIds } from './identity.repository.ts';
import { findAccountProfile } from './sign-in.service.ts';

/**
 * The person behind each of the given user accounts (users that do not exist are left out).
 * Other features show who wrote or uploaded something through it, inside their own transaction.
 */
export async function personIdsOfUsers(
  tx: Transaction,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const users = await findUsersByIds(tx, [...new Set(userIds)]);
  return new Map(users.map((user) => [user.id, user.personId]));
}

/**
 * Whether the viewer's user account belongs to the viewer's application: the same look-up as
 * sign-in's (row-level security hides other organisations' users, so a user named under the
 * wrong application is not found; an id that is not a UUID finds nothing).
 */
export async function isUserOfApplication(db: Database, viewer: Viewer): Promise<boolean> {
  return (await findAccountProfile(db, viewer.applicationId, viewer.userId)) !== null;
}

/** Enough for every staff account a process serves; past it the oldest is asked again. */
const KNOWN_ACCOUNTS_MAX = 10_000;

/**
 * `isUserOfApplication` for every api request, remembering the accounts found: a user never
 * moves to another application, so a pair once found stays right and costs no query again.
 * Refusals are not remembered, so they never grow the memory.
 */
export function userOfApplicationCheck(db: Database): (viewer: Viewer) => Promise<boolean> {
  const known = new Set<string>();
  return async (viewer) => {
    const key = `${viewer.applicationId}/${viewer.userId}`;
    if (known.has(key)) return true;
    if (!(await isUserOfApplication(db, viewer))) return false;
    if (known.size >= KNOWN_ACCOUNTS_MAX) {
      const oldest = known.values().next();
      if (!oldest.done) known.delete(oldest.value);
    }
    known.add(key);
    return true;
  };
}
