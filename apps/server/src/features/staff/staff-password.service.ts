import { randomBytes, randomUUID } from 'node:crypto';
import { usernameSchema } from '@clubline/domain';
import { withTenant } from '../../platform/db/tenant.ts';
import { DomainError } from '../../platform/errors/errors.ts';
import { parseInput } from '../../platform/errors/validation.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { queueEmail } from '../../platform/messaging/outbound-emails.ts';
import { findUserByUsername, hashPassword, setUserPassword } from '../identity/public.ts';
import { requireManageableStaff } from './staff.service.ts';
import { organisationSignIn } from './staff-emails.ts';

/** How long an emailed passcode signs in (the template states it). */
const TEMPORARY_PASSCODE_HOURS = 24;

// No 0/O or 1/I/L: the passcode is read from an email and typed.
const PASSCODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 12 random characters in three groups (about 59 bits), e.g. "K7QM-2XWD-9HRT". */
function temporaryPasscode(): string {
  const bytes = randomBytes(12);
  const characters = [...bytes].map((byte) => PASSCODE_ALPHABET[byte % PASSCODE_ALPHABET.length]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/**
 * Spec 3 §7 reset password (by username), for active staff only (§4): the password becomes a
 * temporary passcode valid for a day, emailed with the staff-temporary-passcode template in the
 * same transaction (the email exists exactly when the passcode does). The next sign-in with it
 * must choose a new password (identity's login page).
 */
export async function resetStaffPassword(context: RequestContext, rawUsername: unknown): Promise<boolean> {
  const username = parseInput(usernameSchema, rawUsername);
  const passcode = temporaryPasscode();
  const passwordHash = await hashPassword(passcode);
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const user = await findUserByUsername(tx, username);
    if (!user) throw new DomainError('STAFF_NOT_FOUND');
    const staff = await requireManageableStaff(context, tx, user.personId);
    if (user.disabledAt) throw new DomainError('STAFF_INACTIVE');
    const email = staff.person.email;
    if (!email) throw new DomainError('STAFF_EMAIL_MISSING');
    const expiresAt = new Date(Date.now() + TEMPORARY_PASSCODE_HOURS * 3_600_000);
    // The sessions of every earlier sign-in end with the old password (account-sessions.ts).
    await setUserPassword(tx, user.id, passwordHash, expiresAt, { endSessions: true });
    const { organisationName, signInUrl } = await organisationSignIn(context, tx);
    await queueEmail(tx, context.deps, {
      applicationId: context.viewer.applicationId,
      to: email,
      template: 'staff-temporary-passcode',
      data: {
        firstName: staff.person.firstName,
        organisationName,
        temporaryPasscode: passcode,
        signInUrl,
        expiresInHours: TEMPORARY_PASSCODE_HOURS,
      },
      // Every reset is a new passcode: a new message, never deduplicated with an earlier one.
      reference: `staff-passcode:${user.id}:${randomUUID()}`,
    });
    return true;
  });
}
