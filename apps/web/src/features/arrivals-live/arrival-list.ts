/** Spec 1 §9: the arrival card keeps at most 20 arrivals (the newest replaces the 20th). */
export const ARRIVAL_LIST_MAX = 20;

/** What the list needs of an arrival; the card shows the rest of it. */
export interface ListedArrival {
  id: string;
  personId: string | null;
  firstName: string | null;
  lastName: string | null;
  /** When they arrived, epoch seconds. */
  time: number;
}

export interface ArrivalListState<A extends ListedArrival> {
  /** Newest first, one per person. */
  arrivals: A[];
  /** The arrival shown in full; the first unless the user picked another. */
  selectedId: string | null;
  /** The user picked `selectedId` themselves: new arrivals do not take the selection from it. */
  picked: boolean;
}

type ArrivalListAction<A extends ListedArrival> =
  | { type: 'arrived'; arrival: A }
  | { type: 'select'; id: string }
  | { type: 'clear' };

export function emptyArrivalList<A extends ListedArrival>(): ArrivalListState<A> {
  return { arrivals: [], selectedId: null, picked: false };
}

/**
 * Who an arrival is, for de-duplication: the person's id, or when it is missing (a card nobody
 * holds) one made from first and last name (spec 1 §4.4); a nameless unknown card is its own entry.
 */
function personKeyOf(arrival: ListedArrival): string {
  if (arrival.personId) return `person:${arrival.personId}`;
  const name = `${arrival.firstName ?? ''} ${arrival.lastName ?? ''}`
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return name ? `name:${name}` : `arrival:${arrival.id}`;
}

/**
 * Spec 1 §4.4: new arrivals accumulate newest first (by their time: a door's offline swipes come
 * late), one per person (their latest), at most 20; the first is selected unless the user picked
 * another that is still listed; close clears everything.
 */
export function arrivalListReducer<A extends ListedArrival>(
  state: ArrivalListState<A>,
  action: ArrivalListAction<A>,
): ArrivalListState<A> {
  switch (action.type) {
    case 'clear':
      return emptyArrivalList();
    case 'select':
      if (!state.arrivals.some((arrival) => arrival.id === action.id)) return state;
      return { ...state, selectedId: action.id, picked: true };
    case 'arrived': {
      const incoming = action.arrival;
      const key = personKeyOf(incoming);
      const previous = state.arrivals.find((arrival) => personKeyOf(arrival) === key);
      // The same arrival twice (a message repeated), or an older one of someone listed: no change.
      if (previous && (previous.id === incoming.id || previous.time > incoming.time)) return state;
      const others = state.arrivals.filter((arrival) => personKeyOf(arrival) !== key);
      const arrivals = [incoming, ...others].sort((a, b) => b.time - a.time).slice(0, ARRIVAL_LIST_MAX);
      if (state.picked) {
        // A pick follows its person to their newer arrival, and holds while it is listed.
        const followed = previous?.id === state.selectedId ? incoming.id : state.selectedId;
        if (arrivals.some((arrival) => arrival.id === followed))
          return { arrivals, selectedId: followed, picked: true };
      }
      return { arrivals, selectedId: arrivals[0]?.id ?? null, picked: false };
    }
  }
}
