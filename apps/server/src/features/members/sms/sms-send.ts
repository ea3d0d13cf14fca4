import { z } from 'zod';
import {
  completeTicket,
  lockTicket,
} from '../../../platform/async-operations/async-operations.repository.ts';
import type { Database } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import type { SmsDeliveryReport, SmsProvider } from '../../../platform/messaging/sms-provider.ts';
import type { WorkerListener } from '../../../platform/modules/feature-module.ts';
import { lockNote, updatePendingSms } from '../notes/notes.repository.ts';

/** The send job's payload: ids only. */
export interface SmsSendJob {
  applicationId: string;
  ticketId: string;
}

/** The ticket's operation; `getAsyncOperationStatus` can report on it like any other. */
export const SEND_SMS_OPERATION = { domain: 'PERSON', name: 'sendSMS' } as const;

/** What the ticket holds for the worker: the SMS record and the number to text. */
const smsTicketInput = z.object({ noteId: z.uuid(), to: z.string() });

export type SmsSendOutcome = 'queued' | 'refused' | 'already-done' | 'unknown-ticket' | 'failed';

/**
 * The worker's half: hands the SMS to the gateway once. The ticket and the record are locked
 * first and the ticket is completed in the same transaction, so a second delivery of the job
 * finds it done; a crash after the gateway answered is covered by the gateway's idempotency on
 * the reference (the note id). A refusal ends the record FAILED at once; when every attempt
 * failed (gateway unreachable), the record ends FAILED too.
 */
export async function processSmsSendJob(
  db: Database,
  provider: SmsProvider,
  job: SmsSendJob,
  options: { finalAttempt: boolean },
): Promise<SmsSendOutcome> {
  try {
    return await withTenant(db, job.applicationId, async (tx) => {
      const ticket = await lockTicket(tx, job.ticketId);
      if (!ticket) return 'unknown-ticket';
      if (ticket.status !== null) return 'already-done';
      const input = smsTicketInput.parse(ticket.input);
      const note = await lockNote(tx, input.noteId);
      const complete = (status: 'OK' | 'ERROR', message: string | null) =>
        completeTicket(tx, ticket.id, {
          status,
          message,
          errorCode: status === 'ERROR' ? 'SMS_NOT_SENT' : null,
          resultType: 'Note',
          resultId: input.noteId,
        });
      if (note?.status !== 'PENDING') {
        // Removed, or already reported on: nothing to send.
        await complete('OK', null);
        return 'already-done';
      }
      const result = await provider.send({
        applicationId: job.applicationId,
        to: input.to,
        body: note.contents,
        reference: note.id,
      });
      if (result.accepted) {
        await updatePendingSms(tx, note.id, {
          status: 'PENDING',
          providerMessageId: result.providerMessageId,
        });
        await complete('OK', null);
        return 'queued';
      }
      await updatePendingSms(tx, note.id, { status: 'FAILED', providerMessageId: result.providerMessageId });
      await complete('ERROR', result.reason);
      return 'refused';
    });
  } catch (error) {
    if (!options.finalAttempt) throw error;
    await withTenant(db, job.applicationId, async (tx) => {
      const ticket = await lockTicket(tx, job.ticketId);
      if (!ticket || ticket.status !== null) return;
      const parsed = smsTicketInput.safeParse(ticket.input);
      if (parsed.success) await updatePendingSms(tx, parsed.data.noteId, { status: 'FAILED' });
      await completeTicket(tx, ticket.id, {
        status: 'ERROR',
        message: null,
        errorCode: null,
        resultType: null,
        resultId: null,
      });
    });
    return 'failed';
  }
}

/** A gateway's delivery report: the PENDING record becomes SENT or FAILED (repeats change nothing). */
export async function applySmsDeliveryReport(db: Database, report: SmsDeliveryReport): Promise<boolean> {
  if (!z.uuid().safeParse(report.reference).success) return false;
  return withTenant(db, report.applicationId, async (tx) => {
    const note = await lockNote(tx, report.reference);
    if (!note || (note.providerMessageId !== null && note.providerMessageId !== report.providerMessageId)) {
      return false;
    }
    return updatePendingSms(tx, note.id, {
      status: report.status === 'DELIVERED' ? 'SENT' : 'FAILED',
      providerMessageId: report.providerMessageId,
    });
  });
}

/** The worker's subscription to the gateway's delivery reports. */
export const smsDeliveryListener: WorkerListener = ({ db, sms }) =>
  sms.onDeliveryReports((report) => applySmsDeliveryReport(db, report).then(() => undefined));
