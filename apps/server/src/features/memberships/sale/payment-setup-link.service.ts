import { isHistoryStatus, isUuid, type MembershipStatus } from '@clubline/domain';
import { authorize } from '../../../platform/auth/authorization.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { emailPaymentSetupLink, renewPaymentSetupToken } from '../../billing/public.ts';
import { findMembership } from '../memberships.repository.ts';

/** What staff are shown after sending: the new link, and where it was emailed (null: no email on file). */
export interface SentLink {
  signupLink: string;
  emailedTo: string | null;
}

/**
 * Send a new payment setup link (docs/billing.md "A new payment setup link"): manage-membership on
 * the membership's branch; only while no direct debit authority is in place (rejected, or pending
 * with no completed setup) and the membership is not over. A new token replaces the old one (the
 * old link stops working), the account is pending again, and the link is emailed through the
 * outbox in the same transaction and returned so staff can show or copy it.
 */
export async function sendPaymentSetupLink(context: RequestContext, membershipId: string): Promise<SentLink> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const row = isUuid(membershipId) ? await findMembership(tx, membershipId, { lock: true }) : undefined;
    if (!row) throw new DomainError('MEMBERSHIP_NOT_FOUND');
    await authorize(context, tx, 'manage-membership', { kind: 'branch', id: row.branchId });
    if (isHistoryStatus(row.status as MembershipStatus))
      throw new DomainError('PAYMENT_SETUP_LINK_NOT_AVAILABLE');
    if (!(await renewPaymentSetupToken(tx, row.id)))
      throw new DomainError('PAYMENT_SETUP_LINK_NOT_AVAILABLE');
    const sent = await emailPaymentSetupLink(
      tx,
      { publicUrl: context.deps.publicUrl, production: context.deps.production === true },
      { applicationId: context.viewer.applicationId, membershipId: row.id },
    );
    if (!sent) throw new DomainError('PAYMENT_SETUP_LINK_NOT_AVAILABLE');
    return sent;
  });
}
