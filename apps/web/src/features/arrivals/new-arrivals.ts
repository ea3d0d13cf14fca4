/**
 * Spec 1 §4.4: "on the arrivals page each arrival also refreshes the arrivals list". The live
 * channel (the arrival card) announces each new arrival here; an open arrivals page of that branch
 * listens and reads its list again. A plain listener set, so announcing costs nothing and pulls no
 * page code into the card's chunk.
 */
type NewArrivalListener = (branchId: string) => void;

const listeners = new Set<NewArrivalListener>();

/** Called by the live channel for each new_arrival message of `branchId`. */
export function announceNewArrival(branchId: string): void {
  for (const listener of listeners) listener(branchId);
}

/** Listens for announced arrivals; returns the function that stops listening. */
export function onNewArrival(listener: NewArrivalListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
