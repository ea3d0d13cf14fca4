/**
 * An SMS gateway as the product uses one: send a text to an E.164 number, get the gateway's
 * message id back at once, hear about delivery later. The built-in sandbox (sandbox-sms.ts) is
 * the default; a real gateway implements the same interface.
 */

export interface OutgoingSms {
  applicationId: string;
  /** E.164, e.g. +64211234567. */
  to: string;
  body: string;
  /**
   * Our id for the message (the note id). Sending twice with the same reference sends once and
   * answers the same message id, so a retried job cannot text a member twice. Delivery reports
   * carry it back.
   */
  reference: string;
}

export type SmsSendResult =
  | { accepted: true; providerMessageId: string }
  /** Refused at once (bad number, too long); nothing will be delivered. */
  | { accepted: false; providerMessageId: string | null; reason: string };

export interface SmsDeliveryReport {
  applicationId: string;
  providerMessageId: string;
  reference: string;
  status: 'DELIVERED' | 'FAILED';
  reason: string | null;
}

type SmsDeliveryListener = (report: SmsDeliveryReport) => Promise<void>;

export interface SmsProvider {
  send(message: OutgoingSms): Promise<SmsSendResult>;
  /**
   * Starts passing delivery reports to `listener` (in the worker); a report may come more than
   * once, so the listener must be idempotent. Resolves to a stop function.
   */
  onDeliveryReports(listener: SmsDeliveryListener): Promise<() => Promise<void>>;
}

/** E.164: a plus sign and 8 to 15 digits, the first not 0. */
export const E164 = /^\+[1-9]\d{7,14}$/;
