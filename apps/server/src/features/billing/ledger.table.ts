import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, createdAtColumn, idColumn } from '../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../platform/db/tenant-policy.ts';
import { memberships } from '../membership-records/memberships.table.ts';

/**
 * A membership's money, append-only (docs/billing.md "The ledger"; the domain's `LedgerEntry`):
 * rows are inserted, never updated or deleted (the api role's UPDATE and DELETE are revoked in
 * migrate.ts). Balances and overdue amounts are computed from the rows by `ledgerSummary`.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    /** Write order: a debit's outcome always comes after its submission, even within one transaction. */
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    applicationId: applicationIdColumn(),
    membershipId: uuid().notNull(),
    /** CHARGE, DEBIT_SUBMITTED, DEBIT_SETTLED, DEBIT_DISHONOURED or PAYMENT. */
    type: text().notNull(),
    /** CHARGE: names the charge for good (kind:sequence); one row per key and membership. */
    chargeKey: text(),
    /** CHARGE: the LedgerChargeKind. */
    kind: text(),
    /** Cents; CHARGE, DEBIT_SUBMITTED and PAYMENT. */
    amount: integer(),
    /** CHARGE: the due date; otherwise the day it happened. */
    date: date({ mode: 'string' }).notNull(),
    /** Debits: our debit reference (same on its outcome); PAYMENT: the payment's reference. */
    reference: text(),
    /** DEBIT_DISHONOURED: the DishonourReason. */
    reason: text(),
    /** PAYMENT: how it was paid (cash, EFTPOS, card...). */
    paymentType: text(),
    /** The provider's id for the debit or payment. */
    providerReference: text(),
    createdByUserId: uuid(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('ledger_entries_membership_idx').on(t.applicationId, t.membershipId, t.date),
    // Billing runs read the recent debits and their outcomes by date (billing-run.repository.ts).
    index('ledger_entries_debit_date_idx')
      .on(t.applicationId, t.date)
      .where(sql`${t.type} in ('DEBIT_SUBMITTED', 'DEBIT_SETTLED', 'DEBIT_DISHONOURED')`),
    // Step 5 of a billing run finds the class fees (no debit collects them) that may have become
    // overdue (billing-run.repository.ts `accountsInArrears`): a handful among the debits.
    index('ledger_entries_desk_arrears_idx')
      .on(t.applicationId, t.date)
      .where(sql`${t.type} = 'CHARGE' and ${t.kind} in ('LATE_CANCELLATION_FEE', 'NO_SHOW_FEE')`),
    // A charge is written once, however many times a run or an action tries.
    uniqueIndex('ledger_entries_charge_key_idx')
      .on(t.applicationId, t.membershipId, t.chargeKey)
      .where(sql`${t.type} = 'CHARGE'`),
    // A debit is submitted once and has one outcome; a payment is recorded once.
    uniqueIndex('ledger_entries_submitted_idx')
      .on(t.applicationId, t.reference)
      .where(sql`${t.type} = 'DEBIT_SUBMITTED'`),
    uniqueIndex('ledger_entries_outcome_idx')
      .on(t.applicationId, t.reference)
      .where(sql`${t.type} in ('DEBIT_SETTLED', 'DEBIT_DISHONOURED')`),
    uniqueIndex('ledger_entries_payment_idx')
      .on(t.applicationId, t.reference)
      .where(sql`${t.type} = 'PAYMENT'`),
    tenantReference(t.applicationId, t.membershipId, memberships).onDelete('cascade'),
    check(
      'ledger_entries_type_check',
      sql`${t.type} in ('CHARGE', 'DEBIT_SUBMITTED', 'DEBIT_SETTLED', 'DEBIT_DISHONOURED', 'PAYMENT')`,
    ),
    check('ledger_entries_amount_check', sql`coalesce(${t.amount}, 0) >= 0`),
    check(
      'ledger_entries_shape_check',
      sql`(${t.type} = 'CHARGE') = (${t.chargeKey} is not null and ${t.kind} is not null and ${t.amount} is not null)
        and (${t.type} = 'CHARGE' or ${t.reference} is not null)
        and (${t.type} not in ('DEBIT_SUBMITTED', 'PAYMENT') or ${t.amount} is not null)
        and ((${t.type} = 'DEBIT_DISHONOURED') = (${t.reason} is not null))`,
    ),
    tenantIsolation(),
  ],
);
