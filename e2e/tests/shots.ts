import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** Screenshots for a person to look at (test-results/screenshots, not committed). */
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/screenshots');

/**
 * Waits until the page has laid itself out: two frames (media queries, resize observers and the
 * React renders they start land in the next one) and every finite animation or transition done.
 * The journeys' browser asks for reduced motion, so most of these are already instant; waiting
 * for what is really running beats a fixed pause on a machine that is sometimes slow and
 * sometimes not.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Whether the journeys take their screenshots: `E2E_SCREENSHOTS=1` (docs/testing.md). They assert
 * nothing (the width checks of accessibility.ts do, at 390 px, on every page scanned), and
 * rasterising full pages is a large share of what the browsers spend in a run, so `npm test`
 * leaves them out; a failed journey still keeps its screenshot and trace.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** A screenshot of the page as it is, as test-results/screenshots/{name}.png, when they are on. */
export async function capture(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

/** The page as it is, at 1280 and at 390 px, then back at 1280 px (when screenshots are on). */
export async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  for (const { label, width, height } of [
    { label: 'wide', width: 1280, height: 800 },
    { label: 'narrow', width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width, height });
    await settle(page);
    await capture(page, `${name}-${label}`, { fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
