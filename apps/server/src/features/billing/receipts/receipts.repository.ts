import { receiptTaxFacts } from '@clubline/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { findBranchInTransaction } from '../../branches/public.ts';
import { findPersonInTransaction } from '../../members/public.ts';
import { memberships } from '../../membership-records/public.ts';
import { type ReceiptIssuerSnapshot, type ReceiptLine, receiptCounters, receipts } from './receipts.table.ts';

export type ReceiptRow = typeof receipts.$inferSelect;

/** A list answers at most this many (the newest): years of desk payments of one member. */
const RECEIPT_LIST_MAX = 200;

/** A desk payment to give a receipt for: written by the sale and by Pay overdue. */
export interface ReceiptRequest {
  applicationId: string;
  /** The PAYMENT's ledger reference: a payment written again (a retried ticket) gets no second receipt. */
  reference: string;
  personId: string;
  branchId: string;
  /** The branch whose desk took the money; omitted or the same: `branchId`'s desk. */
  deskBranchId?: string;
  issuedOn: string;
  paymentType: string | null;
  userId: string | null;
  /** At least one line; the total is their sum. */
  lines: ReceiptLine[];
}

const oneLine = (parts: readonly (string | null | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(', ') || null;

/**
 * The next receipt number of the organisation: the counter row is raised (and so locked) in the
 * payment's transaction, so numbers follow the order payments commit, with no gap and no reuse (a
 * payment that rolls back takes its number back with it).
 */
async function nextReceiptNumber(tx: Transaction, applicationId: string): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ applicationId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.applicationId,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ number: receiptCounters.lastNumber });
  if (!row) throw new Error('The receipt counter returned no number');
  return row.number;
}

/**
 * Writes the receipt of a desk payment in the payment's transaction (docs/billing.md "Receipts"),
 * copying the branch's legal details and the member's name as they are now. Idempotent on the
 * payment's reference: the same payment answers its first receipt.
 */
export async function issueReceipt(tx: Transaction, request: ReceiptRequest): Promise<ReceiptRow> {
  const [earlier] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.applicationId, request.applicationId), eq(receipts.reference, request.reference)));
  if (earlier) return earlier;
  const first = request.lines[0];
  const branch = await findBranchInTransaction(tx, request.branchId);
  const person = await findPersonInTransaction(tx, request.personId);
  if (!first || !branch || !person) throw new DomainError('RECEIPT_NOT_FOUND');
  const issuer: ReceiptIssuerSnapshot = {
    branchName: branch.name,
    legalName: branch.legalName,
    country: branch.country,
    gstNumber: branch.gstNumber,
    isGstRegistered: branch.isGstRegistered,
    businessNumberType: branch.businessNumberType,
    businessNumber: branch.businessNumber,
    address: branch.address
      ? oneLine([
          branch.address.address1,
          branch.address.address2,
          branch.address.suburb,
          branch.address.city,
          branch.address.state,
          branch.address.postalCode,
        ])
      : null,
  };
  const totalCents = request.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const [row] = await tx
    .insert(receipts)
    .values({
      applicationId: request.applicationId,
      number: await nextReceiptNumber(tx, request.applicationId),
      reference: request.reference,
      membershipId: first.membershipId,
      membershipIds: [...new Set(request.lines.map((line) => line.membershipId))],
      personId: person.id,
      branchId: branch.id,
      deskBranchId: request.deskBranchId && request.deskBranchId !== branch.id ? request.deskBranchId : null,
      issuedOn: request.issuedOn,
      paymentType: request.paymentType,
      totalCents,
      gstCents: receiptTaxFacts(issuer, totalCents).gstCents,
      lines: request.lines,
      issuer,
      recipient: { name: `${person.firstName} ${person.lastName}`.trim(), email: person.email },
      createdByUserId: request.userId,
    })
    .returning();
  if (!row) throw new Error('The receipt was not written');
  return row;
}

export async function findReceipt(tx: Transaction, id: string): Promise<ReceiptRow | undefined> {
  const [row] = await tx.select().from(receipts).where(eq(receipts.id, id));
  return row;
}

/** The receipts of payments that reached a membership, newest first. */
export function receiptsOfMembership(tx: Transaction, membershipId: string): Promise<ReceiptRow[]> {
  return tx
    .select()
    .from(receipts)
    .where(sql`${membershipId}::uuid = any(${receipts.membershipIds})`)
    .orderBy(desc(receipts.number))
    .limit(RECEIPT_LIST_MAX);
}

/** A person's receipts, newest first. */
export function receiptsOfPerson(tx: Transaction, personId: string): Promise<ReceiptRow[]> {
  return tx
    .select()
    .from(receipts)
    .where(eq(receipts.personId, personId))
    .orderBy(desc(receipts.number))
    .limit(RECEIPT_LIST_MAX);
}

/** The branch a membership belongs to (who may read its receipts is decided there), if it exists. */
export async function membershipBranchOf(
  tx: Transaction,
  membershipId: string,
): Promise<{ branchId: string } | undefined> {
  const [membership] = await tx
    .select({ branchId: memberships.branchId })
    .from(memberships)
    .where(eq(memberships.id, membershipId));
  return membership;
}
