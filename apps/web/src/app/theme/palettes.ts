import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { darkenToContrast, relativeLuminance, scaleTowardsBlack } from './contrast.ts';

/**
 * Mantine's palettes with the shades that draw text and control edges made WCAG AA
 * (docs/accessibility.md).
 *
 * Mantine's light scheme draws text and filled controls from shades 6–9: filled buttons and
 * badges are shade 6 under white text, links are shade 6, light variants write shade 9 on shade 1
 * (2 on hover), `--mantine-color-error` is red 6 and `dimmed` is gray 6. Out of the box teal 6
 * under white text gives 2.55:1 and gray 6 on white 3.32:1. Inputs, default buttons and
 * checkboxes are outlined in gray 4 (1.49:1) and placeholders are gray 5 (2.07:1).
 *
 * So each of those shades is darkened (same hue: channels scaled towards black) until it reaches
 * its minimum against every surface it sits on; the other shades (tints for backgrounds) are
 * Mantine's own. Mantine's teal stays the brand colour.
 */

/** WCAG 1.4.3 (text) and 1.4.11 (boundaries of controls). */
const TEXT_CONTRAST = 4.5;
const CONTROL_CONTRAST = 3;

/** Minimum contrast per shade; shades not listed are left as Mantine has them. */
type ShadeRules = Readonly<Partial<Record<number, number>>>;

const TEXT_SHADES: ShadeRules = { 6: TEXT_CONTRAST, 7: TEXT_CONTRAST, 8: TEXT_CONTRAST, 9: TEXT_CONTRAST };

/** Gray also outlines controls (4) and writes placeholders (5). */
const GRAY_SHADES: ShadeRules = { ...TEXT_SHADES, 4: CONTROL_CONTRAST, 5: TEXT_CONTRAST };

/** Surfaces text sits on: white cards and the shell's gray 0 page and gray 1 stripes/hover. */
const PAGE_SURFACES = ['#ffffff', DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1]] as const;

/** How much darker (channels scaled towards black) an adjusted shade is than the one before. */
const ORDER_STEP = 0.1;

/** Light variants write shade 9 on the palette's own tints (1, and 2 when hovered). */
const LIGHT_VARIANT_TEXT = 9;

function accessiblePalette(palette: MantineColorsTuple, rules: ShadeRules): MantineColorsTuple {
  const shades: string[] = [];
  palette.forEach((colour, shade) => {
    const minimum = rules[shade];
    const previous = shades[shade - 1];
    if (minimum === undefined || previous === undefined) {
      shades.push(colour);
      return;
    }
    const surfaces =
      shade === LIGHT_VARIANT_TEXT ? [...PAGE_SURFACES, palette[0], palette[1], palette[2]] : PAGE_SURFACES;
    const candidate = darkenToContrast(colour, surfaces, minimum);
    // Each adjusted shade is visibly darker than the one before, so hover (the next shade) shows.
    const floor = scaleTowardsBlack(previous, ORDER_STEP);
    const inOrder =
      rules[shade - 1] === undefined || relativeLuminance(candidate) <= relativeLuminance(floor);
    shades.push(inOrder ? candidate : floor);
  });
  return shades as unknown as MantineColorsTuple;
}

/**
 * Every Mantine palette made AA. `dark` is left alone: it is the dark scheme's surface scale.
 * The search is thousands of contrast ratios (tens of milliseconds of a phone's start-up, four
 * times that in Lighthouse's CPU), and its answer depends only on Mantine's palettes and the
 * rules above: it is worked out once, written to accessible-colors.ts (`npm run theme:colors -w
 * @clubline/web`), and the theme reads that; palettes.test.ts fails when the two differ.
 */
export function computeAccessibleColors(): Record<string, MantineColorsTuple> {
  return Object.fromEntries(
    Object.entries(DEFAULT_THEME.colors).map(([name, palette]) => {
      if (name === 'dark') return [name, palette];
      return [name, accessiblePalette(palette, name === 'gray' ? GRAY_SHADES : TEXT_SHADES)];
    }),
  );
}
