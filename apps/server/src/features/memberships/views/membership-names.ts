import { isHistoryStatus, membershipStatusOn } from '@clubline/domain';
import { withTenant } from '../../../platform/db/tenant.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { loadBranchesByIds } from '../../branches/public.ts';
import { findPlansByIds } from '../../plans/public.ts';
import { findMembershipsOfPersons } from '../memberships.repository.ts';
import { todayAt } from './membership-loader.ts';
import { visiblePersonIds } from './memberships.service.ts';

/**
 * Person.currentMembershipNames for a page of persons (the branch member list's "Membership type"
 * column, spec 2 §2): the plan names of each person's current memberships (not ENDED or EXPIRED
 * by the billing clock's today at the membership's branch; a PENDING one counts), in start order,
 * each name once. Empty when the viewer may not view members of the person's home branch. Four
 * queries for the page, not the full membership views (no ledgers are read for a list).
 */
export async function loadCurrentMembershipNames(
  context: RequestContext,
  personIds: readonly string[],
): Promise<string[][]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const visible = await visiblePersonIds(context, tx, personIds);
    const rows = await findMembershipsOfPersons(tx, [...visible]);
    const unique = <T>(values: T[]) => [...new Set(values)];
    const plans = new Map(
      (await findPlansByIds(tx, unique(rows.map((row) => row.membershipPlanId)))).map((plan) => [
        plan.id,
        plan,
      ]),
    );
    const branches = new Map(
      (await loadBranchesByIds(tx, unique(rows.map((row) => row.branchId)))).map((branch) => [
        branch.id,
        branch,
      ]),
    );
    const current = rows
      .filter((row) => {
        const branch = branches.get(row.branchId);
        return branch !== undefined && !isHistoryStatus(membershipStatusOn(row, todayAt(branch)));
      })
      .sort((a, b) => a.startDate.localeCompare(b.startDate));
    return personIds.map((id) =>
      unique(
        current
          .filter((row) => row.personId === id)
          .flatMap((row) => {
            const name = plans.get(row.membershipPlanId)?.name;
            return name ? [name] : [];
          }),
      ),
    );
  });
}
