/** Phones: long forms open full screen below this width. */
export const NARROW_SCREEN = '(max-width: 48em)';
