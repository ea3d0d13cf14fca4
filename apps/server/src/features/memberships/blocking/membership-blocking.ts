import {
  ledgerSummary,
  membershipStatusOn,
  type OverdueSettings,
  shouldBlockForOverdue,
} from '@clubline/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Transaction } from '../../../platform/db/client.ts';
import { ledgerOf, membershipsInArrears, toLedgerEntry } from '../../billing/public.ts';
import {
  changeMemberRoleStatus,
  MEMBER_ROLE_STATUSES,
  memberRoleStatus,
  setPersonTag,
} from '../../members/public.ts';
import {
  type BlockingCandidate,
  closeBlock,
  findBlockingCandidates,
  hasOtherOpenBlock,
  type MembershipBlockRow,
  openBlock,
  personsWithOpenBlocks,
} from './membership-blocking.repository.ts';
import { refreshDoorAccess } from './membership-door-access.ts';

/** How many memberships' ledgers are read together. */
const LEDGER_BATCH = 2000;

/** The person tag shown while overdue control keeps one of their memberships BLOCKED. */
const BLOCKED_TAG = 'blocked';

export interface OverdueAssessment {
  blocked: number;
  unblocked: number;
}

/**
 * Overdue control for one organisation (spec 3 §4, docs/overdue-control.md): every billing
 * membership that would be ACTIVE today is BLOCKED while shouldBlockForOverdue says so (the
 * overdue amount from its ledger, never stored), and every membership this blocked goes back to
 * the status it had once it no longer does (paid, settled, or the settings relaxed or turned off).
 * The door controller is told too (membership-door-access.ts). The state is the ledger's and the
 * settings'; running it again changes nothing.
 */
export async function assessOverdueBlocking(
  tx: Transaction,
  applicationId: string,
  settings: OverdueSettings,
  today: Temporal.PlainDate,
): Promise<OverdueAssessment> {
  const all = await findBlockingCandidates(tx);
  // Only a membership with something overdue can be blocked, and only an open block can end (with
  // control off, that is all that can change): the rest need no ledger read. An organisation of
  // 100,000 memberships would otherwise hold every ledger row in memory at once.
  const inArrears = settings.enabled ? await membershipsInArrears(tx, today.toString()) : new Set<string>();
  const candidates = all.filter((candidate) => candidate.openBlock || inArrears.has(candidate.id));
  // What an open block at a person's branch recorded of their role, for a second block there.
  const roleBefore = new Map<string, string | null>();
  for (const candidate of candidates) {
    if (candidate.openBlock) roleBefore.set(roleKey(candidate), candidate.openBlock.previousPersonStatus);
  }
  const result: OverdueAssessment = { blocked: 0, unblocked: 0 };
  const touched = new Set<string>();
  // A batch's ledgers at a time: bounded memory, and one bind parameter per id stays far below
  // PostgreSQL's 65,535.
  for (let from = 0; from < candidates.length; from += LEDGER_BATCH) {
    const batch = candidates.slice(from, from + LEDGER_BATCH);
    const ledgers = await ledgerOf(
      tx,
      batch.map((candidate) => candidate.id),
    );
    for (const candidate of batch) {
      const ledger = (ledgers.get(candidate.id) ?? []).map(toLedgerEntry);
      const block =
        wouldBeActive(candidate, today) &&
        shouldBlockForOverdue(settings, ledgerSummary(ledger, today), today);
      if (block && !candidate.openBlock && candidate.status === 'ACTIVE') {
        if (await blockMembership(tx, applicationId, candidate, roleBefore)) {
          result.blocked += 1;
          touched.add(candidate.personId);
        }
      } else if (!block && candidate.openBlock) {
        if (await unblockMembership(tx, candidate.openBlock)) {
          result.unblocked += 1;
          touched.add(candidate.personId);
        }
      }
    }
  }
  await refreshBlockedTags(tx, [...touched]);
  // The doors follow: a blocked member's access level is taken back, an unblocked one's given back.
  await refreshDoorAccess(tx, applicationId, [...touched]);
  return result;
}

const roleKey = (row: { personId: string; branchId: string }) => `${row.personId}:${row.branchId}`;

/** The status the membership would show today without overdue control: ACTIVE is the one it blocks. */
function wouldBeActive(candidate: BlockingCandidate, today: Temporal.PlainDate): boolean {
  const status = candidate.openBlock ? candidate.openBlock.previousStatus : candidate.status;
  return membershipStatusOn({ ...candidate, status }, today) === 'ACTIVE';
}

async function blockMembership(
  tx: Transaction,
  applicationId: string,
  candidate: BlockingCandidate,
  roleBefore: Map<string, string | null>,
): Promise<boolean> {
  const role = await memberRoleStatus(tx, candidate.personId, candidate.branchId);
  const key = roleKey(candidate);
  // Already BLOCKED by another block of ours at the branch: remember what that one will put back.
  const previous = role === 'BLOCKED' ? (roleBefore.get(key) ?? null) : role;
  if (!(await openBlock(tx, applicationId, candidate, previous))) return false;
  if (role !== null && role !== 'BLOCKED') {
    await changeMemberRoleStatus(tx, { ...candidate, from: role, to: 'BLOCKED' });
  }
  roleBefore.set(key, previous);
  return true;
}

async function unblockMembership(tx: Transaction, block: MembershipBlockRow): Promise<boolean> {
  if (!(await closeBlock(tx, block))) return false;
  const previous = MEMBER_ROLE_STATUSES.find((status) => status === block.previousPersonStatus);
  if (previous && previous !== 'BLOCKED' && !(await hasOtherOpenBlock(tx, block))) {
    await changeMemberRoleStatus(tx, { ...block, from: 'BLOCKED', to: previous });
  }
  return true;
}

/** Puts the 'blocked' tag on each of `personIds` while any block of theirs is open, else takes it off. */
async function refreshBlockedTags(tx: Transaction, personIds: string[]): Promise<void> {
  if (personIds.length === 0) return;
  const blocked = await personsWithOpenBlocks(tx, personIds);
  await setPersonTag(
    tx,
    BLOCKED_TAG,
    personIds.filter((id) => blocked.has(id)),
    personIds.filter((id) => !blocked.has(id)),
  );
}
