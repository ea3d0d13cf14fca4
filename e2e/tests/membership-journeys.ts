import type { Page } from '@playwright/test';

/** What the membership journeys share: picking a select's option (and, re-exported, screenshots at two widths). */

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

export { shoot } from './shots.ts';
