import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { hasControlCharacters, isUuid } from '@clubline/domain';
import { clientNetwork, type LoginThrottle } from '../../platform/auth/login-throttle.ts';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { findPersonInTransaction } from '../members/public.ts';
import { sessionEnded, waitAfterSessionsEnded } from './account-sessions.ts';
import { findUser, findUserByUsername, setUserPassword } from './identity.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/**
 * Sign-in throttling (docs/security.md, "Sign-in, tokens and discovery"). Failures are counted per
 * username at one client address, so an attacker elsewhere can slow only their own attempts and
 * never lock the real user out; and per client address across usernames, which slows guessing
 * many usernames from one place without touching any other address. An IPv6 address counts by
 * its /64 (clientNetwork), which one subscriber holds whole. Past the free failures each
 * further one doubles the wait (1 s, 2 s, 4 s…) up to the maximum. Deliberately no rule counts a
 * username across all addresses: any such rule lets whoever knows a username stop its owner.
 */
export const SIGN_IN_LIMITS = {
  freeFailuresPerPair: 5,
  maxPairDelaySeconds: 15 * 60,
  /** A club's front desk shares one address: room for several staff mistyping on a busy morning. */
  freeFailuresPerAddress: 20,
  maxAddressDelaySeconds: 15 * 60,
  /** Failures older than this are forgotten. */
  windowSeconds: 15 * 60,
} as const;

export const SIGN_IN_MESSAGES = {
  rejected: 'Incorrect username or password.',
  throttled: (seconds: number) => `Too many attempts. Try again in ${waitInWords(seconds)}.`,
} as const;

function waitInWords(seconds: number): string {
  if (seconds <= 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

export interface SignInAttempt {
  /** The application of the client the user is signing in to; the username is looked up there only. */
  applicationId: string;
  username: string;
  password: string;
  clientAddress: string;
}

export type SignInOutcome =
  | { outcome: 'signed-in'; userId: string }
  /** The password was a temporary passcode (Reset password): a new one must be chosen first. */
  | { outcome: 'password-change-required'; userId: string }
  | { outcome: 'rejected' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

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
  const network = clientNetwork(attempt.clientAddress);
  // JSON, not a separator: a username holding ':' cannot be made to share a key with another pair.
  const pairKey = `pair:${JSON.stringify([attempt.applicationId, username.toLowerCase(), network])}`;
  const addressKey = `address:${network}`;
  const wait = await deps.throttle.secondsToWait([
    {
      key: pairKey,
      freeFailures: SIGN_IN_LIMITS.freeFailuresPerPair,
      maxDelaySeconds: SIGN_IN_LIMITS.maxPairDelaySeconds,
    },
    {
      key: addressKey,
      freeFailures: SIGN_IN_LIMITS.freeFailuresPerAddress,
      maxDelaySeconds: SIGN_IN_LIMITS.maxAddressDelaySeconds,
    },
  ]);
  if (wait > 0) return { outcome: 'throttled', retryAfterSeconds: wait };

  // No account holds an empty name or one with control characters (the staff form refuses them,
  // and PostgreSQL cannot compare a NUL): such a name is an unknown one, a failure like any other.
  const user =
    username === '' || hasControlCharacters(username)
      ? undefined
      : await withTenant(deps.db, attempt.applicationId, (tx) => findUserByUsername(tx, username));
  decoyHash ??= hashPassword(randomUUID());
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), attempt.password);
  // A deactivated account, or an expired temporary passcode, reads as a wrong password: the form
  // does not tell who was retired.
  const expired = user?.temporaryPasswordExpiresAt != null && user.temporaryPasswordExpiresAt <= new Date();
  if (!user || !valid || user.disabledAt !== null || expired) {
    await deps.throttle.recordFailure([pairKey, addressKey]);
    return { outcome: 'rejected' };
  }
  // The address keeps its count: signing in to an account of one's own must not buy more guesses.
  await deps.throttle.clear(pairKey);
  // Right after a reset or a reactivation, the sign-in must be recorded in a later second.
  const pause = waitAfterSessionsEnded(user.sessionsValidAfter);
  if (pause > 0) await delay(pause);
  if (user.temporaryPasswordExpiresAt !== null)
    return { outcome: 'password-change-required', userId: user.id };
  return { outcome: 'signed-in', userId: user.id };
}

/** What a new password must be (the temporary passcode's replacement). */
const NEW_PASSWORD_RULES = { minLength: 8, maxLength: 200 } as const;

const NEW_PASSWORD_MESSAGES = {
  tooShort: `The new password must have at least ${NEW_PASSWORD_RULES.minLength} characters.`,
  tooLong: `The new password cannot exceed ${NEW_PASSWORD_RULES.maxLength} characters.`,
  mismatch: 'The new passwords do not match.',
  sameAsPasscode: 'The new password must differ from the temporary passcode.',
} as const;

/** Why a new password is refused, or null when it may be set. */
export function newPasswordProblem(
  passcode: string,
  newPassword: string,
  confirmation: string,
): string | null {
  if (newPassword.length < NEW_PASSWORD_RULES.minLength) return NEW_PASSWORD_MESSAGES.tooShort;
  if (newPassword.length > NEW_PASSWORD_RULES.maxLength) return NEW_PASSWORD_MESSAGES.tooLong;
  if (newPassword !== confirmation) return NEW_PASSWORD_MESSAGES.mismatch;
  if (newPassword === passcode) return NEW_PASSWORD_MESSAGES.sameAsPasscode;
  return null;
}

/**
 * Replaces a temporary passcode with the password the user chose. Called only after `signIn`
 * accepted the passcode in the same request, so the account is active and still flagged.
 */
export async function replaceTemporaryPassword(
  db: Database,
  applicationId: string,
  userId: string,
  newPassword: string,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await withTenant(db, applicationId, (tx) => setUserPassword(tx, userId, passwordHash, null));
}

export interface AccountProfile {
  userId: string;
  applicationId: string;
  username: string;
  /** First and last name of the person behind the account. */
  name: string;
}

/**
 * A user of the given application (RLS keeps other applications' users out of reach), or null.
 * `authTime` (epoch seconds) is when the session or token being used signed in, when known.
 */
export async function findAccountProfile(
  db: Database,
  applicationId: string,
  userId: string,
  authTime?: number,
): Promise<AccountProfile | null> {
  if (!isUuid(userId) || !isUuid(applicationId)) return null;
  return withTenant(db, applicationId, async (tx) => {
    const user = await findUser(tx, userId);
    // A deactivated account is no account: refresh tokens and sessions issued to it stop working.
    if (!user || user.disabledAt !== null) return null;
    // Reset password, Deactivate and Reactivate end the sessions of every earlier sign-in.
    if (authTime !== undefined && sessionEnded(authTime, user.sessionsValidAfter)) return null;
    const person = await findPersonInTransaction(tx, user.personId);
    const name = person ? `${person.firstName} ${person.lastName}`.trim() : user.username;
    return { userId: user.id, applicationId, username: user.username, name };
  });
}
