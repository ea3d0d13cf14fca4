/**
 * What each confirmation says will happen (spec 3 §4, §7): nothing moves, is removed, undone or
 * archived until the user confirms. Texts are built from the members concerned so the user sees
 * how many move, where to, and who stays.
 */

/** How many go to one branch. */
export interface DestinationCount {
  branchName: string;
  count: number;
}

const people = (count: number): string => (count === 1 ? '1 member' : `${count} members`);

/** "5 to Newtown, 2 to Wellington", the largest group first. */
function destinationsOf(destinations: readonly DestinationCount[]): string {
  return [...destinations]
    .sort((a, b) => b.count - a.count || a.branchName.localeCompare(b.branchName))
    .map(({ branchName, count }) => `${count} to ${branchName}`)
    .join(', ');
}

/** The members' destinations counted (the chosen ones; Transfer all has the server's counts). */
export function countDestinations(members: readonly { destinationBranchName: string }[]): DestinationCount[] {
  const counts = new Map<string, number>();
  for (const member of members) {
    counts.set(member.destinationBranchName, (counts.get(member.destinationBranchName) ?? 0) + 1);
  }
  return [...counts].map(([branchName, count]) => ({ branchName, count }));
}

export interface TransferConfirmation {
  title: string;
  lines: string[];
  confirmLabel: string;
}

/**
 * Transfer all / Transfer selected: who moves where, what follows them (docs/members.md
 * "Transfer"), and how many of those chosen the dry run holds back.
 */
export function transferConfirmation(
  movable: readonly DestinationCount[],
  heldBack: number,
  all: boolean,
): TransferConfirmation {
  const moving = movable.reduce((sum, destination) => sum + destination.count, 0);
  const lines = [
    `${people(moving)} will move: ${destinationsOf(movable)}.`,
    'Their memberships and billing accounts move to the new branch and door access changes at once; class bookings at the old branch stay.',
  ];
  if (heldBack > 0) {
    lines.push(
      `${people(heldBack)} ${all ? 'on the list' : 'you chose'} cannot move now (see the dry run) and will stay where they are.`,
    );
  }
  lines.push('Nothing moves until you confirm. You can undo the transfer within 14 days.');
  return {
    title: all ? 'Transfer all members' : 'Transfer selected members',
    lines,
    confirmLabel: `Transfer ${people(moving)}`,
  };
}

export function removeConfirmation(count: number): TransferConfirmation {
  return {
    title: 'Remove from the list',
    lines: [
      `${people(count)} will be taken off this transfer list. They stay at their branch and are not transferred.`,
    ],
    confirmLabel: `Remove ${people(count)}`,
  };
}

export function retryConfirmation(count: number): TransferConfirmation {
  return {
    title: 'Retry failed transfers',
    lines: [
      `The transfer of ${people(count)} will be tried again. Members already transferred are not touched.`,
    ],
    confirmLabel: 'Retry',
  };
}

export function undoConfirmation(count: number, until: string): TransferConfirmation {
  return {
    title: 'Undo the transfer',
    lines: [
      `${people(count)} will move back to the branch they came from, with their memberships, billing accounts and door access.`,
      `A transfer can be undone until ${until}.`,
    ],
    confirmLabel: 'Undo transfer',
  };
}

/** Undo one member's transfer: who moves back, from where to where, and what follows them. */
export function undoMemberConfirmation(
  member: { firstName: string; lastName: string; sourceBranchName: string; destinationBranchName: string },
  until: string,
): TransferConfirmation {
  const name = `${member.firstName} ${member.lastName}`.trim();
  return {
    title: `Undo ${name}’s transfer`,
    lines: [
      `${name} will move back from ${member.destinationBranchName} to ${member.sourceBranchName}.`,
      `Their memberships continue at ${member.sourceBranchName} with their contract, billed by its account, and door access changes back at once. Class bookings stay as they are.`,
      `Other members of the list stay where they are. A transfer can be undone until ${until}.`,
    ],
    confirmLabel: 'Undo this transfer',
  };
}

export const ARCHIVE_CONFIRMATION: TransferConfirmation = {
  title: 'Archive the list',
  lines: [
    'The list is put away and nobody else on it is transferred; members already transferred stay at their new branch. You can then generate a new list.',
  ],
  confirmLabel: 'Archive',
};
