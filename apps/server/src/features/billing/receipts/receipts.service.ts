import { createHash } from 'node:crypto';
import { isUuid } from '@clubline/domain';
import { allows, authorize } from '../../../platform/auth/authorization.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { queueEmail } from '../../../platform/messaging/outbound-emails.ts';
import { findPersonInTransaction } from '../../members/public.ts';
import { type ReceiptView, receiptEmailData, receiptView } from './receipt-view.ts';
import {
  findReceipt,
  membershipBranchOf,
  type ReceiptRow,
  receiptsOfMembership,
  receiptsOfPerson,
} from './receipts.repository.ts';

/**
 * Receipts are read and sent by the membership's branch (docs/billing.md "Receipts"): view-member
 * there to read one, manage-membership there to email it, as for the desk payment itself. A receipt
 * of money another branch's desk took (`deskBranchId`: a member's past arrears paid at their new
 * home) is that desk's too: its staff gave the member the money's receipt.
 */

/** Whether the viewer holds `operation` at the receipt's branch or at the desk that took it. */
async function allowsOnReceipt(
  context: RequestContext,
  tx: Transaction,
  operation: 'view-member' | 'manage-membership',
  row: ReceiptRow,
): Promise<boolean> {
  if (await allows(context, tx, operation, { kind: 'branch', id: row.branchId })) return true;
  return (
    row.deskBranchId !== null && allows(context, tx, operation, { kind: 'branch', id: row.deskBranchId })
  );
}

/** As `authorize` on the receipt's branch (the same refusal), unless the desk that took it allows. */
async function authorizeOnReceipt(
  context: RequestContext,
  tx: Transaction,
  operation: 'view-member' | 'manage-membership',
  row: ReceiptRow,
): Promise<void> {
  if (row.deskBranchId !== null && (await allowsOnReceipt(context, tx, operation, row))) return;
  await authorize(context, tx, operation, { kind: 'branch', id: row.branchId });
}

/** One receipt; RECEIPT_NOT_FOUND for an unknown id or one of another organisation. */
export function getReceipt(context: RequestContext, receiptId: string): Promise<ReceiptView> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const row = isUuid(receiptId) ? await findReceipt(tx, receiptId) : undefined;
    if (!row) throw new DomainError('RECEIPT_NOT_FOUND');
    await authorizeOnReceipt(context, tx, 'view-member', row);
    return receiptView(row);
  });
}

/**
 * The receipts of payments that reached a membership, newest first: all of them with view-member on
 * its branch; otherwise those the viewer's desk took (refused as before when there are none).
 */
export function getMembershipReceipts(context: RequestContext, membershipId: string): Promise<ReceiptView[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const membership = isUuid(membershipId) ? await membershipBranchOf(tx, membershipId) : undefined;
    if (!membership) throw new DomainError('MEMBERSHIP_NOT_FOUND');
    const rows = await receiptsOfMembership(tx, membershipId);
    if (await allows(context, tx, 'view-member', { kind: 'branch', id: membership.branchId }))
      return rows.map(receiptView);
    const taken = [];
    for (const row of rows.filter((r) => r.deskBranchId !== null))
      if (await allowsOnReceipt(context, tx, 'view-member', row)) taken.push(receiptView(row));
    if (taken.length === 0)
      await authorize(context, tx, 'view-member', { kind: 'branch', id: membership.branchId });
    return taken;
  });
}

/**
 * A person's receipts, newest first: view-member on the person, and of those only the receipts
 * whose membership's branch (or the desk that took them) the viewer may see too. A receipt belongs to its membership's branch
 * (as getReceipt decides), not to wherever the member lives now.
 */
export function getPersonReceipts(context: RequestContext, personId: string): Promise<ReceiptView[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, 'view-member', { kind: 'person', id: personId });
    const rows = await receiptsOfPerson(tx, personId);
    const seen = new Map<string, boolean>();
    const visible = [];
    const mayAt = async (branchId: string) => {
      let may = seen.get(branchId);
      if (may === undefined) {
        may = await allows(context, tx, 'view-member', { kind: 'branch', id: branchId });
        seen.set(branchId, may);
      }
      return may;
    };
    for (const row of rows) {
      if ((await mayAt(row.branchId)) || (row.deskBranchId !== null && (await mayAt(row.deskBranchId))))
        visible.push(receiptView(row));
    }
    return visible;
  });
}

/**
 * Email receipt: queued through the email outbox to the member's address as it is now. Once per
 * receipt and address (the outbox's reference), so a second click sends nothing twice, while a
 * corrected address gets its own copy.
 */
export function emailReceipt(
  context: RequestContext,
  receiptId: string,
): Promise<{ receipt: ReceiptView; emailedTo: string; queued: boolean }> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const row = isUuid(receiptId) ? await findReceipt(tx, receiptId) : undefined;
    if (!row) throw new DomainError('RECEIPT_NOT_FOUND');
    await authorizeOnReceipt(context, tx, 'manage-membership', row);
    const person = await findPersonInTransaction(tx, row.personId);
    const to = person?.email?.trim();
    if (!to) throw new DomainError('RECEIPT_NO_EMAIL');
    const receipt = receiptView(row);
    const { queued } = await queueEmail(tx, context.deps, {
      applicationId: context.viewer.applicationId,
      to,
      template: 'membership-receipt',
      data: receiptEmailData(receipt),
      // The address hashed: the outbox's reference is short and need not spell the address out.
      reference: `receipt:${row.id}:${createHash('sha256').update(to.toLowerCase()).digest('hex').slice(0, 32)}`,
    });
    return { receipt, emailedTo: to, queued };
  });
}
