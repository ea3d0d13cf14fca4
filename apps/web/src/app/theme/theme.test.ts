import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { contrastRatio, darkenToContrast } from './contrast.ts';

/**
 * WCAG AA for the theme's text and controls (docs/accessibility.md): 4.5:1 for text, 3:1 for
 * large text and control boundaries. Each pair is what Mantine's light scheme draws with the
 * theme's colours, so a palette or shade change that breaks one fails here, not in a browser.
 */
const TEXT = 4.5;
const CONTROL = 3;

// MantineProvider merges the theme over Mantine's defaults; so does this test.
const colors: Record<string, readonly string[] | undefined> = { ...DEFAULT_THEME.colors, ...theme.colors };
const palette = (name: string): readonly string[] => {
  const shades = colors[name];
  if (!shades) throw new Error(`No palette ${name}`);
  return shades;
};
const shade = (name: string, index: number): string => {
  const value = palette(name)[index];
  if (!value) throw new Error(`No shade ${name}.${index}`);
  return value;
};

const primary = theme.primaryColor ?? 'blue';
const primaryShade = typeof theme.primaryShade === 'object' ? (theme.primaryShade.light ?? 6) : 6;
const WHITE = '#ffffff';
/** The page behind the content (the shell's gray 0) and the hover/stripe surface (gray 1). */
const PAGE = shade('gray', 0);
const STRIPE = shade('gray', 1);

describe('contrast arithmetic', () => {
  it('matches WCAG for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The failures axe reported before the palette change.
    expect(contrastRatio(DEFAULT_THEME.colors.teal[6], WHITE)).toBeCloseTo(2.55, 2);
    expect(contrastRatio(DEFAULT_THEME.colors.gray[6], WHITE)).toBeCloseTo(3.32, 2);
  });

  it('darkens a colour only as far as it needs to', () => {
    const darkened = darkenToContrast('#12b886', [WHITE], TEXT);
    expect(contrastRatio(darkened, WHITE)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(darkened, WHITE)).toBeLessThan(4.8);
    expect(darkenToContrast('#000000', [WHITE], TEXT)).toBe('#000000');
  });
});

describe('the theme meets WCAG AA', () => {
  it('keeps the brand: teal is the primary colour', () => {
    expect(primary).toBe('teal');
  });

  it('filled primary buttons: white text on the primary shade and on its hover shade', () => {
    expect(contrastRatio(WHITE, shade(primary, primaryShade))).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(WHITE, shade(primary, Math.min(primaryShade + 1, 9)))).toBeGreaterThanOrEqual(TEXT);
  });

  it('links (the primary shade) on white and on the page background', () => {
    for (const surface of [WHITE, PAGE, STRIPE])
      expect(contrastRatio(shade(primary, primaryShade), surface)).toBeGreaterThanOrEqual(TEXT);
  });

  it('dimmed text (gray 6) on white, the page and the sidebar', () => {
    for (const surface of [WHITE, PAGE, STRIPE])
      expect(contrastRatio(shade('gray', 6), surface)).toBeGreaterThanOrEqual(TEXT);
  });

  it('control boundaries (inputs, default buttons, checkboxes: gray 4) on white and the page', () => {
    for (const surface of [WHITE, PAGE, STRIPE])
      expect(contrastRatio(shade('gray', 4), surface)).toBeGreaterThanOrEqual(CONTROL);
  });

  it('placeholders (gray 5) on white', () => {
    expect(contrastRatio(shade('gray', 5), WHITE)).toBeGreaterThanOrEqual(TEXT);
  });

  it('error text (red 6) on white and on the page', () => {
    for (const surface of [WHITE, PAGE])
      expect(contrastRatio(shade('red', 6), surface)).toBeGreaterThanOrEqual(TEXT);
  });

  it('light variants (shade 9 on shade 1, and on shade 2 when hovered) for every palette', () => {
    for (const name of Object.keys(colors)) {
      if (name === 'dark') continue;
      for (const surface of [shade(name, 0), shade(name, 1), shade(name, 2)])
        expect(contrastRatio(shade(name, 9), surface), `${name}.9 on ${surface}`).toBeGreaterThanOrEqual(
          TEXT,
        );
    }
  });

  it('every text shade (6–9) of every palette on white, the page and the stripe, darkening in order', () => {
    for (const name of Object.keys(colors)) {
      if (name === 'dark') continue;
      for (let index = 6; index <= 9; index += 1) {
        for (const surface of [WHITE, PAGE, STRIPE])
          expect(
            contrastRatio(shade(name, index), surface),
            `${name}.${index} on ${surface}`,
          ).toBeGreaterThanOrEqual(TEXT);
        expect(
          contrastRatio(shade(name, index), WHITE),
          `${name}.${index} darker than ${index - 1}`,
        ).toBeGreaterThan(contrastRatio(shade(name, index - 1), WHITE));
      }
    }
  });

  it('keeps Mantine’s tints for backgrounds (shades 0–5; gray 0–3)', () => {
    for (const name of Object.keys(colors)) {
      const tints = name === 'gray' ? 4 : 6;
      expect(palette(name).slice(0, tints), name).toEqual(DEFAULT_THEME.colors[name]?.slice(0, tints));
    }
  });
});
