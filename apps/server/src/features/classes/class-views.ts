import { ANY_ROLE, allowsOnRead } from '../../platform/auth/authorization.ts';
import type { Transaction } from '../../platform/db/client.ts';
import type { RequestContext } from '../../platform/graphql/context.ts';
import { type BranchRow, loadBranchesByIds } from '../branches/public.ts';
import { activeWaitlistEntries } from './class-waitlists.hook.ts';
import { branchesOfClasses, type ClassRow, plansOfClasses } from './classes.repository.ts';

/** A class as one viewer sees it. */
export interface ClassView {
  row: ClassRow;
  /** Its booking plans (ids: the form lists the plans itself). */
  planIds: string[];
  /** The branches it runs at that the viewer works at. */
  branches: BranchRow[];
  /** manage-classes on every branch it runs at (seen or not): the class page offers editing. */
  canEdit: boolean;
  /** Members wait on the waitlists of its sessions not yet over (the waitlist cannot be disabled). */
  hasActiveSessionWaitlist: boolean;
}

/**
 * The classes of `rows` the viewer may see (a role at one of their branches, the `class` subject's
 * places), read for a whole page at once: the decisions are authorize's (`allowsOnRead`) on the
 * branches subjects.ts answers for each class.
 */
export async function classViews(
  context: RequestContext,
  tx: Transaction,
  rows: readonly ClassRow[],
): Promise<ClassView[]> {
  const ids = rows.map((row) => row.id);
  // One after another: a transaction is one connection, which runs one query at a time (pg
  // queues concurrent ones, a use it deprecates).
  const branchesByClass = await branchesOfClasses(tx, ids);
  const plansByClass = await plansOfClasses(tx, ids);
  const waiting = await activeWaitlistEntries(tx, ids);
  const worksAt = new Set(context.permissions.branchIds);
  const seen = rows.filter((row) =>
    allowsOnRead(context, ANY_ROLE, 'class', branchesByClass.get(row.id) ?? [], { reach: 'see' }),
  );
  const shown = [
    ...new Set(seen.flatMap((row) => (branchesByClass.get(row.id) ?? []).filter((id) => worksAt.has(id)))),
  ];
  const branchById = new Map((await loadBranchesByIds(tx, shown)).map((branch) => [branch.id, branch]));
  return seen.map((row) => {
    const branchIds = branchesByClass.get(row.id) ?? [];
    return {
      row,
      planIds: plansByClass.get(row.id) ?? [],
      branches: branchIds.flatMap((id) => {
        const branch = worksAt.has(id) ? branchById.get(id) : undefined;
        return branch ? [branch] : [];
      }),
      canEdit: allowsOnRead(context, 'manage-classes', 'class', branchIds),
      hasActiveSessionWaitlist: (waiting.get(row.id) ?? 0) > 0,
    };
  });
}
