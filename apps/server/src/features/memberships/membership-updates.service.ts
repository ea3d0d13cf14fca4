import { DomainError } from '../../platform/errors/errors.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import type { MembershipView } from './membership-views.ts';

export async function updateExternalPayer(
  _context: RequestContext,
  _personId: string,
  _input: { membershipId: string | number; externalPayerRefNumber: string },
): Promise<MembershipView> {
  throw new DomainError('MEMBERSHIP_NOT_FOUND');
}

export async function updateMembership(
  _context: RequestContext,
  _personId: string,
  _input: {
    membershipId: string | number;
    newMembershipEndDate?: string | null;
    customerReference?: string | null;
  },
): Promise<MembershipView> {
  throw new DomainError('MEMBERSHIP_NOT_FOUND');
}
