import { withTenant } from '../../../platform/db/tenant.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import { requestContext } from '../../../platform/graphql/context.ts';
import { BranchRef } from '../../branches/public.ts';
import { countMembersByBranch } from './persons.service.ts';

/**
 * Members contribute the member count to the Branch type: branches know nothing of persons, and
 * every branch of a list is counted in one query (DataLoader).
 */
export function registerMemberCountFields(): void {
  builder.objectField(BranchRef, 'memberCount', (t) =>
    t.loadable({
      type: 'Int',
      description: 'Members and prospects whose home branch this is (staff are not counted).',
      load: async (branchIds: string[], context) => {
        const { deps, viewer } = requestContext(context);
        const counts = await withTenant(deps.db, viewer.applicationId, (tx) =>
          countMembersByBranch(tx, branchIds),
        );
        return branchIds.map((id) => counts.get(id) ?? 0);
      },
      resolve: (branch) => branch.id,
    }),
  );
}
