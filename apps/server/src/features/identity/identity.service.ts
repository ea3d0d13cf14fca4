import type { Transaction } from '../../platform/db/client.ts';
import { findPersonsInTransaction } from '../members/public.ts';
import { findUser, findUsersByIds, type UserRow } from './identity.repository.ts';

/** Who wrote a note or uploaded a file (spec 2 §3 modifiedBy, uploadedBy). */
export interface Author {
  firstName: string;
  lastName: string;
  email: string | null;
}

/** The people behind user accounts, for display; an account that is gone has no entry. */
export async function authorsOf(tx: Transaction, userIds: readonly string[]): Promise<Map<string, Author>> {
  const users = await findUsersByIds(tx, [...new Set(userIds)]);
  const persons = new Map(
    (
      await findPersonsInTransaction(
        tx,
        users.map((user) => user.personId),
      )
    ).map((person) => [person.id, person]),
  );
  const authors = new Map<string, Author>();
  for (const user of users) {
    const person = persons.get(user.personId);
    if (person)
      authors.set(user.id, { firstName: person.firstName, lastName: person.lastName, email: person.email });
  }
  return authors;
}

/** A user account of the current tenant, inside another feature's transaction. */
export async function findUserInTransaction(tx: Transaction, userId: string): Promise<UserRow | undefined> {
  return findUser(tx, userId);
}
