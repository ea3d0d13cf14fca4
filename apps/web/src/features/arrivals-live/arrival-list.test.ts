import { describe, expect, it } from 'vitest';
import {
  ARRIVAL_LIST_MAX,
  type ArrivalListState,
  arrivalListReducer,
  emptyArrivalList,
  type ListedArrival,
} from './arrival-list.ts';

let clock = 1_700_000_000;
const arrival = (personId: string | null, overrides: Partial<ListedArrival> = {}): ListedArrival => {
  clock += 60;
  return {
    id: `a-${clock}`,
    personId,
    firstName: 'Ana',
    lastName: personId ?? 'Unknown',
    time: clock,
    ...overrides,
  };
};
const arrive = (state: ArrivalListState<ListedArrival>, ...arrivals: ListedArrival[]) =>
  arrivals.reduce((current, next) => arrivalListReducer(current, { type: 'arrived', arrival: next }), state);

describe('the arrival card list', () => {
  it('keeps at most 20, newest first: the newest replaces the 20th', () => {
    const all = Array.from({ length: ARRIVAL_LIST_MAX + 1 }, (_, index) => arrival(`p${index}`));
    const state = arrive(emptyArrivalList(), ...all);
    expect(state.arrivals).toHaveLength(20);
    expect(state.arrivals[0]?.personId).toBe('p20');
    expect(state.arrivals.at(-1)?.personId).toBe('p1');
  });

  it('shows one entry per person, their latest, moved to the top', () => {
    const first = arrival('ana');
    const bob = arrival('bob');
    const again = arrival('ana');
    const state = arrive(emptyArrivalList(), first, bob, again);
    expect(state.arrivals.map((entry) => entry.id)).toEqual([again.id, bob.id]);
  });

  it('makes a person from first and last name when the arrival has no person id', () => {
    const a = arrival(null, { firstName: 'Sam', lastName: 'Card' });
    const b = arrival(null, { firstName: 'sam ', lastName: 'CARD' });
    const nameless = arrival(null, { firstName: null, lastName: null });
    const otherNameless = arrival(null, { firstName: null, lastName: null });
    const state = arrive(emptyArrivalList(), a, b, nameless, otherNameless);
    expect(state.arrivals.map((entry) => entry.id)).toEqual([otherNameless.id, nameless.id, b.id]);
  });

  it('ignores a repeated message and an older arrival of someone listed', () => {
    const late = arrival('ana');
    const newer = arrival('ana');
    const state = arrive(emptyArrivalList(), newer);
    expect(arrive(state, newer)).toBe(state);
    expect(arrive(state, late)).toBe(state);
  });

  it('selects the first unless the user picked another, and a pick follows its person', () => {
    const ana = arrival('ana');
    const bob = arrival('bob');
    let state = arrive(emptyArrivalList(), ana, bob);
    expect(state.selectedId).toBe(bob.id);
    state = arrivalListReducer(state, { type: 'select', id: ana.id });
    const cleo = arrival('cleo');
    state = arrive(state, cleo);
    expect(state.selectedId).toBe(ana.id);
    const anaAgain = arrival('ana');
    state = arrive(state, anaAgain);
    expect(state.selectedId).toBe(anaAgain.id);
    expect(state.arrivals[0]?.id).toBe(anaAgain.id);
  });

  it('goes back to the first when the picked arrival drops off the end', () => {
    const oldest = arrival('oldest');
    let state = arrive(emptyArrivalList(), oldest);
    state = arrive(state, ...Array.from({ length: 5 }, (_, index) => arrival(`p${index}`)));
    state = arrivalListReducer(state, { type: 'select', id: oldest.id });
    state = arrive(state, ...Array.from({ length: ARRIVAL_LIST_MAX }, (_, index) => arrival(`q${index}`)));
    expect(state.arrivals.some((entry) => entry.id === oldest.id)).toBe(false);
    expect(state.selectedId).toBe(state.arrivals[0]?.id);
    expect(state.picked).toBe(false);
  });

  it('sorts by arrival time, so a door’s late offline swipe does not jump the queue', () => {
    const recent = arrival('ana');
    const offline = { ...arrival('bob'), time: recent.time - 600 };
    const state = arrive(emptyArrivalList(), recent, offline);
    expect(state.arrivals.map((entry) => entry.personId)).toEqual(['ana', 'bob']);
  });

  it('clears everything on close, and ignores picking what is not listed', () => {
    const state = arrive(emptyArrivalList(), arrival('ana'));
    expect(arrivalListReducer(state, { type: 'select', id: 'nope' })).toBe(state);
    expect(arrivalListReducer(state, { type: 'clear' })).toEqual(emptyArrivalList());
  });
});
