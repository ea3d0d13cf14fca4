import { expectAccessible } from './accessibility.ts';
import { expect, open, test } from './personas.ts';

test.use({ persona: 'super.admin' });

test.beforeEach(async ({ page }) => {
  // Branch groups are behind a flag that is off by default (spec 1 §6).
  await page.addInitScript(() => localStorage.setItem('clubline.featureFlags', '{"branch_groups":true}'));
});

test('an admin creates a branch group, sees the rules, and opens it', async ({ page }) => {
  await open(page, '/organization/branches/branch-groups');
  await expect(page.getByRole('heading', { name: 'Branch groups' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Australia' })).toBeVisible();
  await expectAccessible(page, 'branch groups');

  await page.getByRole('button', { name: 'Create branch group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create branch group' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Name is a required field')).toBeVisible();
  await expect(dialog.getByText('At least one branch is required')).toBeVisible();
  await expectAccessible(page, 'create branch group modal with errors');

  await dialog.getByRole('textbox', { name: 'Name' }).fill('australia');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Group name must be unique')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name' }).fill('South Island');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Christchurch for now');
  await dialog.getByRole('combobox', { name: 'Branches' }).click();
  await expect(page.getByRole('option', { name: 'Christchurch Riccarton' })).toBeVisible();
  await expectAccessible(page, 'branch picker open');
  await page.getByRole('option', { name: 'Christchurch Riccarton' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByText('Branch group added successfully.')).toBeVisible();
  await expectAccessible(page, 'branch groups with a notification', { state: 'notification' });
  await expect(dialog).toBeHidden();
  await table.getByRole('link', { name: 'South Island' }).click();
  await expect(page.getByRole('heading', { name: 'South Island' })).toBeVisible();
  await expect(page.getByText('Christchurch for now')).toBeVisible();
  await expect(page.getByRole('table').getByRole('link', { name: 'Christchurch Riccarton' })).toBeVisible();
  // A group of one branch offers no Remove.
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expectAccessible(page, 'branch group detail');
});

test('while the flag is off the branch groups are listed but cannot be created or changed', async ({
  page,
}) => {
  // Spec 3 §6: the flag gates create, edit and remove only.
  await page.addInitScript(() => localStorage.removeItem('clubline.featureFlags'));
  await open(page, '/organization/branches/branch-groups');
  await expect(page.getByRole('table').getByRole('link', { name: 'Australia' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create branch group' })).toHaveCount(0);
  await expectAccessible(page, 'branch groups without the flag');

  await page.goto('/organization/branches/nowhere');
  await expect(page.getByText('This page cannot be found...')).toBeVisible();
  await expectAccessible(page, 'not-found page in the shell');
});
