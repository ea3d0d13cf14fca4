import { desc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import {
  type EmailProvider,
  type EmailSendResult,
  INVALID_RECIPIENT,
  isEmailAddress,
  type OutgoingEmail,
} from './email-provider.ts';
import { sandboxEmailMessages } from './sandbox-email.table.ts';
import { sandboxMessageId } from './sandbox-sms.ts';

/**
 * The email sandbox: a mail service that behaves like a real one without sending anything. Every
 * message lands in its own ledger (`sandbox_email_messages`, owner role only, like a provider's
 * database) with its subject and both parts, where the development outbox (GET /sandbox/email)
 * shows it, so a developer or a browser journey reads a temporary passcode there.
 *
 * Deterministic rules, so tests and demos can provoke each outcome:
 * - refused at once: an address that is not a valid email address ("Invalid recipient address"),
 *   or an empty subject or text part ("Empty message"); stored as REFUSED;
 * - accepted, then BOUNCED: an address at the domain `bounce.example` (any case), e.g.
 *   nobody@bounce.example ("Mailbox unavailable"), as a mail service accepts a message and the
 *   recipient's server bounces it later. The sender is not told (SMTP is not either);
 * - accepted and DELIVERED: everything else.
 * The same organisation and reference always name the same message: sending it again stores
 * nothing and answers as the first time.
 */
export const SANDBOX_EMAIL_RULES = {
  bounceDomain: 'bounce.example',
  messages: {
    invalidAddress: INVALID_RECIPIENT,
    emptyMessage: 'Empty message',
    bounced: 'Mailbox unavailable',
  },
} as const;

export type SandboxEmailMessage = typeof sandboxEmailMessages.$inferSelect;

/** Why the sandbox refuses a message outright, or null when it accepts it. */
export function sandboxEmailRefusal(message: Pick<OutgoingEmail, 'to' | 'subject' | 'text'>): string | null {
  if (!isEmailAddress(message.to)) return SANDBOX_EMAIL_RULES.messages.invalidAddress;
  if (message.subject.trim() === '' || message.text.trim() === '')
    return SANDBOX_EMAIL_RULES.messages.emptyMessage;
  return null;
}

/** Why an accepted message bounces, or null when it is delivered. */
export function sandboxEmailBounce(to: string): string | null {
  const domain = to.slice(to.lastIndexOf('@') + 1).toLowerCase();
  return domain === SANDBOX_EMAIL_RULES.bounceDomain ? SANDBOX_EMAIL_RULES.messages.bounced : null;
}

/** The ledger's read side: what the sandbox outbox (GET /sandbox/email) lists. */
export interface SandboxEmailLedger {
  /** One organisation's most recent messages, newest first. */
  recent(applicationId: string, limit: number): Promise<SandboxEmailMessage[]>;
}

export function sandboxEmailLedger(ownerPool: pg.Pool): SandboxEmailLedger {
  const db = drizzle({ client: ownerPool, casing: 'snake_case' });
  return {
    // The owner role reads past row-level security, so the organisation is filtered here.
    recent: (applicationId, limit) =>
      db
        .select()
        .from(sandboxEmailMessages)
        .where(eq(sandboxEmailMessages.applicationId, applicationId))
        .orderBy(desc(sandboxEmailMessages.createdAt), desc(sandboxEmailMessages.id))
        .limit(limit),
  };
}

function resultOf(row: Pick<SandboxEmailMessage, 'id' | 'status' | 'failureReason'>): EmailSendResult {
  return row.status === 'REFUSED'
    ? { accepted: false, providerMessageId: row.id, reason: row.failureReason ?? '' }
    : { accepted: true, providerMessageId: row.id };
}

/** Owner pool: the ledger is not tenant data and the api role cannot read it. */
export function sandboxEmailProvider(ownerPool: pg.Pool): EmailProvider {
  const db = drizzle({ client: ownerPool, casing: 'snake_case' });
  return {
    async send(message) {
      // A namespace of its own, so an SMS and an email with one reference never share an id.
      const id = sandboxMessageId(message.applicationId, `email:${message.reference}`);
      const refusal = sandboxEmailRefusal(message);
      const bounce = refusal ? null : sandboxEmailBounce(message.to);
      const [inserted] = await db
        .insert(sandboxEmailMessages)
        .values({
          id,
          applicationId: message.applicationId,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          status: refusal ? 'REFUSED' : bounce ? 'BOUNCED' : 'DELIVERED',
          failureReason: refusal ?? bounce,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) return resultOf(inserted);
      const [earlier] = await db.select().from(sandboxEmailMessages).where(eq(sandboxEmailMessages.id, id));
      if (!earlier) throw new Error(`Sandbox email ${id} vanished`);
      return resultOf(earlier);
    },
  };
}
