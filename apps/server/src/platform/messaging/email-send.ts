import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import type { EmailProvider } from './email-provider.ts';
import { outboundEmails } from './outbound-emails.table.ts';

export interface EmailSendJob {
  applicationId: string;
  emailId: string;
}

export type EmailSendOutcome = 'sent' | 'refused' | 'already-done' | 'unknown-email' | 'failed';

/** Why a message was given up when every attempt to reach the provider failed. */
export const EMAIL_UNREACHABLE = 'The email service could not be reached';

/**
 * The `email-send` job: hands one outbound email to the provider once. The row is locked first
 * and its outcome recorded in the same transaction, so a second run of the job finds it done; a
 * crash after the provider answered is covered by the provider's idempotency on the reference
 * (the row id). The bodies are cleared with the outcome: a temporary passcode does not stay in
 * the database once it was handed over. When every attempt failed, the row ends FAILED.
 */
export async function processEmailSendJob(
  db: Database,
  provider: EmailProvider,
  job: EmailSendJob,
  options: { finalAttempt: boolean },
): Promise<EmailSendOutcome> {
  try {
    return await withTenant(db, job.applicationId, async (tx) => {
      const [email] = await tx
        .select()
        .from(outboundEmails)
        .where(eq(outboundEmails.id, job.emailId))
        .for('update');
      if (!email) return 'unknown-email';
      if (email.status !== 'PENDING' || email.textBody === null || email.htmlBody === null) {
        return 'already-done';
      }
      const result = await provider.send({
        applicationId: job.applicationId,
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
        reference: email.id,
      });
      await finish(tx, email.id, {
        status: result.accepted ? 'SENT' : 'FAILED',
        failureReason: result.accepted ? null : result.reason,
        providerMessageId: result.providerMessageId,
      });
      return result.accepted ? 'sent' : 'refused';
    });
  } catch (error) {
    if (!options.finalAttempt) throw error;
    await withTenant(db, job.applicationId, (tx) =>
      finish(tx, job.emailId, {
        status: 'FAILED',
        failureReason: EMAIL_UNREACHABLE,
        providerMessageId: null,
      }),
    );
    return 'failed';
  }
}

/** Records the outcome of a PENDING message and clears its bodies. */
function finish(
  tx: Transaction,
  emailId: string,
  outcome: { status: 'SENT' | 'FAILED'; failureReason: string | null; providerMessageId: string | null },
) {
  return tx
    .update(outboundEmails)
    .set({
      ...outcome,
      textBody: null,
      htmlBody: null,
      sentAt: outcome.status === 'SENT' ? sql`now()` : null,
    })
    .where(and(eq(outboundEmails.id, emailId), eq(outboundEmails.status, 'PENDING')));
}
