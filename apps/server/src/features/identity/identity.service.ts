import type { Transaction } from '../../platform/db/client.ts';
import { findUsersByIds } from './identity.repository.ts';

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
