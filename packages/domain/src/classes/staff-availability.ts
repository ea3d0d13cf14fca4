import { Temporal } from 'temporal-polyfill';
import type { StaffAvailability } from './classes-messages.ts';

/** One of a staff member's sessions as an instant span (sessionSpan gives it from wall-clock time). */
export interface StaffSessionSpan {
  readonly id: string;
  readonly start: Temporal.Instant;
  readonly end: Temporal.Instant;
}

export interface StaffAvailabilityAnswer {
  readonly status: Exclude<StaffAvailability, 'LOADING'>;
  /** The sessions that overlap the proposed span, earliest first: what BUSY is about. */
  readonly overlapping: readonly StaffSessionSpan[];
}

/** Whether two spans share time: touching (one ends as the other starts) is not overlapping. */
export function spansOverlap(
  a: { readonly start: Temporal.Instant; readonly end: Temporal.Instant },
  b: { readonly start: Temporal.Instant; readonly end: Temporal.Instant },
): boolean {
  return Temporal.Instant.compare(a.start, b.end) < 0 && Temporal.Instant.compare(b.start, a.end) < 0;
}

/**
 * Whether a staff member is free for a proposed span (spec 2 §4 "Staff availability"): BUSY when
 * another of their sessions overlaps it, FREE otherwise; a class ending at 10:00 leaves its
 * teacher free for one starting at 10:00. Null, no status, when the span does not start before it
 * ends (the spec gives none then). `editing` is the session being edited: its own current span is
 * not a clash with its new one.
 */
export function staffAvailability(
  sessions: readonly StaffSessionSpan[],
  proposed: { readonly start: Temporal.Instant; readonly end: Temporal.Instant },
  editing: string | null = null,
): StaffAvailabilityAnswer | null {
  if (Temporal.Instant.compare(proposed.start, proposed.end) >= 0) return null;
  const overlapping = sessions
    .filter((session) => session.id !== editing && spansOverlap(session, proposed))
    .sort((a, b) => Temporal.Instant.compare(a.start, b.start));
  return { status: overlapping.length > 0 ? 'BUSY' : 'FREE', overlapping };
}
