import { expectAccessible } from './accessibility.ts';
import { BRANCHES, pickMember } from './demo-members.ts';
import { choose, shoot } from './membership-journeys.ts';
import { ACME_ORIGIN, expect, open, test } from './personas.ts';

const memberArea = (personId: string) => `/branch/${BRANCHES.wellington}/members/${personId}`;

test.use({ persona: 'front.desk' });

test('front desk sells a weekly membership after an invalid first step, sees its signup link, and ends it', async ({
  page,
}) => {
  test.slow(); // A sale and an end, each an async operation, on the shared 2-core machine.
  const member = await pickMember(() => true, 7);
  await open(page, `${memberArea(member.id)}/memberships`);
  await expect(page.getByRole('heading', { name: /^Member profile/, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Memberships' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Membership History' })).toBeVisible();
  await expectAccessible(page, 'member memberships');
  await shoot(page, 'memberships');

  // Step 1 refuses to go on without a plan and an option.
  await page.getByRole('button', { name: 'Add a membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a membership' });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please choose a membership plan')).toBeVisible();
  await expect(dialog.getByText('Please choose a payment option')).toBeVisible();
  await expectAccessible(page, 'add membership, step 1 with errors');

  await choose(page, dialog, /^Membership plan/, 'Anytime');
  await choose(page, dialog, /^Payment option/, 'Anytime weekly');
  // Without a start date step 1 still refuses; with it, the first payment and the next debits show.
  const startDate = dialog.getByLabel(/^Start date/);
  // Dates are typed and shown in the app's own format ("28 Nov 2026"), never the browser's.
  const today = await startDate.inputValue();
  expect(today).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await startDate.fill('');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Start date is required')).toBeVisible();
  // Typed day first, as staff in New Zealand and Australia write dates.
  const [day, month, year] = today.split(' ');
  const monthNumber = 'JanFebMarAprMayJunJulAugSepOctNovDec'.indexOf(month ?? '') / 3 + 1;
  await startDate.fill(`${day}/${monthNumber}/${year}`);
  await startDate.blur();
  await expect(startDate).toHaveValue(today);
  await expect(dialog.getByRole('table', { name: 'Next payments' })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Next payments' }).getByRole('row')).toHaveCount(7);
  await expectAccessible(page, 'add membership, step 1 with the first payment');
  await shoot(page, 'add-membership-step-1', { fullPage: false });

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 2 of 2: Upfront payment')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Pay the join fee now/ }).check();
  await dialog.getByRole('radio', { name: 'EFTPOS' }).check();
  await expectAccessible(page, 'add membership, upfront payment', { state: 'upfront payment' });
  await dialog.getByRole('button', { name: 'Add' }).click();

  // The new membership's page: awaiting payment setup, with the member's signup link.
  await expect(page).toHaveURL(new RegExp(`${memberArea(member.id)}/memberships/[0-9a-f-]{36}$`), {
    timeout: 30_000,
  });
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Membership details/, level: 1 })).toBeVisible();
  // The join fee was taken at the desk: its receipt opens (receipts.spec.ts follows it further).
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toContainText('Join fee — Anytime');
  await receipt.getByRole('button', { name: 'Done' }).click();
  await expect(receipt).toBeHidden();
  // The member may hold seeded memberships too: the rest of the journey follows this one by its id.
  const soldLink = `a[href$="/memberships/${page.url().split('/').at(-1)}"]`;
  const panel = page.getByRole('region', { name: 'Payment setup page' });
  await expect(panel.getByRole('link', { name: /\/payment-setup\// })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'QR code of the signup link' })).toBeVisible();
  await expectAccessible(page, 'membership details, signup pending');
  await shoot(page, 'membership-details');

  await page.getByRole('button', { name: 'End membership' }).click();
  const end = page.getByRole('dialog', { name: 'End membership' });
  await end.getByRole('button', { name: 'End membership' }).click();
  await expect(end.getByText('End date is required')).toBeVisible();
  await expect(end.getByText('You must provide a reason for ending a membership')).toBeVisible();
  await end.getByRole('combobox', { name: /^End date/ }).click();
  await page.getByRole('option').first().click();
  await choose(page, end, /^Reason/, 'Moving away');
  await expect(
    end.getByRole('table', { name: 'Payments that stop' }).or(end.getByText('No scheduled payment stops.')),
  ).toBeVisible();
  await expectAccessible(page, 'end membership');
  await shoot(page, 'end-membership', { fullPage: false });
  await end.getByRole('button', { name: 'End membership' }).click();
  await expect(page.getByText('Changes have been made')).toBeVisible({ timeout: 30_000 });
  await expect(end).toBeHidden();

  // Ended on a future billing date, it stays in the active table with its end date until then.
  await page.getByRole('link', { name: 'Member profile' }).click();
  await expect(page).toHaveURL(`${memberArea(member.id)}/memberships`);
  const sold = page
    .getByRole('table', { name: 'Active memberships' })
    .getByRole('row')
    .filter({ has: page.locator(soldLink) });
  await expect(sold).toHaveCount(1);
  await expect(sold.getByRole('link', { name: 'Anytime' })).toBeVisible();
  await expect(sold.getByRole('cell', { name: '—' })).toHaveCount(0);
  await shoot(page, 'memberships-with-one');

  await page.getByRole('tab', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(`${memberArea(member.id)}/transactions`);
  await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
  await expectAccessible(page, 'member transactions');
  await shoot(page, 'transactions');

  await page.getByRole('tab', { name: 'Overview' }).click();
  const widget = page.getByRole('region', { name: 'Memberships' });
  await expect(widget.locator(soldLink)).toHaveText('Anytime');
  await expectAccessible(page, 'member overview with memberships');
  await widget.locator(soldLink).click();
  await expect(page.getByRole('heading', { name: /^Membership details/, level: 1 })).toBeVisible();
});

test('a membership the member does not have is not found', async ({ page }) => {
  const member = await pickMember(() => true, 7);
  await open(page, `${memberArea(member.id)}/memberships/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByText('Membership not found.')).toBeVisible();
  await expectAccessible(page, 'membership not found', { state: 'not found' });
});

test.describe('at Acme', () => {
  test.use({ persona: 'acme.super.admin' });

  test('under debitsuccess the sale asks for a first payment date, and a sale still awaiting payment setup can be ended', async ({
    page,
  }) => {
    test.slow();
    // Acme bills through debitsuccess (the demo seed); its super admin sells at Adelaide Central.
    const adelaide = '00000002-0002-4000-8000-000000000001';
    await open(page, `${ACME_ORIGIN}/branch/${adelaide}/members`);
    const first = page.getByRole('table', { name: 'My Members' }).getByRole('link').first();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/branch/${adelaide}/members/[0-9a-f-]{36}/overview$`));
    await page.getByRole('tab', { name: 'Memberships' }).click();

    await page.getByRole('button', { name: 'Add a membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a membership' });
    await choose(page, dialog, /^Membership plan/, 'Anytime');
    await choose(page, dialog, /^Payment option/, 'Anytime weekly');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Please choose a first payment date')).toBeVisible();
    await dialog.getByRole('combobox', { name: /^First payment date/ }).click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(4);
    const chosen = (await options.nth(1).textContent()) ?? '';
    await options.nth(1).click();
    const debits = dialog.getByRole('table', { name: 'Next payments' });
    await expect(debits.getByRole('row').nth(1)).toContainText(chosen);
    await expectAccessible(page, 'add membership under debitsuccess');
    await shoot(page, 'add-membership-debitsuccess', { fullPage: false });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Add' }).click();

    await expect(page).toHaveURL(/\/memberships\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: /^Membership details/, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Membership', exact: true })).toContainText(chosen);
    await expect(page.getByRole('region', { name: 'Payment setup page' })).toBeVisible();
    // Awaiting payment setup, nothing is submitted to debitsuccess yet: a mistaken sale can be
    // ended here (no 'remove it via the billing company'); no change, no pay overdue.
    await expect(page.getByText(/remove it via the billing company/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change membership' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pay overdue' })).toHaveCount(0);
    await expectAccessible(page, 'membership details under debitsuccess', { state: 'signup pending' });
    await page.getByRole('button', { name: 'End membership' }).click();
    const end = page.getByRole('dialog', { name: 'End membership' });
    await end.getByRole('combobox', { name: /^End date/ }).click();
    await page.getByRole('option').first().click();
    await choose(page, end, /^Reason/, 'Moving away');
    await end.getByRole('button', { name: 'End membership' }).click();
    await expect(page.getByText('Changes have been made')).toBeVisible({ timeout: 30_000 });
    await expect(end).toBeHidden();
    // The request is withdrawn: the member's link is gone and End is not offered again.
    await expect(page.getByRole('region', { name: 'Payment setup page' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'End membership' })).toHaveCount(0);
    await expectAccessible(page, 'membership details under debitsuccess, sale ended', {
      state: 'request withdrawn',
    });
  });
});
