import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** What the membership journeys share: picking a select's option, and screenshots at two widths. */

/** Opens the dialog's combobox labelled `label` and picks `option` (Mantine renders options in a portal). */
export async function choose(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  label: RegExp,
  option: string,
): Promise<void> {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Screenshots for a person to look at (the memberships pages at 1280 and 390 px); not committed. */
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/screenshots');

export async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const { label, width, height } of [
    { label: 'wide', width: 1280, height: 800 },
    { label: 'narrow', width: 390, height: 844 },
  ]) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
