/**
 * An extension point of the web module contract: a place in one feature's pages that features on
 * higher floors fill (a tab of the member area, a card of the member overview), so the feature
 * that shows the place never imports the features that fill it (docs/ARCHITECTURE-NOTES.md
 * "Feature floors"). The owner declares the slot in its `public.ts` and reads it where its routes
 * are built (`ModuleRoute.children` as a function of the fills); a higher feature fills it from
 * its module's `fills`; the shell hands every fill of the modules in `src/features.ts` to every
 * module's routes, in list order.
 */
export interface Slot<T extends object> {
  /** For messages: `<owner feature>.<place>`. */
  readonly name: string;
  /** This slot filled with `value`, for a module's `fills`. */
  fill(value: T): SlotFill;
  /** What `fills` put in this slot, in their order; fills of other slots are skipped. */
  valuesIn(fills: readonly SlotFill[]): T[];
}

/** One module's value for one slot, opaque: only its slot reads the value back. */
export interface SlotFill {
  /** The filled slot's name. */
  readonly slot: string;
}

/**
 * A new slot. Its fills keep their values in the slot's own table, keyed by the fill, so a value
 * comes back with the type it was filled with: no cast, and a fill of another slot (even one of
 * the same name) is never read as this one's.
 */
export function defineSlot<T extends object>(name: string): Slot<T> {
  const values = new WeakMap<SlotFill, T>();
  return {
    name,
    fill(value) {
      const fill: SlotFill = Object.freeze({ slot: name });
      values.set(fill, value);
      return fill;
    },
    valuesIn(fills) {
      return fills.flatMap((fill) => {
        const value = values.get(fill);
        return value === undefined ? [] : [value];
      });
    },
  };
}
