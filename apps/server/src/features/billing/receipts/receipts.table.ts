import { RECEIPT_MAX_CENTS } from '@clubline/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicationIdColumn, createdAtColumn, idColumn } from '../../../platform/db/columns.ts';
import { tenantIsolation, tenantReference } from '../../../platform/db/tenant-policy.ts';
import { memberships } from '../../membership-records/memberships.table.ts';

/** One line of a receipt: what was paid for, on which membership, GST inclusive. */
export interface ReceiptLine {
  membershipId: string;
  description: string;
  amountCents: number;
}

/** The branch as the receipt prints it, copied when the payment is taken (docs/billing.md "Receipts"). */
export interface ReceiptIssuerSnapshot {
  branchName: string;
  legalName: string | null;
  country: string;
  gstNumber: string | null;
  isGstRegistered: boolean;
  businessNumberType: string | null;
  businessNumber: string | null;
  /** The branch's address on one line, or null. */
  address: string | null;
}

/** Who paid, as the receipt prints it, copied when the payment is taken. */
export interface ReceiptRecipientSnapshot {
  name: string;
  email: string | null;
}

/**
 * A receipt for money taken at the desk (docs/billing.md "Receipts"): written in the transaction of
 * the PAYMENT it records, numbered per organisation in sequence (`receipt_counters`), never
 * updated. What it prints is copied in, so a branch renamed later does not change a receipt given.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: idColumn(),
    applicationId: applicationIdColumn(),
    /** 1, 2, 3… per organisation, from `receipt_counters` in the payment's transaction. */
    number: integer().notNull(),
    /** The payment's ledger reference (`SALE:<membership>`, a Pay overdue ticket): one receipt each. */
    reference: text().notNull(),
    /** The first membership the payment reached; `membershipIds` holds each one. */
    membershipId: uuid().notNull(),
    membershipIds: uuid().array().notNull(),
    personId: uuid().notNull(),
    /** The supplier: the branch of the memberships the payment reached (its legal details print). */
    branchId: uuid().notNull(),
    /**
     * The branch whose desk took the money, when it is another (a member's past arrears at the
     * branch they left, paid at their new home): its staff read and email the receipt too.
     */
    deskBranchId: uuid(),
    /** The branch's day the money was taken. */
    issuedOn: date({ mode: 'string' }).notNull(),
    paymentType: text(),
    totalCents: integer().notNull(),
    gstCents: integer().notNull(),
    lines: jsonb().$type<ReceiptLine[]>().notNull(),
    issuer: jsonb().$type<ReceiptIssuerSnapshot>().notNull(),
    recipient: jsonb().$type<ReceiptRecipientSnapshot>().notNull(),
    createdByUserId: uuid(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('receipts_number_idx').on(t.applicationId, t.number),
    uniqueIndex('receipts_reference_idx').on(t.applicationId, t.reference),
    index('receipts_person_idx').on(t.applicationId, t.personId),
    // The in-branch payment report reads what a branch's desk took by day (reports/standard): its
    // own receipts, and other branches' receipts its desk took (few: a moved member's arrears).
    index('receipts_branch_day_idx').on(t.applicationId, t.branchId, t.issuedOn),
    index('receipts_desk_day_idx')
      .on(t.applicationId, t.deskBranchId, t.issuedOn)
      .where(sql`${t.deskBranchId} is not null`),
    index('receipts_memberships_idx').using('gin', t.membershipIds),
    tenantReference(t.applicationId, t.membershipId, memberships).onDelete('cascade'),
    check('receipts_number_check', sql`${t.number} >= 1`),
    check('receipts_total_check', sql`${t.totalCents} between 1 and ${sql.raw(String(RECEIPT_MAX_CENTS))}`),
    check('receipts_gst_check', sql`${t.gstCents} between 0 and ${t.totalCents}`),
    tenantIsolation(),
  ],
);

/** The last receipt number each organisation gave; raised in the payment's transaction. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    applicationId: applicationIdColumn().primaryKey(),
    lastNumber: integer().notNull(),
  },
  () => [tenantIsolation()],
);
