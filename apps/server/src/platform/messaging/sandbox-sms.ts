import { createHash } from 'node:crypto';
import { smsLength } from '@clubline/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import { sandboxSmsMessages } from './sandbox-sms.table.ts';
import { E164, type OutgoingSms, type SmsProvider, type SmsSendResult } from './sms-provider.ts';

/**
 * The SMS sandbox: a gateway that behaves like a real one without sending anything. Every
 * message lands in its own ledger (`sandbox_sms_messages`, owner role only, like a provider's
 * database), is answered with a message id at once and is "delivered" asynchronously by a job
 * `deliveryDelayMs` later, which then reports the outcome.
 *
 * Deterministic rules, so tests and demos can provoke each outcome:
 * - refused at once (never queued): a number that is not E.164 ("Invalid destination number"),
 *   an empty body, or a body longer than 10 segments of 160 characters ("Message exceeds 10
 *   segments");
 * - accepted, then FAILED at delivery: a number whose last three digits are 000 ("Unreachable
 *   handset"), e.g. NZ 021 234 5000;
 * - accepted, then DELIVERED: everything else.
 */
export const SANDBOX_SMS_RULES = {
  maxSegments: 10,
  unreachableSuffix: '000',
  messages: {
    invalidNumber: 'Invalid destination number',
    emptyBody: 'Empty message',
    tooLong: 'Message exceeds 10 segments',
    unreachable: 'Unreachable handset',
  },
} as const;

export const SANDBOX_SMS_DELIVERY_QUEUE = 'sandbox-sms-delivery';

interface DeliveryJob {
  messageId: string;
  applicationId: string;
  reference: string;
}

export type SandboxSmsMessage = typeof sandboxSmsMessages.$inferSelect;

/** Why the sandbox refuses a message outright, or null when it queues it. */
export function sandboxRefusal(to: string, body: string): string | null {
  if (!E164.test(to)) return SANDBOX_SMS_RULES.messages.invalidNumber;
  if (body.length === 0) return SANDBOX_SMS_RULES.messages.emptyBody;
  if (smsLength(body).messages > SANDBOX_SMS_RULES.maxSegments) return SANDBOX_SMS_RULES.messages.tooLong;
  return null;
}

/** How a queued message ends. */
export function sandboxDeliveryFailure(to: string): string | null {
  return to.endsWith(SANDBOX_SMS_RULES.unreachableSuffix) ? SANDBOX_SMS_RULES.messages.unreachable : null;
}

/** The message id for a tenant's reference: the same reference always names the same message. */
export function sandboxMessageId(applicationId: string, reference: string): string {
  const hex = createHash('sha256').update(`${applicationId}:${reference}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The ledger's read side: what the sandbox console (GET /sandbox/sms) lists. */
export interface SandboxSmsLedger {
  /** One organisation's most recent messages, newest first. */
  recent(applicationId: string, limit: number): Promise<SandboxSmsMessage[]>;
}

export function sandboxSmsLedger(ownerPool: pg.Pool): SandboxSmsLedger {
  const db = drizzle({ client: ownerPool, casing: 'snake_case' });
  return {
    // The owner role reads past row-level security, so the organisation is filtered here.
    recent: (applicationId, limit) =>
      db
        .select()
        .from(sandboxSmsMessages)
        .where(eq(sandboxSmsMessages.applicationId, applicationId))
        .orderBy(desc(sandboxSmsMessages.createdAt), desc(sandboxSmsMessages.id))
        .limit(limit),
  };
}

export interface SandboxSmsOptions {
  /** Owner pool: the ledger is not tenant data and the api role cannot read it. */
  ownerPool: pg.Pool;
  boss: PgBoss;
  deliveryDelayMs: number;
}

export function sandboxSmsProvider(options: SandboxSmsOptions): SmsProvider {
  const db = drizzle({ client: options.ownerPool, casing: 'snake_case' });
  const find = async (id: string) => {
    const [row] = await db.select().from(sandboxSmsMessages).where(eq(sandboxSmsMessages.id, id));
    return row;
  };

  return {
    async send(message: OutgoingSms): Promise<SmsSendResult> {
      const id = sandboxMessageId(message.applicationId, message.reference);
      const refusal = sandboxRefusal(message.to, message.body);
      // The ledger row and the delivery job are one transaction: a queued message is always delivered.
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(sandboxSmsMessages)
          .values({
            id,
            applicationId: message.applicationId,
            toNumber: message.to,
            body: message.body,
            status: refusal ? 'FAILED' : 'QUEUED',
            failureReason: refusal,
          })
          .onConflictDoNothing()
          .returning({ id: sandboxSmsMessages.id });
        if (inserted.length === 0 || refusal) return;
        const job: DeliveryJob = {
          messageId: id,
          applicationId: message.applicationId,
          reference: message.reference,
        };
        await options.boss.send(SANDBOX_SMS_DELIVERY_QUEUE, job, {
          startAfter: new Date(Date.now() + options.deliveryDelayMs),
          db: fromDrizzle(tx, sql),
        });
      });
      return refusal
        ? { accepted: false, providerMessageId: id, reason: refusal }
        : { accepted: true, providerMessageId: id };
    },

    async onDeliveryReports(listener) {
      await options.boss.work<DeliveryJob>(
        SANDBOX_SMS_DELIVERY_QUEUE,
        // Deliveries are scheduled ahead, so NOTIFY at insert is too early to help: poll at the
        // short interval even while the queue's NOTIFY is active (pg-boss otherwise waits 30 s).
        { batchSize: 1, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 },
        async ([job]) => {
          if (!job) return;
          const { messageId, applicationId, reference } = job.data;
          const queued = await find(messageId);
          if (!queued) return;
          if (queued.status === 'QUEUED') {
            const failure = sandboxDeliveryFailure(queued.toNumber);
            await db
              .update(sandboxSmsMessages)
              .set({ status: failure ? 'FAILED' : 'DELIVERED', failureReason: failure })
              .where(
                sql`${sandboxSmsMessages.id} = ${messageId} and ${sandboxSmsMessages.status} = 'QUEUED'`,
              );
          }
          const delivered = await find(messageId);
          if (!delivered || delivered.status === 'QUEUED') return;
          // A report is sent again when the job is retried (the listener failed): listeners are idempotent.
          await listener({
            applicationId,
            providerMessageId: messageId,
            reference,
            status: delivered.status,
            reason: delivered.failureReason,
          });
        },
      );
      return () => options.boss.offWork(SANDBOX_SMS_DELIVERY_QUEUE);
    },
  };
}
