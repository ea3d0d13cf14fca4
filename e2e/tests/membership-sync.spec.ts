import { expectAccessible } from './accessibility.ts';
import { choose } from './membership-journeys.ts';
import { ACME_ORIGIN as ACME, expect, NO_SESSION, open, test } from './personas.ts';

/** Acme bills through debitsuccess (the demo seed); its super admin works at Adelaide Central. */
const ADELAIDE = '00000002-0002-4000-8000-000000000001';

test.use({ persona: 'acme.super.admin' });

test('under debitsuccess staff synchronise a member’s billing account with the provider', async ({
  page,
  browser,
}) => {
  test.slow(); // A sale (async), the member's payment setup and a sync on the shared 2-core machine.
  await open(page, `${ACME}/branch/${ADELAIDE}/members`);
  // The third member of the list (the debitsuccess sale journey of memberships.spec.ts takes the first).
  await page.getByRole('table', { name: 'My Members' }).getByRole('link').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/branch/${ADELAIDE}/members/[0-9a-f-]{36}/overview$`));
  await page.getByRole('tab', { name: 'Memberships' }).click();

  await page.getByRole('button', { name: 'Add a membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a membership' });
  await choose(page, dialog, /^Membership plan/, 'Anytime');
  await choose(page, dialog, /^Payment option/, 'Anytime weekly');
  await dialog.getByRole('combobox', { name: /^First payment date/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/memberships\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: /^Membership details/, level: 1 })).toBeVisible();
  // Awaiting payment setup: no customer reference yet, so nothing to synchronise.
  await expect(page.getByRole('region', { name: 'Payment setup page' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Synchronise' })).toHaveCount(0);

  // The member sets up the direct debit with an Australian account (the provider's customer).
  const link = await page
    .getByRole('region', { name: 'Payment setup page' })
    .getByRole('link', { name: /\/payment-setup\// })
    .getAttribute('href');
  expect(link).not.toBeNull();
  const memberPage = await browser.newPage({ storageState: NO_SESSION });
  await memberPage.goto(`${ACME}${new URL(link ?? '').pathname}`);
  const au = memberPage.locator('details', { hasText: 'Australian bank account' });
  await au.getByLabel('Account name').fill('Acme Member');
  await au.getByLabel('BSB').fill('062-000');
  await au.getByLabel('Account number', { exact: true }).fill('123456000');
  await au.getByRole('button', { name: 'Set up direct debit' }).click();
  await expect(memberPage.getByText('Thank you. Your payment details are set up.')).toBeVisible();
  await memberPage.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Billing' })).toContainText('Bank account ending');
  // A debitsuccess membership never offers Pay overdue or Change (spec 2 §6 provider rules).
  await expect(page.getByRole('button', { name: 'Pay overdue' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change membership' })).toHaveCount(0);
  await expectAccessible(page, 'membership details with Synchronise');

  // The sync starts as the modal opens and ends with the provider's answer.
  await page.getByRole('button', { name: 'Synchronise' }).click();
  const sync = page.getByRole('dialog', { name: 'Synchronise' });
  await expect(sync).toBeVisible();
  await expect(sync.getByText('Synchronized successfully')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'synchronise modal');
  await sync.getByRole('button', { name: 'Done' }).click();
  await expect(sync).toHaveCount(0);
  // The membership is read again; its DDR is the provider's (active): the billing status shows.
  await expect(page.getByRole('region', { name: 'Billing' })).toContainText('Bank account ending');
});
