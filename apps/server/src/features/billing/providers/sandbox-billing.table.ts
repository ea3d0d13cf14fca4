import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The billing sandboxes' own state (paysmart and debitsuccess, providers/sandbox-billing.ts): what
 * a real billing company holds in its systems. Not tenant data of ours, so only the owner role
 * reads them (the api role's grants are revoked in migrate.ts, PLATFORM_ONLY_TABLES). Each row names
 * its provider: the two sandboxes share the tables, never rows.
 */

/** A customer with their direct-debit request (DDR) and the tokenised payment method. */
export const sandboxBillingCustomers = pgTable(
  'sandbox_billing_customers',
  {
    /** The customer reference handed back to us (e.g. PS-1A2B3C4D). */
    reference: text().primaryKey(),
    provider: text().notNull(),
    applicationId: uuid().notNull(),
    /** Our membership: asking twice for the same one answers with the same customer. */
    externalId: uuid().notNull(),
    name: text().notNull(),
    /**
     * The direct-debit request: ACTIVE or REJECTED (the test numbers decide), DELETED once the
     * member had the billing company remove it (deleteSandboxDirectDebitRequest).
     */
    ddrStatus: text().notNull(),
    /** The payment method's token and what may be shown of it; the sandbox keeps no full number. */
    paymentMethodToken: text().notNull(),
    paymentMethodSummary: text().notNull(),
    /** How this customer's debits end (docs/billing.md test numbers): OK, DECLINE_ONCE or DECLINE_ALWAYS. */
    behaviour: text().notNull(),
    /** The bank's reason when a debit is declined. */
    declineReason: text(),
    /** Debitsuccess: the schedule it owns, given at DDR time ({ date, amount, charges }[]). */
    schedule: jsonb().$type<SandboxScheduledDebit[]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_billing_customers_external_idx').on(t.provider, t.applicationId, t.externalId),
    check('sandbox_billing_customers_ddr_check', sql`${t.ddrStatus} in ('ACTIVE', 'REJECTED', 'DELETED')`),
  ],
);

/** One debit line of a schedule the provider owns (debitsuccess). */
export interface SandboxScheduledDebit {
  date: string;
  amount: number;
  charges: { key: string; kind: string; amount: number }[];
}

/**
 * Debits submitted to (paysmart) or taken by (debitsuccess) the provider, each with its idempotency
 * key (our debit reference) and, once `settlesOn` has come, its settlement: SETTLED or DISHONOURED.
 */
export const sandboxBillingDebits = pgTable(
  'sandbox_billing_debits',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().notNull(),
    applicationId: uuid().notNull(),
    customerReference: text().notNull(),
    /** Our debit reference: submitting it again answers with this row. */
    idempotencyKey: text().notNull(),
    amount: integer().notNull(),
    /** The billing day it was submitted for. */
    debitDate: date({ mode: 'string' }).notNull(),
    /** When the bank's answer is known (debitDate + the settlement delay). */
    settlesOn: date({ mode: 'string' }).notNull(),
    /** Decided at submission from the customer's test numbers, reported only from settlesOn. */
    outcome: text().notNull(),
    reason: text(),
    /** Debitsuccess: the charges this debit collects, as its schedule listed them. */
    charges: jsonb().$type<SandboxScheduledDebit['charges']>(),
    /** Set when we acknowledged the settlement report (it is not reported again). */
    reportedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_billing_debits_key_idx').on(t.provider, t.applicationId, t.idempotencyKey),
    index('sandbox_billing_debits_customer_idx').on(t.provider, t.customerReference, t.debitDate),
    index('sandbox_billing_debits_unreported_idx')
      .on(t.provider, t.applicationId, t.settlesOn)
      .where(sql`${t.reportedAt} is null`),
    check('sandbox_billing_debits_outcome_check', sql`${t.outcome} in ('SETTLED', 'DISHONOURED')`),
  ],
);
