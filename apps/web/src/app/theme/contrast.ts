/**
 * WCAG 2.x contrast arithmetic for the theme (docs/accessibility.md). Colours are `#rrggbb`,
 * which is how Mantine's palettes are written.
 */

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance as WCAG 2.x defines it (sRGB, 0 for black to 1 for white). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = parseHex(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour darkened in small steps (each channel scaled towards black, so the hue stays) until
 * it reaches `minimum` against every background. A colour that already does is returned as is.
 */
export function darkenToContrast(hex: string, backgrounds: readonly string[], minimum: number): string {
  for (let step = 0; step <= 100; step += 1) {
    const candidate = scaleTowardsBlack(hex, step / 100);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= minimum)) return candidate;
  }
  return '#000000';
}

/** Each channel scaled by (1 - amount): 0 leaves the colour, 1 is black; the hue is kept. */
export function scaleTowardsBlack(hex: string, amount: number): string {
  const [red, green, blue] = parseHex(hex);
  const factor = 1 - amount;
  return toHex([red * factor, green * factor, blue * factor]);
}
