import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from '../../../platform/db/client.ts';
import { tenantJobQueue } from '../../../platform/jobs/job-queue.ts';
import { queueEmail } from '../../../platform/messaging/outbound-emails.ts';
import { emailedAddressOf, pendingLinkOf, replaceSignupToken } from './payment-setup.repository.ts';
import { type PaymentSetupLinkBase, paymentSetupUrl } from './payment-setup-link.ts';

/** How long a payment setup link works. */
const SIGNUP_TOKEN_DAYS = 14;

/** A new signup token and its expiry (random 32 bytes: the link is the only key to the page). */
export function newSignupToken(now: Date = new Date()): { signupToken: string; signupTokenExpiresAt: Date } {
  return {
    signupToken: randomBytes(32).toString('base64url'),
    signupTokenExpiresAt: new Date(now.getTime() + SIGNUP_TOKEN_DAYS * 24 * 3600 * 1000),
  };
}

/**
 * The outbox reference of one link's email: the membership and a digest of the token, so one link
 * is emailed once however often its job or request runs, a new link is emailed again, and the
 * token itself is not kept beside the message once its body is cleared.
 */
function emailReference(membershipId: string, signupToken: string): string {
  const digest = createHash('sha256').update(signupToken).digest('base64url').slice(0, 22);
  return `payment-setup-link:${membershipId}:${digest}`;
}

/** The sent link: where it leads and the address it was emailed to (null: no email on file). */
interface SentPaymentSetupLink {
  signupLink: string;
  emailedTo: string | null;
}

/**
 * Emails the membership's current payment setup link to the member, through the outbox in the
 * caller's transaction (the message exists exactly when the sale or the new link commits). A member
 * without an email address gets nothing (staff are told: they show or read out the link). Null when
 * the membership has no link waiting (not a billing membership, or payment set up meanwhile).
 */
export async function emailPaymentSetupLink(
  tx: Transaction,
  base: PaymentSetupLinkBase,
  request: { applicationId: string; membershipId: string },
): Promise<SentPaymentSetupLink | null> {
  const row = await pendingLinkOf(tx, request.membershipId);
  if (!row) return null;
  const signupLink = paymentSetupUrl(
    base,
    { id: row.branch_id, memberDomainName: row.member_domain_name },
    row.signup_token,
  );
  const to = row.email?.trim() ?? '';
  if (to === '') return { signupLink, emailedTo: null };
  await queueEmail(
    tx,
    { jobs: tenantJobQueue },
    {
      applicationId: request.applicationId,
      to,
      template: 'membership-signup-link',
      data: {
        firstName: row.first_name,
        branchName: row.branch_name,
        planName: row.plan_name,
        signupUrl: signupLink,
      },
      reference: emailReference(request.membershipId, row.signup_token),
    },
  );
  return { signupLink, emailedTo: to };
}

/**
 * The address the current link was emailed to, read from the outbox (null: not emailed, e.g. no
 * email on file when it was made). Staff see it beside the link.
 */
export async function paymentSetupLinkEmailedTo(
  tx: Transaction,
  membershipId: string,
  signupToken: string,
): Promise<string | null> {
  return emailedAddressOf(tx, emailReference(membershipId, signupToken));
}

/**
 * A new payment setup attempt (docs/billing.md "A new payment setup link"): only while no direct
 * debit authority is in place (the request was rejected, or is still pending with no completed
 * setup). The account is pending again with a new token; the old link stops working at once (its
 * token is gone), and the rejection's reason is cleared with it. Locked, so two staff sending at
 * once make one link each in turn, never a mix. False when the account is not in such a state.
 */
export async function renewPaymentSetupToken(tx: Transaction, membershipId: string): Promise<boolean> {
  return replaceSignupToken(tx, membershipId, newSignupToken());
}
