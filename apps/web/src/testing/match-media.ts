/**
 * A stand-in for window.matchMedia, which jsdom lacks: every query answers `matches(query)`.
 * The test setup answers no to all; a test of narrow screens answers yes to its breakpoint.
 */
export function fakeMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
