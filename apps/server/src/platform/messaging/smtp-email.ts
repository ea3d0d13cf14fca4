import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import { type EmailProvider, INVALID_RECIPIENT, isEmailAddress } from './email-provider.ts';

export interface SmtpEmailOptions {
  /** SMTP_URL, e.g. smtps://user:password@smtp.example.com:465 or smtp://localhost:2525. */
  url: string;
  /** EMAIL_FROM, e.g. "Clubline <no-reply@clubline.example>". */
  from: string;
}

export interface SmtpEmailProvider extends EmailProvider {
  /** Closes the transport's connections (at process stop). */
  close(): void;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
}

/** A permanent refusal of this message or recipient (5xx at RCPT TO or DATA), not of our account. */
function permanentRefusal(error: unknown): string | null {
  const { code, responseCode, response } = (error ?? {}) as SmtpError;
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return null;
  if (responseCode === undefined || responseCode < 500 || responseCode > 599) return null;
  return (response ?? `SMTP ${responseCode}`).slice(0, 500);
}

/**
 * The production driver: hands each message to the SMTP server named by SMTP_URL (nodemailer),
 * from EMAIL_FROM. The server's answer decides: accepted → the message id; a 5xx for the
 * recipient or the message → refused for good, with the server's reply as the reason; anything
 * else (unreachable, 4xx, authentication) throws, so the job retries and finally gives up.
 *
 * Sending once per reference: the Message-ID is derived from the organisation and the reference,
 * and the `email-send` job locks its outbound email and records the outcome in the same
 * transaction, so a retried job finds it sent. Only a crash between the server's acceptance and
 * that commit can hand the same message over twice, and it then carries the same Message-ID
 * (receiving systems commonly drop the duplicate). SMTP has no idempotency key beyond that.
 */
export function smtpEmailProvider(options: SmtpEmailOptions): SmtpEmailProvider {
  const transport = nodemailer.createTransport(options.url);
  const domain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'clubline.invalid';
  return {
    async send(message) {
      // One address exactly: a comma or a display name would let the data add recipients.
      if (!isEmailAddress(message.to)) {
        return { accepted: false, providerMessageId: null, reason: INVALID_RECIPIENT };
      }
      const hash = createHash('sha256').update(`${message.applicationId}:${message.reference}`).digest('hex');
      const messageId = `<${hash.slice(0, 32)}@${domain}>`;
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId,
        });
        if (info.rejected.length > 0) {
          return { accepted: false, providerMessageId: messageId, reason: info.response.slice(0, 500) };
        }
        return { accepted: true, providerMessageId: messageId };
      } catch (error) {
        const refusal = permanentRefusal(error);
        if (refusal === null) throw error;
        return { accepted: false, providerMessageId: messageId, reason: refusal };
      }
    },
    close: () => transport.close(),
  };
}
