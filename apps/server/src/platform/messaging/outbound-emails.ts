import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../db/client.ts';
import { parseInput } from '../errors/validation.ts';
import type { Dependencies } from '../graphql/context.ts';
import { bulkEmailSendJob, emailSendJob } from './email.jobs.ts';
import {
  type EmailTemplateData,
  type EmailTemplateName,
  renderEmail,
} from './email-templates/email-templates.ts';
import { outboundEmails } from './outbound-emails.table.ts';

export interface QueueEmailRequest<Name extends EmailTemplateName> {
  applicationId: string;
  /** One recipient address; the provider refuses one that is not valid (the row ends FAILED). */
  to: string;
  template: Name;
  data: EmailTemplateData<Name>;
  /**
   * The caller's idempotency key, unique in the organisation (e.g. `staff-passcode:<ticket id>`):
   * queueing the same reference again queues nothing and answers the first message's id.
   */
  reference: string;
  /**
   * One of many queued together (a day's correspondence, a report schedule's recipients): sent
   * through the bulk queue, so the messages people wait for one by one never queue behind it.
   */
  bulk?: boolean;
}

const requestShape = z.object({
  to: z.string().trim().min(1).max(320),
  reference: z.string().min(1).max(200),
});

/**
 * Queues one templated message inside the caller's tenant transaction: renders it (the data is
 * validated by the template's schema), stores it in `outbound_emails` and enqueues the
 * `email-send` job with ids only. Both commit or roll back with the caller's own writes, so a
 * message exists exactly when the change that sends it does.
 */
export async function queueEmail<Name extends EmailTemplateName>(
  tx: Transaction,
  deps: Pick<Dependencies, 'jobs'>,
  request: QueueEmailRequest<Name>,
): Promise<{ emailId: string; queued: boolean }> {
  const { to, reference } = parseInput(requestShape, request);
  const rendered = renderEmail(request.template, request.data);
  const [inserted] = await tx
    .insert(outboundEmails)
    .values({
      applicationId: request.applicationId,
      reference,
      template: request.template,
      toAddress: to,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
    })
    .onConflictDoNothing({ target: [outboundEmails.applicationId, outboundEmails.reference] })
    .returning({ id: outboundEmails.id });
  if (!inserted) {
    const [earlier] = await tx
      .select({ id: outboundEmails.id })
      .from(outboundEmails)
      .where(
        and(eq(outboundEmails.applicationId, request.applicationId), eq(outboundEmails.reference, reference)),
      );
    if (!earlier) throw new Error(`Outbound email ${reference} is neither new nor stored`);
    return { emailId: earlier.id, queued: false };
  }
  await deps.jobs.send(
    request.bulk ? bulkEmailSendJob : emailSendJob,
    { applicationId: request.applicationId, emailId: inserted.id },
    tx,
  );
  return { emailId: inserted.id, queued: true };
}
