import type { Page } from '@playwright/test';
import { API_ORIGIN } from '../env.ts';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES } from './demo-members.ts';
import { expect, open, test } from './personas.ts';
import { capture } from './shots.ts';

/**
 * Spec 3 §2 "Branch billing accounts and terms". The journey changes Christchurch's
 * accounts so the other journeys, which use Auckland and Wellington, keep the demo's.
 */
const CHRISTCHURCH = '00000001-0002-4000-8000-000000000003';
const accountsPath = (branchId: string) => `/branch/${branchId}/management/branch-billing-accounts`;
const termsPath = (branchId: string) => `/branch/${branchId}/management/branch-terms-and-conditions`;

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test.describe('as the super admin', () => {
  test.use({ persona: 'super.admin' });

  test('an admin edits a billing account, moves the default and edits the terms', async ({ page }) => {
    await open(page, accountsPath(CHRISTCHURCH));
    await expect(page.getByRole('heading', { name: 'Branch billing accounts' })).toBeVisible();
    await expect(rowOf(page, 'Main account')).toContainText('$49.00');
    await expect(rowOf(page, 'Main account')).toContainText('Default');
    await expect(rowOf(page, 'Corporate account')).toContainText('Free');
    await expectAccessible(page, 'branch billing accounts');

    await page.getByRole('button', { name: 'Actions for Corporate account' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Corporate account' });
    await dialog.getByRole('textbox', { name: 'Cancellation fee' }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Cancellation fee is required')).toBeVisible();
    await expectAccessible(page, 'billing account edit with an error');
    await dialog.getByRole('textbox', { name: 'Cancellation fee' }).fill('25');
    await dialog.getByRole('checkbox', { name: 'Default account' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes have been made')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Exactly one default: the corporate account now, the main account no longer.
    await expect(rowOf(page, 'Corporate account')).toContainText('$25.00');
    await expect(rowOf(page, 'Corporate account')).toContainText('Default');
    await expect(rowOf(page, 'Main account')).not.toContainText('Default');
    await page.getByRole('button', { name: 'Actions for Corporate account' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Default account' })).toBeDisabled();
    await expect(dialog.getByText('An account already default cannot be unset')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(termsPath(CHRISTCHURCH));
    await expect(page.getByRole('heading', { name: 'Branch Terms & Conditions' })).toBeVisible();
    const account = page.getByRole('combobox', { name: 'Branch billing account' });
    // The default first, and preselected: the corporate account since the edit above.
    await expect(account).toHaveValue('Corporate account');
    await expect(page.getByTestId('terms-content')).toContainText('Corporate memberships');
    await expectAccessible(page, 'branch terms and conditions');

    await account.click();
    await page.getByRole('option', { name: 'Main account' }).click();
    await expect(page.getByTestId('terms-content')).toContainText('Cancellation');
    await page.getByRole('button', { name: 'Edit' }).click();
    const terms = page.getByRole('dialog', { name: 'Edit terms and conditions' });
    const text = terms.getByRole('textbox', { name: 'Terms and conditions' });
    await expect(text).toHaveAttribute('placeholder', 'Click here to input');
    await expect(text).toHaveAttribute('rows', '30');
    await text.fill('   ');
    await terms.getByRole('button', { name: 'Save' }).click();
    await expect(terms.getByText('Branch Terms and Conditions connot be blank')).toBeVisible();
    await expectAccessible(page, 'terms edit with an error');
    await text.fill('Members agree to pay weekly.\n\n<script>window.hacked = true</script>Bring your card.');
    await terms.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Billing account terms and conditions saved successfully.')).toBeVisible();
    await expect(terms).toBeHidden();
    const content = page.getByTestId('terms-content');
    await expect(content).toContainText('Members agree to pay weekly.');
    await expect(content).toContainText('Bring your card.');
    expect(await content.innerHTML()).not.toContain('script');
    expect(await page.evaluate(() => 'hacked' in globalThis)).toBe(false);
  });
});

test.describe('as the front desk', () => {
  test.use({ persona: 'front.desk' });

  test('the front desk reads accounts and terms without edit actions; the flag hides the pages', async ({
    page,
  }) => {
    await open(page, accountsPath(BRANCHES.wellington));
    await expect(rowOf(page, 'Main account')).toContainText('$5.00 / week');
    await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page.getByTestId('terms-content')).toContainText('membership terms');
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expectAccessible(page, 'terms for the front desk');

    // The plan form's access types: a cross-origin call from <domain>.<host> to the api's host with
    // the session's bearer token, as useAccessTypes makes it.
    const accessTypes = await page.evaluate(async (api) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
      const user: { access_token?: string } = JSON.parse(localStorage.getItem(key ?? '') ?? '{}');
      const response = await fetch(`${api}/access-control/access-type`, {
        headers: { authorization: `Bearer ${user.access_token}` },
      });
      const types = (await response.json()) as { name: string }[];
      return types.map((type) => type.name);
    }, API_ORIGIN);
    expect(accessTypes).toEqual(['All hours', 'Off-peak', 'Pool only', 'Classes only']);

    await page.evaluate(() => localStorage.setItem('clubline.featureFlags', '{"billing_accounts":false}'));
    await page.goto(accountsPath(BRANCHES.wellington));
    await expect(page.getByText('This page cannot be found...')).toBeVisible();
  });
});

for (const viewport of [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'narrow', width: 390, height: 844 },
] as const) {
  test.describe(`screenshots at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, persona: 'super.admin' });

    test('branch billing accounts and terms', async ({ page }) => {
      await open(page, accountsPath(BRANCHES.wellington));
      // A table from 768 px (Mantine's sm), a card per account below.
      const main =
        viewport.name === 'wide'
          ? rowOf(page, 'Main account')
          : page.getByRole('heading', { name: 'Main account' });
      await expect(main).toBeVisible();
      await expectAccessible(page, `billing accounts (${viewport.name})`);
      await capture(page, `billing-accounts-${viewport.name}`, { fullPage: true });
      await page.goto(termsPath(BRANCHES.wellington));
      await expect(page.getByTestId('terms-content')).toContainText('membership terms');
      await expectAccessible(page, `terms and conditions (${viewport.name})`);
      await capture(page, `terms-and-conditions-${viewport.name}`, { fullPage: true });
    });
  });
}
