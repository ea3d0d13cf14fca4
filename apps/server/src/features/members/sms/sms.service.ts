import { smsInputSchema, toInternationalNumber } from '@clubline/domain';
import { z } from 'zod';
import {
  completeTicket,
  insertTicket,
  lockTicket,
} from '../../../platform/async-operations/async-operations.repository.ts';
import type { Database } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import type { SmsDeliveryReport, SmsProvider } from '../../../platform/messaging/sms-provider.ts';
import { insertNote, lockNote, updatePendingSms } from '../notes/notes.repository.ts';
import { requirePersonAccess } from '../persons/persons.service.ts';
import { SEND_SMS_OPERATION, SMS_SEND_QUEUE, type SmsSendJob } from './sms.jobs.ts';

export interface SendSmsRequest {
  branchId: string;
  memberId: string;
  mobilePhone: { countryCode: string; number: string };
  smsContent: string;
}

/** Spec 2 §7 sendSMS answer. */
export interface SendSmsResult {
  success: boolean;
  errorMessage: string | null;
}

export const MEMBER_NOT_IN_BRANCH = 'The member does not belong to this branch.';

const ticketInput = z.object({ noteId: z.uuid(), to: z.string() });

/**
 * Spec 2 sendSMS: needs send-ad-hoc-sms on the member's home branch, which must be the branch the
 * request names. The SMS record (category SMS, status PENDING), the ticket holding the number and
 * the send job are written in one transaction; the worker sends and the gateway's delivery report
 * moves the record to SENT or FAILED.
 */
export async function sendSms(context: RequestContext, request: SendSmsRequest): Promise<SendSmsResult> {
  const { mobilePhone, smsContent } = parseInput(smsInputSchema, request);
  await context.permissions.load();
  const { applicationId, userId } = context.viewer;
  return withTenant(context.deps.db, applicationId, async (tx) => {
    const person = await requirePersonAccess(context, tx, request.memberId, 'send-ad-hoc-sms');
    if (person.homeBranchId !== request.branchId)
      throw new DomainError('MEMBER_NOT_IN_BRANCH', MEMBER_NOT_IN_BRANCH);
    const note = await insertNote(tx, {
      applicationId,
      personId: person.id,
      contents: smsContent,
      category: 'SMS',
      status: 'PENDING',
      modifiedByUserId: userId,
    });
    const ticket = await insertTicket(tx, {
      applicationId,
      operationDomain: SEND_SMS_OPERATION.domain,
      operationName: SEND_SMS_OPERATION.name,
      input: { noteId: note.id, to: toInternationalNumber(mobilePhone) },
      requestedByUserId: userId,
    });
    const job: SmsSendJob = { applicationId, ticketId: ticket.id };
    await context.deps.jobs.send(SMS_SEND_QUEUE, job, tx);
    return { success: true, errorMessage: null };
  });
}

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
      const input = ticketInput.parse(ticket.input);
      const note = await lockNote(tx, input.noteId);
      const complete = (status: 'OK' | 'ERROR', message: string | null) =>
        completeTicket(tx, ticket.id, { status, message, resultType: 'Note', resultId: input.noteId });
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
      const parsed = ticketInput.safeParse(ticket.input);
      if (parsed.success) await updatePendingSms(tx, parsed.data.noteId, { status: 'FAILED' });
      await completeTicket(tx, ticket.id, {
        status: 'ERROR',
        message: null,
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
