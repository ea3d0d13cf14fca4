import { Temporal } from 'temporal-polyfill';
import type { OfferSession } from './offers.repository.ts';

/*
 * What the offer's messages and page say about the session: its own day and start as the branch
 * reads them (the wall clock it was defined in), and the hold's end in the session's zone.
 */

/** "Tue 3 Dec 2026, 06:00". */
export function sessionTimeText(session: Pick<OfferSession, 'date' | 'startTime'>): string {
  const day = Temporal.PlainDate.from(session.date).toLocaleString('en-NZ', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return `${day}, ${session.startTime}`;
}

/** "Tue 3 Dec, 08:00" in the session's zone. */
export function instantText(at: Temporal.Instant, timeZone: string): string {
  const local = at.toZonedDateTimeISO(timeZone);
  const day = local
    .toPlainDate()
    .toLocaleString('en-NZ', { weekday: 'short', day: 'numeric', month: 'short' });
  return `${day}, ${local.toPlainTime().toString({ smallestUnit: 'minute' })}`;
}

export function offerSmsText(session: OfferSession, expiresAt: Temporal.Instant, url: string): string {
  return `${session.branchName}: a place in ${session.name} on ${sessionTimeText(session)} is free for you until ${instantText(expiresAt, session.timeZone)}. Accept or decline: ${url}`;
}

export function bookedSmsText(session: OfferSession): string {
  return `${session.branchName}: a place came free in ${session.name} on ${sessionTimeText(session)} and you are booked in from the waitlist.`;
}
