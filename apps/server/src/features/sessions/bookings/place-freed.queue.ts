import { z } from 'zod';

/**
 * A place in a session was freed (a booking cancelled by the member or staff, or by a change of the
 * session): `releasePlace` enqueues it in the same transaction as the cancellation, so the job
 * exists exactly when the place is free. Its handler (offers and fees) assesses a late-cancellation
 * fee for the booking and offers the place to the first member waiting.
 */
export const PLACE_FREED_QUEUE = 'sessions.place-freed';

export const placeFreedPayload = z.object({
  applicationId: z.uuid(),
  sessionId: z.uuid(),
  bookingId: z.uuid(),
});
export type PlaceFreed = z.infer<typeof placeFreedPayload>;

/** The queue and its payload as `JobQueue.send` takes them; the job definition is the handler's. */
export const placeFreedQueue = { queue: PLACE_FREED_QUEUE, payload: placeFreedPayload } as const;
