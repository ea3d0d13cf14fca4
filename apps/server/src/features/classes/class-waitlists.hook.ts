import type { Transaction } from '../../platform/db/client.ts';
import { defineHook } from '../../platform/modules/hooks.ts';

/**
 * The question a class asks of the sessions above it: how many members wait on the waitlists of
 * its sessions not yet over (spec 2 §5 "Disabling is refused while future sessions hold waitlist
 * bookings"; spec 3 §4 `hasActiveSessionWaitlist`). Classes sit below sessions and may not import
 * them, so the answer comes through a hook: the sessions' handler fills `waiting` for the classes
 * asked about (a class with none is left out).
 */
export interface ClassWaitlistsQuestion {
  readonly classIds: readonly string[];
  readonly waiting: Map<string, number>;
}

export const classWaitlistsAsked = defineHook<ClassWaitlistsQuestion>('classes.waitlists-asked');

/** Members waiting for sessions not yet over, by class (0 for a class without any). */
export async function activeWaitlistEntries(
  tx: Transaction,
  classIds: readonly string[],
): Promise<ReadonlyMap<string, number>> {
  const question: ClassWaitlistsQuestion = { classIds, waiting: new Map() };
  if (classIds.length > 0) await classWaitlistsAsked.announce(tx, question);
  return question.waiting;
}
