import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { expect, open, test } from './personas.ts';
import { capture } from './shots.ts';

/**
 * Spec 3 §2, §4, §5: membership plans and payment options, on the demo catalogue (plans.seed.ts)
 * and on a plan the journey creates.
 */
const PLANS = '/organization/management/membership-plans';

test.use({ persona: 'super.admin' });

/** A Mantine select or multi-select: open it and pick an option by name. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fill(scope: Locator, label: string, value: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
}

test('a manager creates an ongoing plan after an invalid attempt, then publishes, duplicates and archives its option', async ({
  page,
}) => {
  await open(page, PLANS);
  await expect(page.getByRole('heading', { name: 'Membership plans', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('link', { name: '10-visit pass' })).toBeVisible();
  await expectAccessible(page, 'plan list');

  await page.getByRole('button', { name: 'Create membership plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create membership plan' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await expectAccessible(page, 'create plan modal with errors');

  await fill(dialog, 'Name', 'Evening');
  await fill(dialog, 'Description', 'After 6pm on weekdays, all day at weekends');
  await choose(page, dialog, 'Access type', 'Off-peak');
  await choose(page, dialog, 'Country', 'New Zealand');
  await choose(page, dialog, 'Type', 'Term/Ongoing');
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Step 2: the first payment option; an empty one is refused with the schema's messages.
  const option = dialog.getByRole('form', { name: 'First payment option' });
  await fill(option, 'Name', 'Evening weekly');
  await option.getByRole('button', { name: 'Create' }).click();
  await expect(option.getByText('Payment amount is required')).toBeVisible();
  await expect(option.getByText('At least one branch is required')).toBeVisible();
  await expectAccessible(page, 'first payment option with errors', { state: 'first payment option' });

  await option.getByLabel('Ongoing (no fixed term)').check();
  await fill(option, 'Payment amount', '21.50');
  await choose(page, option, 'Payment frequency', 'Every week');
  await choose(page, option, 'Available for', 'Auckland CBD');
  await page.keyboard.press('Escape');
  await option.getByRole('button', { name: 'Create' }).click();

  // The new plan's page, with its draft option.
  await expect(page.getByRole('heading', { name: 'Evening' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Plan details' });
  await expect(details.getByText('After 6pm on weekdays, all day at weekends')).toBeVisible();
  const options = page.getByRole('region', { name: 'Payment options' }).getByRole('table');
  const row = options.getByRole('row').filter({ hasText: 'Evening weekly' });
  await expect(row.getByText('Draft').last()).toBeVisible();
  await expectAccessible(page, 'plan page');

  await row.getByRole('link', { name: 'Evening weekly' }).click();
  await expect(page.getByRole('heading', { name: 'Evening weekly' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'SALES' }).getByText('Auckland CBD')).toBeVisible();
  await expectAccessible(page, 'payment option page (draft)');

  // Publishing cannot be undone: it asks first.
  await page.getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish payment option' });
  await expect(publish.getByText('This cannot be undone.')).toBeVisible();
  await expectAccessible(page, 'publish confirmation');
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Changes have been made')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);

  // Published: the price is read-only in the form, with why; the rest still changes.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit payment option' });
  await expect(
    edit.getByText(/The price and term of a published payment option cannot change/),
  ).toBeVisible();
  await expect(edit.getByLabel('Payment amount', { exact: false })).not.toBeEditable();
  await expect(edit.getByLabel('Name', { exact: false })).toBeEditable();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);

  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { name: 'Evening weekly (copy)' })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Archive' }).click();
  await page
    .getByRole('dialog', { name: 'Archive payment option' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Duplicate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expectAccessible(page, 'payment option page (archived)');
});

test('a manager adds a visit-pass option to the 10-visit pass', async ({ page }) => {
  await open(page, PLANS);
  await page.getByRole('table').getByRole('link', { name: '10-visit pass' }).click();
  await expect(page.getByRole('heading', { name: '10-visit pass' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Plan details' }).getByText('Visit Pass', { exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add payment option' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add payment option' });
  await fill(dialog, 'Name', '5 visits');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('Validity period is required')).toBeVisible();
  await expectAccessible(page, 'add payment option with errors');

  await fill(dialog, 'Validity period', '2');
  await choose(page, dialog, 'Validity unit', 'Months');
  await fill(dialog, 'Payment amount', '60');
  await choose(page, dialog, 'Payment frequency', 'One-off payment');
  await choose(page, dialog, 'Available for', 'Wellington Lambton Quay');
  await page.keyboard.press('Escape');
  await fill(dialog, 'Sale start date', '2027-01-01');
  await dialog.getByRole('button', { name: 'Add' }).click();

  await expect(page.getByRole('heading', { name: '5 visits' })).toBeVisible();
  const details = page.getByRole('region', { name: 'DETAILS' });
  await expect(details.getByText('2 months')).toBeVisible();
  await expect(page.getByRole('region', { name: 'SALES' }).getByText(/ongoing$/)).toBeVisible();
});

for (const viewport of [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'narrow', width: 390, height: 844 },
] as const) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('plan list, plan and payment option screenshots', async ({ page }) => {
      const shot = async (name: string) => {
        await expectAccessible(page, `${name} (${viewport.name})`);
        await capture(page, `${name}-${viewport.name}`, { fullPage: true });
      };
      await open(page, PLANS);
      await expect(page.getByRole('table').getByRole('link', { name: 'Corporate wellness' })).toBeVisible();
      await shot('plan-list');
      await page.getByRole('table').getByRole('link', { name: 'Anytime' }).first().click();
      await expect(page.getByRole('region', { name: 'Payment options' }).getByRole('table')).toBeVisible();
      await shot('plan');
      await page.getByRole('link', { name: 'Anytime 12 months' }).click();
      // The payment option's page, not the plan's (whose layout may also show a DETAILS region).
      await expect(page).toHaveURL(/\/payment-option\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('region', { name: 'DETAILS' })).toBeVisible();
      await shot('payment-option');
      // The payment option form, as Edit opens it (a modal covers the window, not the page).
      await page.getByRole('button', { name: 'Edit' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit payment option' })).toBeVisible();
      await expectAccessible(page, `payment option form (${viewport.name})`);
      await capture(page, `payment-option-form-${viewport.name}`);
    });
  });
}
