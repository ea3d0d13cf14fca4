import { randomInt } from 'node:crypto';
import type { DemoCard } from '@clubline/domain';
import type { AllowListEntry } from '../door-protocol.ts';

/** The cards a simulated door swipes on demand (the CLI simulator and the development page). */
export type { DemoCard };

/**
 * The demo cards the door's list offers, by kind: every card it lets in (so arrivals vary), the
 * blocked and suspended ones, and a made-up card no one holds. Read from the door's own list, as a
 * person testing a real door would pick cards they know the answer for.
 */
export function demoCards(entries: readonly AllowListEntry[]): Record<DemoCard, string[]> {
  const withReason = (codes: readonly string[]) =>
    entries
      .filter((entry) => !entry.granted && codes.includes(entry.reason?.code ?? ''))
      .map((entry) => entry.cardNumber);
  return {
    valid: entries.filter((entry) => entry.granted).map((entry) => entry.cardNumber),
    blocked: withReason(['MEMBERSHIP_BLOCKED', 'MEMBERSHIP_BLOCKED_OVERDUE']),
    suspended: withReason(['MEMBERSHIP_SUSPENDED']),
    unknown: [`SIMUNKNOWN${randomInt(100_000, 999_999)}`],
  };
}

/** One card of the kind at random, or null when the list holds none. */
export function pickDemoCard(cards: Record<DemoCard, string[]>, kind: DemoCard): string | null {
  const choices = cards[kind];
  return choices.length === 0 ? null : (choices[randomInt(choices.length)] ?? null);
}
