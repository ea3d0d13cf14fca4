import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/client.ts';
import {
  epochMicros,
  type TimeWindow,
  timeWindowCondition,
  timeWindowOrder,
} from '../../../platform/db/time-keyset.ts';
import { membershipBillingAccounts, memberships } from '../../membership-records/public.ts';
import { membershipBlocks } from './membership-blocking.table.ts';

export type MembershipBlockRow = typeof membershipBlocks.$inferSelect;

/** A billing membership overdue control looks at, with its open block if it has one. */
export interface BlockingCandidate {
  id: string;
  personId: string;
  branchId: string;
  status: string;
  startDate: string;
  endDate: string | null;
  cancellationReason: string | null;
  openBlock: MembershipBlockRow | null;
}

/**
 * Billing memberships stored ACTIVE or BLOCKED (the only statuses overdue control moves between)
 * and any membership with an open block, of the transaction's organisation.
 */
export async function findBlockingCandidates(tx: Transaction): Promise<BlockingCandidate[]> {
  const rows = await tx
    .select({
      id: memberships.id,
      personId: memberships.personId,
      branchId: memberships.branchId,
      status: memberships.status,
      startDate: memberships.startDate,
      endDate: memberships.endDate,
      cancellationReason: memberships.cancellationReason,
      block: membershipBlocks,
    })
    .from(memberships)
    .innerJoin(membershipBillingAccounts, eq(membershipBillingAccounts.membershipId, memberships.id))
    .leftJoin(
      membershipBlocks,
      and(eq(membershipBlocks.membershipId, memberships.id), isNull(membershipBlocks.unblockedAt)),
    )
    .where(sql`${memberships.status} in ('ACTIVE', 'BLOCKED') or ${membershipBlocks.id} is not null`)
    .orderBy(memberships.id);
  return rows.map(({ block, ...row }) => ({ ...row, openBlock: block }));
}

/**
 * Opens a block and sets the membership BLOCKED, only while it is ACTIVE with no open block:
 * false when someone got there first (a second run, a concurrent job), and nothing changes.
 */
export async function openBlock(
  tx: Transaction,
  applicationId: string,
  candidate: BlockingCandidate,
  previousPersonStatus: string | null,
): Promise<boolean> {
  const updated = await tx
    .update(memberships)
    .set({ status: 'BLOCKED', updatedAt: sql`now()` })
    .where(and(eq(memberships.id, candidate.id), eq(memberships.status, 'ACTIVE')))
    .returning({ id: memberships.id });
  if (updated.length === 0) return false;
  await tx.insert(membershipBlocks).values({
    applicationId,
    membershipId: candidate.id,
    personId: candidate.personId,
    branchId: candidate.branchId,
    previousStatus: 'ACTIVE',
    previousPersonStatus,
  });
  return true;
}

/**
 * Closes an open block and puts the membership's status back while it is still BLOCKED. An admin's
 * allowance (Unblock) belonged to this block and ends with it: a later block keeps the member out
 * until an admin allows access again (docs/overdue-control.md).
 */
export async function closeBlock(tx: Transaction, block: MembershipBlockRow): Promise<boolean> {
  const closed = await tx
    .update(membershipBlocks)
    .set({ unblockedAt: sql`now()` })
    .where(and(eq(membershipBlocks.id, block.id), isNull(membershipBlocks.unblockedAt)))
    .returning({ id: membershipBlocks.id });
  if (closed.length === 0) return false;
  await tx
    .update(memberships)
    .set({
      status: block.previousStatus,
      allowAccessFrom: null,
      allowAccessUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(memberships.id, block.membershipId), eq(memberships.status, 'BLOCKED')));
  return true;
}

/** Whether the person still has another open block at the branch (their role stays BLOCKED). */
export async function hasOtherOpenBlock(tx: Transaction, block: MembershipBlockRow): Promise<boolean> {
  const rows = await tx
    .select({ id: membershipBlocks.id })
    .from(membershipBlocks)
    .where(
      and(
        eq(membershipBlocks.personId, block.personId),
        eq(membershipBlocks.branchId, block.branchId),
        isNull(membershipBlocks.unblockedAt),
        ne(membershipBlocks.id, block.id),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Persons with any open block, among `personIds`. */
export async function personsWithOpenBlocks(
  tx: Transaction,
  personIds: readonly string[],
): Promise<Set<string>> {
  if (personIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ personId: membershipBlocks.personId })
    .from(membershipBlocks)
    .where(and(isNull(membershipBlocks.unblockedAt), inArray(membershipBlocks.personId, [...personIds])));
  return new Set(rows.map((row) => row.personId));
}

/** What door access reads of a membership stored BLOCKED (membership-door-access.ts). */
export interface BlockedMembershipRow {
  personId: string;
  branchId: string;
  status: string;
  startDate: string;
  endDate: string | null;
  cancellationReason: string | null;
  allowAccessFrom: string | null;
  allowAccessUntil: string | null;
}

/** The memberships stored BLOCKED of `personIds`, or of everyone in the organisation when absent. */
export async function findBlockedMemberships(
  tx: Transaction,
  personIds?: readonly string[],
): Promise<BlockedMembershipRow[]> {
  if (personIds?.length === 0) return [];
  return tx
    .select({
      personId: memberships.personId,
      branchId: memberships.branchId,
      status: memberships.status,
      startDate: memberships.startDate,
      endDate: memberships.endDate,
      cancellationReason: memberships.cancellationReason,
      allowAccessFrom: memberships.allowAccessFrom,
      allowAccessUntil: memberships.allowAccessUntil,
    })
    .from(memberships)
    .where(
      and(
        eq(memberships.status, 'BLOCKED'),
        personIds ? inArray(memberships.personId, [...personIds]) : undefined,
      ),
    );
}

export interface MembershipBlockActivityRow {
  id: string;
  membershipId: string;
  branchId: string;
  at: Date;
  atMicros: string;
  action: 'BLOCKED' | 'UNBLOCKED';
}

/** A person's blocks and unblocks in a window, as membership activities. */
export async function findBlockActivities(
  tx: Transaction,
  personId: string,
  window: TimeWindow,
): Promise<MembershipBlockActivityRow[]> {
  const blocked = await tx
    .select({
      id: membershipBlocks.id,
      membershipId: membershipBlocks.membershipId,
      branchId: membershipBlocks.branchId,
      at: membershipBlocks.blockedAt,
      atMicros: epochMicros(membershipBlocks.blockedAt),
    })
    .from(membershipBlocks)
    .where(
      and(
        eq(membershipBlocks.personId, personId),
        timeWindowCondition(membershipBlocks.blockedAt, membershipBlocks.id, window),
      ),
    )
    .orderBy(...timeWindowOrder(membershipBlocks.blockedAt, membershipBlocks.id, window.order))
    .limit(window.limit);
  const unblocked = await tx
    .select({
      id: membershipBlocks.id,
      membershipId: membershipBlocks.membershipId,
      branchId: membershipBlocks.branchId,
      at: membershipBlocks.unblockedAt,
      atMicros: epochMicros(membershipBlocks.unblockedAt),
    })
    .from(membershipBlocks)
    .where(
      and(
        eq(membershipBlocks.personId, personId),
        isNotNull(membershipBlocks.unblockedAt),
        timeWindowCondition(membershipBlocks.unblockedAt, membershipBlocks.id, window),
      ),
    )
    .orderBy(...timeWindowOrder(membershipBlocks.unblockedAt, membershipBlocks.id, window.order))
    .limit(window.limit);
  return [
    ...blocked.map((row) => ({ ...row, action: 'BLOCKED' as const })),
    ...unblocked.flatMap((row) => (row.at ? [{ ...row, at: row.at, action: 'UNBLOCKED' as const }] : [])),
  ];
}
