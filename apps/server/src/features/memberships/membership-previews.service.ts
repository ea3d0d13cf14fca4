import type { RequestContext } from '../../platform/graphql/context.ts';
import type { MembershipActionPreviewView } from './membership-views.ts';

export async function previewEndMembership(
  _context: RequestContext,
  _personId: string,
  _membershipId: string,
  _cancellationDate: string,
): Promise<MembershipActionPreviewView> {
  return { charges: [], debits: [], stoppedDebits: [] };
}

export async function previewChangeMembership(
  _context: RequestContext,
  _request: { personId: string; membershipId: string; membershipPlanId: string; paymentOptionId: string },
): Promise<MembershipActionPreviewView> {
  return { charges: [], debits: [], stoppedDebits: [] };
}
