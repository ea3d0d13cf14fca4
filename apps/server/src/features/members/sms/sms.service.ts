import { smsInputSchema, toInternationalNumber } from '@clubline/domain';
import { insertTicket } from '../../../platform/async-operations/async-operations.repository.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { insertNote } from '../notes/notes.repository.ts';
import { requirePersonAccess } from '../persons/persons.service.ts';
import { smsSendJob } from './sms.jobs.ts';
import { SEND_SMS_OPERATION, type SmsSendJob } from './sms-send.ts';

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

/**
 * Spec 2 sendSMS: needs send-ad-hoc-sms on the member's home branch, which must be the branch the
 * request names. The SMS record (category SMS, status PENDING), the ticket holding the number and
 * the send job are written in one transaction; the worker sends and the gateway's delivery report
 * moves the record to SENT or FAILED.
 */
export async function sendSms(context: RequestContext, request: SendSmsRequest): Promise<SendSmsResult> {
  const { mobilePhone, smsContent } = parseInput(smsInputSchema, request);
  const { applicationId, userId } = context.viewer;
  return withTenant(context.deps.db, applicationId, async (tx) => {
    const person = await requirePersonAccess(context, tx, request.memberId, 'send-ad-hoc-sms');
    if (person.homeBranchId !== request.branchId) throw new DomainError('MEMBER_NOT_IN_BRANCH');
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
    await context.deps.jobs.send(smsSendJob, job, tx);
    return { success: true, errorMessage: null };
  });
}
