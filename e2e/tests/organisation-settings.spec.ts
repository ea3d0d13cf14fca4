import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { ACME_ORIGIN as ACME, expect, open, test } from './personas.ts';

/*
 * Organisation settings (spec 1 §3, spec 3 §2, §5; docs/organisation-settings.md) and overdue
 * control (spec 3 §4; docs/overdue-control.md). The demo organisation bills through paysmart (no
 * Overdue page); Acme through debitsuccess, where the seed leaves one Hobart member with a debit
 * declined at the bank and its dishonour fee unpaid.
 */
const HOBART = '00000002-0002-4000-8000-000000000002';

test.describe('as the super admin', () => {
  test.use({ persona: 'super.admin' });

  test('the member website minimum age is saved and read back', async ({ page }) => {
    await open(page, '/organization/settings');
    // The settings open on member-website; paysmart has no Overdue page.
    await expect(page).toHaveURL(/\/organization\/settings\/member-website$/);
    await expect(page.getByRole('heading', { name: 'Organisation settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Member website' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overdue' })).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Minimum age' });
    await expect(form.getByLabel('Warn below age')).toHaveValue('18');
    await expectAccessible(page, 'organisation settings: member website');

    // The domain's rules, before anything is sent.
    await form.getByLabel('Restrict sign-up below an age').check();
    await form.getByLabel('Warn below an age').check();
    await form.getByLabel('Restrict below age').fill('18');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Warn below age must be greater than restrict below age')).toBeVisible();
    await form.getByLabel('Warn below age').fill('100');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Warn below age cannot exceed 99')).toBeVisible();

    await form.getByLabel('Restrict below age').fill('15');
    await form.getByLabel('Warn below age').fill('21');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully').first()).toBeVisible();

    await page.reload();
    const again = page.getByRole('form', { name: 'Minimum age' });
    await expect(again.getByLabel('Restrict below age')).toHaveValue('15');
    await expect(again.getByLabel('Warn below age')).toHaveValue('21');
    await expect(again.getByLabel('Restrict sign-up below an age')).toBeChecked();
    await expect(again.getByLabel('Warn below an age')).toBeChecked();
  });
});

/**
 * The Hobart member overdue control blocked: their row in My Members carries the 'blocked' tag
 * (50 a page: the first pages are read). Returns the address of their memberships page.
 */
async function blockedMember(page: Page): Promise<string | null> {
  for (const number of [1, 2, 3]) {
    await page.goto(`${ACME}/branch/${HOBART}/members${number > 1 ? `?page=${number}` : ''}`);
    const table = page.getByRole('table', { name: 'My Members' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const row = table.getByRole('row').filter({ has: page.getByText('blocked', { exact: true }) });
    if ((await row.count()) === 0) continue;
    const href = await row.first().getByRole('link').first().getAttribute('href');
    if (href) return `${ACME}${href.replace(/\/overview$/, '')}/memberships`;
  }
  return null;
}

test.describe('at Acme', () => {
  test.use({ persona: 'acme.super.admin' });

  test('under debitsuccess overdue control blocks a member with a dishonoured debit', async ({ page }) => {
    test.slow();
    await open(page, `${ACME}/organization/settings`);
    await expect(page.getByRole('heading', { name: 'Organisation settings', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Overdue' }).click();
    await expect(page).toHaveURL(/\/organization\/settings\/overdue$/);
    const form = page.getByRole('form', { name: 'Access control' });
    await expect(form.getByLabel('Block overdue memberships')).not.toBeChecked();
    await expectAccessible(page, 'organisation settings: overdue');

    await form.getByLabel('Overdue by amount').fill('1500');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Overdue by amount cannot exceed $1000')).toBeVisible();

    // Any amount overdue for more than a day blocks.
    await form.getByLabel('Block overdue memberships').check();
    await form.getByLabel('Overdue by amount').fill('0');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully').first()).toBeVisible();

    // Saving enqueued an assessment: the member is blocked within seconds, not at the next day's run.
    let found: string | null = null;
    await expect
      .poll(
        async () => {
          found = await blockedMember(page);
          return found !== null;
        },
        { timeout: 60_000, intervals: [2000] },
      )
      .toBe(true);
    if (found === null) throw new Error('no blocked member');
    const memberships: string = found;
    await page.goto(memberships);
    const active = page.getByRole('table', { name: 'Active memberships' });
    await expect(active.getByRole('row').filter({ hasText: 'Blocked' })).toHaveCount(1);
    await expectAccessible(page, 'memberships of a blocked member');

    // Turning control off unblocks them again.
    await page.goto(`${ACME}/organization/settings/overdue`);
    const off = page.getByRole('form', { name: 'Access control' });
    await expect(off.getByLabel('Block overdue memberships')).toBeChecked();
    await off.getByLabel('Block overdue memberships').uncheck();
    await off.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved successfully').first()).toBeVisible();
    await expect
      .poll(
        async () => {
          await page.goto(memberships);
          const active = page.getByRole('table', { name: 'Active memberships' });
          await expect(active).toBeVisible();
          return active.getByRole('row').filter({ hasText: 'Blocked' }).count();
        },
        { timeout: 30_000, intervals: [2000] },
      )
      .toBe(0);
  });
});
