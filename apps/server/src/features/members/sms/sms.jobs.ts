/**
 * The SMS send job. The payload carries ids only; the destination number is personal data and
 * stays in the RLS-protected ticket (async_operations.input), like any async operation's input.
 */
export const SMS_SEND_QUEUE = 'sms-send';

export interface SmsSendJob {
  applicationId: string;
  ticketId: string;
}

/** The ticket's operation; `getAsyncOperationStatus` can report on it like any other. */
export const SEND_SMS_OPERATION = { domain: 'PERSON', name: 'sendSMS' } as const;
