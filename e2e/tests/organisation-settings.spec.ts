import { expectAccessible } from './accessibility.ts';
import { expect, open, test } from './personas.ts';

/*
 * Organisation settings (spec 1 §3, spec 3 §2, §5; docs/organisation-settings.md). The demo
 * organisation bills through paysmart (no Overdue page); Acme's Overdue page is
 * overdue-control.spec.ts's journey.
 */
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
    await expect(page.getByText('Changes have been made').first()).toBeVisible();

    await page.reload();
    const again = page.getByRole('form', { name: 'Minimum age' });
    await expect(again.getByLabel('Restrict below age')).toHaveValue('15');
    await expect(again.getByLabel('Warn below age')).toHaveValue('21');
    await expect(again.getByLabel('Restrict sign-up below an age')).toBeChecked();
    await expect(again.getByLabel('Warn below an age')).toBeChecked();
  });
});
