import { z } from 'zod';

/**
 * An email service as the product uses one: hand it one rendered message, hear at once whether it
 * was accepted. The built-in sandbox (sandbox-email.ts) is the default; the SMTP driver
 * (smtp-email.ts) is used when SMTP_URL is set. Features never call a provider directly: they
 * queue a templated message with `queueEmail` (outbound-emails.ts) and the `email-send` job hands
 * it over. See docs/email.md.
 */
export interface OutgoingEmail {
  applicationId: string;
  /** One recipient address. */
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part, rendered from a template that escapes every value. */
  html: string;
  /**
   * Our id for the message (the outbound email's id). Sending twice with the same reference sends
   * once and answers the same message id, so a retried job cannot mail anyone twice.
   */
  reference: string;
}

export type EmailSendResult =
  | { accepted: true; providerMessageId: string }
  /** Refused for good (a malformed or rejected address); nothing will be delivered. */
  | { accepted: false; providerMessageId: string | null; reason: string };

export interface EmailProvider {
  /**
   * Hands one message over. Answers a refusal the service gave for good; throws when the service
   * could not be reached or refused for now (a 4xx), so the job retries.
   */
  send(message: OutgoingEmail): Promise<EmailSendResult>;
}

/** The reason every driver gives for an address that is not one. */
export const INVALID_RECIPIENT = 'Invalid recipient address';

const address = z.email();

/** A syntactically valid single address (zod's email rule, no display name). */
export function isEmailAddress(value: string): boolean {
  return address.safeParse(value).success;
}
