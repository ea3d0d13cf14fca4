/**
 * Ending an account's sessions (Reset password, Deactivate, Reactivate). The account records when
 * (`users.sessions_valid_after`); the identity provider then refuses every provider session,
 * authorization code and refresh token of a sign-in made before, so they need not be found and
 * deleted one by one, and one that is being refreshed at that moment cannot slip through.
 *
 * oidc-provider records a sign-in's time in whole seconds (`authTime`). A sign-in in the same
 * second as the end is refused (it may have come just before it); a new sign-in made in that
 * second waits for the next one, so it is never refused by mistake.
 */

/** Whether a sign-in made at `authTime` (epoch seconds) is one whose sessions have been ended. */
export function sessionEnded(authTime: number, sessionsValidAfter: Date | null): boolean {
  return sessionsValidAfter !== null && authTime <= Math.floor(sessionsValidAfter.getTime() / 1000);
}

/** How many milliseconds a sign-in completing `now` must wait to fall after the end (mostly 0). */
export function waitAfterSessionsEnded(sessionsValidAfter: Date | null, now = Date.now()): number {
  if (sessionsValidAfter === null) return 0;
  const nextSecond = (Math.floor(sessionsValidAfter.getTime() / 1000) + 1) * 1000;
  return Math.max(0, nextSecond - now);
}
