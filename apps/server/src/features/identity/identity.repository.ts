import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { users } from './identity.table.ts';

export type UserRow = typeof users.$inferSelect;

export async function insertUser(tx: Transaction, row: typeof users.$inferInsert): Promise<UserRow> {
  const [inserted] = await tx.insert(users).values(row).returning();
  if (!inserted) throw new Error('User insert returned no row');
  return inserted;
}

/** Usernames are unique per application regardless of case (users_application_username_idx). */
export async function findUserByUsername(tx: Transaction, username: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUser(tx: Transaction, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  return row;
}

/**
 * "The account exists in this organisation and is not deactivated" as an SQL expression, for the one statement that reads
 * a request's access (roles/roles.service.ts loadAccess): RLS keeps it to the transaction's tenant. Given the access
 * token's issue time, also "the token was issued after the account's sessions were last ended", in whole seconds as
 * `sessionEnded` judges provider sessions: a token from before a Reset password or a Deactivate stops working at once
 * rather than when it expires.
 */
export function userExistsSql(userId: string, tokenIssuedAt?: number): SQL<boolean> {
  const issuedAfterSessionsEnded =
    tokenIssuedAt === undefined
      ? sql``
      : sql` and (${users.sessionsValidAfter} is null
          or floor(extract(epoch from ${users.sessionsValidAfter})) < ${Math.floor(tokenIssuedAt)})`;
  return sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.disabledAt} is null${issuedAfterSessionsEnded})`;
}

export async function findUsersByIds(tx: Transaction, userIds: readonly string[]): Promise<UserRow[]> {
  if (userIds.length === 0) return [];
  return tx
    .select()
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

/** The account of a person (a staff member has at most one). */
export async function findUserOfPerson(tx: Transaction, personId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.personId, personId));
  return row;
}

export async function findUsersOfPersons(tx: Transaction, personIds: readonly string[]): Promise<UserRow[]> {
  if (personIds.length === 0) return [];
  return tx
    .select()
    .from(users)
    .where(inArray(users.personId, [...personIds]));
}

/**
 * Deactivates (a date) or reactivates (null) the account of a person. Either way the sessions of
 * every earlier sign-in end (account-sessions.ts): a reactivated account starts with none.
 */
export async function setUserDisabled(
  tx: Transaction,
  userId: string,
  disabledAt: Date | null,
): Promise<void> {
  await tx.update(users).set({ disabledAt, sessionsValidAfter: new Date() }).where(eq(users.id, userId));
}

/**
 * Replaces the password; `temporaryUntil` marks a temporary passcode and when it stops working.
 * `endSessions` (Reset password) also ends the sessions of every earlier sign-in.
 */
export async function setUserPassword(
  tx: Transaction,
  userId: string,
  passwordHash: string,
  temporaryUntil: Date | null,
  options: { endSessions?: boolean } = {},
): Promise<void> {
  await tx
    .update(users)
    .set({
      passwordHash,
      temporaryPasswordExpiresAt: temporaryUntil,
      ...(options.endSessions ? { sessionsValidAfter: new Date() } : {}),
    })
    .where(eq(users.id, userId));
}

export async function setUserAvailability(
  tx: Transaction,
  userId: string,
  available: boolean,
): Promise<void> {
  await tx.update(users).set({ availableForSessions: available }).where(eq(users.id, userId));
}
