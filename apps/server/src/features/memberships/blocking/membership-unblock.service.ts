import { canUnblock, isUuid, unblockInputSchemaFor } from '@clubline/domain';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import { parseInput } from '../../../platform/errors/validation.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { requirePersonAccess } from '../../members/public.ts';
import { findMembership, updateMembershipRow } from '../memberships.repository.ts';
import { loadFacts, todayAt, viewOf } from '../views/membership-loader.ts';
import { factsForRules } from '../views/membership-rules-facts.ts';
import type { MembershipView } from '../views/membership-views.ts';
import { refreshDoorAccess } from './membership-door-access.ts';

export interface AllowAccessRequest {
  personId: string;
  membershipId: string;
  allowAccessUntil: string | null;
}

/**
 * setAllowAccessByAdmin (spec 2 §5 Unblock, flag 2582): manage-membership on the member's home
 * branch; offered only for a BLOCKED debitsuccess membership (the domain's canUnblock); the date
 * required, not before today and within a month, today being the home branch's. Access starts
 * today and lapses by itself after allowAccessUntil (docs/memberships.md "Unblock"): the window is
 * stored and read against today; the door controller is told now and again when the window ends
 * (membership-door-access.jobs.ts). Giving it again replaces the window.
 */
export async function setAllowAccessByAdmin(
  context: RequestContext,
  request: AllowAccessRequest,
): Promise<MembershipView> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, request.personId, 'manage-membership');
    const row = isUuid(request.membershipId)
      ? await findMembership(tx, request.membershipId, { lock: true })
      : undefined;
    if (!row || row.personId !== request.personId) throw new DomainError('MEMBERSHIP_NOT_FOUND');
    const [facts] = await loadFacts(tx, [row]);
    if (!facts) throw new DomainError('MEMBERSHIP_NOT_FOUND');
    if (!canUnblock(factsForRules(viewOf(facts, context.deps.publicUrl)))) {
      throw new DomainError('MEMBERSHIP_NOT_UNBLOCKABLE');
    }
    const today = todayAt(facts.branch).toString();
    const { allowAccessUntil } = parseInput(unblockInputSchemaFor(today), {
      allowAccessUntil: request.allowAccessUntil ?? '',
    });
    const updated = await updateMembershipRow(tx, row.id, {
      allowAccessFrom: today,
      allowAccessUntil: allowAccessUntil.trim(),
    });
    // The doors let them in today; the hourly door-access job keeps them out again after the date.
    await refreshDoorAccess(tx, context.viewer.applicationId, [row.personId]);
    const [after] = await loadFacts(tx, [updated]);
    if (!after) throw new DomainError('MEMBERSHIP_NOT_FOUND');
    return viewOf(after, context.deps.publicUrl);
  });
}
