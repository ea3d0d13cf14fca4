import type { Locator, Page } from '@playwright/test';
import { expectAccessible, PHONE_WIDTH } from './accessibility.ts';
import { shoot } from './membership-journeys.ts';
import { expect, open, test } from './personas.ts';

/*
 * Classes management (spec 2 §2, spec 3 §2, §4, §5, §7; docs/classes.md): the admin creates a
 * class under a name of its own after an invalid attempt, edits it, gives it a picture and finds
 * it in the list. Parallel-safe: it changes only the class it creates and reads the demo classes,
 * which nobody changes.
 */
const CLASSES = '/organization/management/classes';

test.use({ persona: 'super.admin' });

/** A Mantine select or multi-select: open it and pick an option by name. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** A 4 × 3 PNG (red), small enough to write out here; the server makes both JPEGs from it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGP4z8AARww4OQD1MQv1NXv7ggAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin creates a class, edits it, gives it a picture and sees it in the list', async ({ page }) => {
  const name = `Boxing ${Date.now().toString(36)}`;
  await open(page, '/organization/management');
  await expect(page).toHaveURL(CLASSES);
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table').getByRole('link', { name: 'Yoga', exact: true }).first(),
  ).toBeVisible();
  await expectAccessible(page, 'class list');

  await page.getByRole('button', { name: 'Create class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create class' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('At least one branch is required')).toBeVisible();
  await expectAccessible(page, 'create class modal with errors');

  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Pads and gloves, all levels');
  await dialog.getByRole('radio', { name: 'Red' }).click();
  await choose(page, dialog, 'Branches', 'Wellington Lambton Quay');
  // Guests only: booking by membership becomes possible (and is left off here).
  await dialog.getByRole('checkbox', { name: 'Members & Staff' }).uncheck();
  await expect(dialog.getByRole('checkbox', { name: 'Allow booking by membership' })).toBeEnabled();
  await dialog.getByRole('switch', { name: 'Waitlist' }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Please enter capacity number')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Waitlist capacity' }).fill('6');
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${CLASSES}/[0-9a-f-]{36}$`));
  const form = page.getByRole('form', { name: 'Class details' });
  await expect(form.getByRole('checkbox', { name: 'Guests' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Members & Staff' })).not.toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Waitlist capacity' })).toHaveValue('6');
  await expect(page.getByRole('radio', { name: 'Red' })).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page, 'class page');

  // Edit: a longer description and a smaller waitlist, read back after a reload.
  await form.getByRole('textbox', { name: 'Description' }).fill('Pads and gloves, all levels welcome');
  await form.getByRole('textbox', { name: 'Waitlist capacity' }).fill('4');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes have been made').first()).toBeVisible();
  await page.reload();
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Pads and gloves, all levels welcome',
  );
  await expect(form.getByRole('textbox', { name: 'Waitlist capacity' })).toHaveValue('4');

  // The picture (flag class image, on by default): framed for both shapes, made by the server.
  const picture = page.getByRole('region', { name: 'Picture' });
  await expect(picture.getByText('No picture')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await picture.getByRole('button', { name: 'Add picture' }).click();
  await (await chooser).setFiles({ name: 'boxing.png', mimeType: 'image/png', buffer: PNG });
  const framing = page.getByRole('dialog', { name: 'Class picture' });
  await expect(framing.getByRole('group', { name: /^Wide screens/ })).toBeVisible();
  await expect(framing.getByRole('group', { name: /^Phones/ })).toBeVisible();
  await expectAccessible(page, 'class picture framing');
  await framing.getByRole('button', { name: 'Save' }).click();
  await expect(framing).toBeHidden();
  const shown = picture.getByRole('img', { name: `${name} class` });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);
  await shoot(page, 'class-page');

  // On a phone the phone variant is shown, and the page fits.
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(750);
  await expectAccessible(page, 'class page on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Management (classes)' }).click();
  await expect(page).toHaveURL(CLASSES);
  const row = page.getByRole('table').getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Guests', { exact: true })).toBeVisible();
  await expect(row.getByText('On, 4 places')).toBeVisible();
  await shoot(page, 'class-list');
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await expectAccessible(page, 'class list on a phone');
});

test('a branch lists its classes and opens management on them', async ({ page }) => {
  await open(page, '/branch/00000001-0002-4000-8000-000000000002/management');
  await expect(page).toHaveURL(/\/branch\/[0-9a-f-]+\/management\/classes$/);
  await expect(page.getByRole('table').getByRole('link', { name: 'Spin', exact: true })).toBeVisible();
  await page.getByRole('table').getByRole('link', { name: 'Spin', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Management (classes)' })).toHaveAttribute(
    'href',
    /\/branch\/[0-9a-f-]+\/management\/classes$/,
  );
  await expect(page.getByRole('heading', { name: 'Spin', level: 1 })).toBeVisible();
});
