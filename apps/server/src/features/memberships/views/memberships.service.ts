import { isHistoryStatus, isUuid } from '@clubline/domain';
import { allowsOnRead, authorize } from '../../../platform/auth/authorization.ts';
import type { Transaction } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant.ts';
import { DomainError } from '../../../platform/errors/errors.ts';
import type { RequestContext } from '../../../platform/graphql/context.ts';
import { findPersonsInTransaction, requirePersonAccess } from '../../members/public.ts';
import {
  findMembership,
  findMembershipsByCustomerReference,
  findMembershipsByIds,
  findMembershipsOfPersons,
  type MembershipRow,
} from '../memberships.repository.ts';
import { loadFacts, viewOf } from './membership-loader.ts';
import type { MembershipView } from './membership-views.ts';

/** Views of `rows` for the viewer's request (a fixed number of queries). */
async function viewsOf(
  context: RequestContext,
  tx: Transaction,
  rows: readonly MembershipRow[],
): Promise<MembershipView[]> {
  return (await loadFacts(tx, rows)).map((facts) =>
    viewOf(facts, context.deps.publicUrl, context.deps.production === true),
  );
}

/** Active first (by start), then history (latest end first): the page groups them further. */
function inListOrder(views: MembershipView[]): MembershipView[] {
  const current = views.filter((v) => !isHistoryStatus(v.status));
  const history = views
    .filter((v) => isHistoryStatus(v.status))
    .sort((a, b) => (b.row.endDate ?? '').localeCompare(a.row.endDate ?? ''));
  return [...current, ...history];
}

/** A person's memberships: view-member on their home branch. */
export async function getMemberships(context: RequestContext, personId: string): Promise<MembershipView[]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'view-member');
    return inListOrder(await viewsOf(context, tx, await findMembershipsOfPersons(tx, [personId])));
  });
}

/** One membership of a person; null ('Membership not found.') when it is not theirs. */
export async function getMembership(
  context: RequestContext,
  personId: string,
  membershipId: string,
): Promise<MembershipView | null> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await requirePersonAccess(context, tx, personId, 'view-member');
    const row = isUuid(membershipId) ? await findMembership(tx, membershipId) : undefined;
    if (!row || row.personId !== personId) return null;
    return (await viewsOf(context, tx, [row]))[0] ?? null;
  });
}

/**
 * Person.memberships for a list of persons at once: each person's, when the viewer holds
 * view-member on their home branch (else an empty list, as a list field that is not theirs).
 */
export async function loadMembershipsOfPersons(
  context: RequestContext,
  personIds: readonly string[],
): Promise<MembershipView[][]> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const visible = await visiblePersonIds(context, tx, personIds);
    const views = await viewsOf(context, tx, await findMembershipsOfPersons(tx, [...visible]));
    return personIds.map((id) => inListOrder(views.filter((view) => view.row.personId === id)));
  });
}

/** Person.overdueReferences: customer references of their paysmart memberships that are overdue. */
export async function loadOverdueReferencesOfPersons(
  context: RequestContext,
  personIds: readonly string[],
): Promise<string[][]> {
  const lists = await loadMembershipsOfPersons(context, personIds);
  return lists.map((views) => overdueReferencesOf(views));
}

function overdueReferencesOf(views: readonly MembershipView[]): string[] {
  const references = views.flatMap((view) =>
    view.provider === 'PAYSMART' && view.summary.overdueAmount > 0 && view.account?.customerReference
      ? [view.account.customerReference]
      : [],
  );
  return [...new Set(references)];
}

export async function visiblePersonIds(
  context: RequestContext,
  tx: Transaction,
  personIds: readonly string[],
): Promise<Set<string>> {
  const persons = await findPersonsInTransaction(tx, personIds.filter(isUuid));
  // The person subject's owners are their home branch (none: nobody's), as members' resolver says;
  // the persons are read once for the whole batch, so authorize judges the rows already read.
  return new Set(
    persons
      .filter((person) =>
        allowsOnRead(context, 'view-member', 'person', person.homeBranchId ? [person.homeBranchId] : []),
      )
      .map((person) => person.id),
  );
}

/** The membership a MEMBERSHIP ticket produced, when the viewer may view its member. */
export async function membershipOfTicket(
  context: RequestContext,
  membershipId: string,
): Promise<MembershipView | null> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    const [row] = isUuid(membershipId) ? await findMembershipsByIds(tx, [membershipId]) : [];
    if (!row) return null;
    const visible = await visiblePersonIds(context, tx, [row.personId]);
    if (!visible.has(row.personId)) return null;
    return (await viewsOf(context, tx, [row]))[0] ?? null;
  });
}

/**
 * The overdue amount of a customer reference's memberships (spec 2 §7): view-member on the branch,
 * which must be the member's home branch. An unknown reference is 'An error occurred while
 * obtaining the overdue amount' (spec 2 §8), and so is one of another branch (never its amount).
 */
export async function getOverdueAmount(
  context: RequestContext,
  branchId: string,
  customerReference: string,
): Promise<number> {
  return withTenant(context.deps.db, context.viewer.applicationId, async (tx) => {
    await authorize(context, tx, 'view-member', { kind: 'branch', id: branchId });
    const found = await findMembershipsByCustomerReference(tx, customerReference.trim());
    const persons = await findPersonsInTransaction(tx, [...new Set(found.map((f) => f.membership.personId))]);
    const atBranch = new Set(persons.filter((p) => p.homeBranchId === branchId).map((p) => p.id));
    const rows = found.map((f) => f.membership).filter((row) => atBranch.has(row.personId));
    if (rows.length === 0) throw new DomainError('OVERDUE_AMOUNT_UNAVAILABLE');
    const views = await viewsOf(context, tx, rows);
    return views.reduce((sum, view) => sum + view.summary.overdueAmount, 0);
  });
}
