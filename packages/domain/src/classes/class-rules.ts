import type { WaitlistStatus } from './classes-messages.ts';

/** The class's waitlist settings (spec 2 §3 sessionWaitlistConfig). */
export interface WaitlistConfig {
  readonly status: WaitlistStatus;
  /** Places on each session's waitlist; a limit of 0 counts as full (spec 2 §4). */
  readonly limit: number | null;
}

/** What the server knows of the class's waitlists when its settings change. */
export interface WaitlistSettingsFacts {
  /** Waitlist entries of this class's sessions that have not ended. */
  readonly futureWaitlistEntries: number;
}

export type WaitlistSettingsDecision =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: 'CLASS_WAITLIST_LIMIT_ERROR' | 'CLASS_ACTIVE_WAITLIST_ERROR' };

/**
 * Whether a class's waitlist settings may change from `current` to `next` (spec 2 §5, §8):
 * enabling needs a limit (CLASS_WAITLIST_LIMIT_ERROR), and switching off is refused while sessions
 * not yet over hold waitlist entries (CLASS_ACTIVE_WAITLIST_ERROR; the form says 'Waitlist contains
 * members and cannot be disabled at the moment' before it gets that far). Ours: lowering the limit
 * below the members already waiting is allowed; they keep their places and nobody new joins until
 * the list is under the limit again.
 */
export function decideWaitlistSettings(
  current: WaitlistConfig,
  next: WaitlistConfig,
  facts: WaitlistSettingsFacts,
): WaitlistSettingsDecision {
  if (next.status === 'ENABLED' && (next.limit === null || !Number.isInteger(next.limit) || next.limit < 1)) {
    return { ok: false, code: 'CLASS_WAITLIST_LIMIT_ERROR' };
  }
  if (current.status === 'ENABLED' && next.status === 'DISABLED' && facts.futureWaitlistEntries > 0) {
    return { ok: false, code: 'CLASS_ACTIVE_WAITLIST_ERROR' };
  }
  return { ok: true };
}
