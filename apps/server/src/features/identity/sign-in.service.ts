import { randomUUID } from 'node:crypto';
import { isUuid } from '@clubline/domain';
import type { LoginThrottle } from '../../platform/auth/login-throttle.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { findPersonInTransaction } from '../members/public.ts';
import { findUser, findUserByUsername } from './identity.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Failures allowed per username (of one application) and per client address in the window. */
export const SIGN_IN_LIMITS = { perUsername: 5, perAddress: 20, windowSeconds: 15 * 60 } as const;

export const SIGN_IN_MESSAGES = {
  rejected: 'Incorrect username or password.',
  throttled: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;

export interface SignInAttempt {
  /** The application of the client the user is signing in to; the username is looked up there only. */
  applicationId: string;
  username: string;
  password: string;
  clientAddress: string;
}

export type SignInOutcome =
  | { outcome: 'signed-in'; userId: string }
  | { outcome: 'rejected' }
  | { outcome: 'throttled' };

export interface SignInDependencies {
  db: Database;
  throttle: LoginThrottle;
}

// Unknown usernames are checked against this hash, so the answer takes as long as for a real
// account and timing does not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;

/**
 * Checks a username and password within one application. Throttled attempts are refused before
 * the password is looked at, so a correct password does not get through while the limit holds.
 */
export async function signIn(deps: SignInDependencies, attempt: SignInAttempt): Promise<SignInOutcome> {
  const username = attempt.username.trim();
  const usernameKey = `username:${attempt.applicationId}:${username.toLowerCase()}`;
  const addressKey = `address:${attempt.clientAddress}`;
  const blocked = await deps.throttle.isBlocked([
    { key: usernameKey, limit: SIGN_IN_LIMITS.perUsername },
    { key: addressKey, limit: SIGN_IN_LIMITS.perAddress },
  ]);
  if (blocked) return { outcome: 'throttled' };

  const user =
    username === ''
      ? undefined
      : await withTenant(deps.db, attempt.applicationId, (tx) => findUserByUsername(tx, username));
  decoyHash ??= hashPassword(randomUUID());
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), attempt.password);
  if (!user || !valid) {
    await deps.throttle.recordFailure([usernameKey, addressKey]);
    return { outcome: 'rejected' };
  }
  await deps.throttle.clear(usernameKey);
  return { outcome: 'signed-in', userId: user.id };
}

export interface AccountProfile {
  userId: string;
  applicationId: string;
  username: string;
  /** First and last name of the person behind the account. */
  name: string;
}

/** A user of the given application (RLS keeps other applications' users out of reach), or null. */
export async function findAccountProfile(
  db: Database,
  applicationId: string,
  userId: string,
): Promise<AccountProfile | null> {
  if (!isUuid(userId) || !isUuid(applicationId)) return null;
  return withTenant(db, applicationId, async (tx) => {
    const user = await findUser(tx, userId);
    if (!user) return null;
    const person = await findPersonInTransaction(tx, user.personId);
    const name = person ? `${person.firstName} ${person.lastName}`.trim() : user.username;
    return { userId: user.id, applicationId, username: user.username, name };
  });
}
