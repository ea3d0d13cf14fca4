import { expect, type Page, test } from '@playwright/test';
import { DEMO_ORIGIN } from '../env.ts';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES, pickMember } from './demo-members.ts';
import { signIn } from './sign-in.ts';

/*
 * Suspensions (spec 2 §4, §5; issue 15): a paysmart billing member with an active direct debit is
 * suspended for 2 payments from the next billing date; the next payments move (the weekly
 * suspension fee instead of the recurring debits) and the suspension shows under Future; removing
 * it brings the debits back; then a free period of 1 payment (flag 6800) pauses the debits without a
 * fee. End now needs a suspension that has started (a start is always after
 * today): the service tests cover it (membership-suspensions.test.ts).
 */
const memberArea = (personId: string) => `/branch/${BRANCHES.wellington}/members/${personId}`;

async function choose(page: Page, dialog: ReturnType<Page['getByRole']>, label: RegExp, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('front desk suspends a billing member for 2 payments, sees the schedule move, and removes it', async ({
  page,
  browser,
}) => {
  test.slow();
  test.setTimeout(240_000);
  const member = await pickMember(() => true, 10);
  // Free periods are behind flag 6800, off by default (spec 1 §6).
  await page.addInitScript(() => localStorage.setItem('clubline.featureFlags', '{"free_period":true}'));
  await signIn(page, 'front.desk', `${memberArea(member.id)}/memberships`);

  // A weekly billing membership from today, its direct debit set up by the member.
  await page.getByRole('button', { name: 'Add a membership' }).click();
  const add = page.getByRole('dialog', { name: 'Add a membership' });
  await choose(page, add, /^Membership plan/, 'Anytime');
  await choose(page, add, /^Payment option/, 'Anytime weekly');
  await expect(add.getByRole('table', { name: 'Next payments' })).toBeVisible();
  await add.getByRole('button', { name: 'Next' }).click();
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(new RegExp(`${memberArea(member.id)}/memberships/[0-9a-f-]{36}$`), {
    timeout: 30_000,
  });
  const link = await page
    .getByRole('region', { name: 'Payment setup page' })
    .getByRole('link', { name: /\/payment-setup\// })
    .getAttribute('href');
  const memberPage = await browser.newPage();
  await memberPage.goto(`${DEMO_ORIGIN}${new URL(link ?? '').pathname}`);
  await memberPage.getByLabel('Account name').first().fill(`${member.firstName} ${member.lastName}`);
  await memberPage.getByLabel('Account number (00-0000-0000000-000)').fill('12-3140-0171323-000');
  await memberPage.getByRole('button', { name: 'Set up direct debit' }).first().click();
  await expect(memberPage.getByText('Thank you. Your payment details are set up.')).toBeVisible();
  await memberPage.close();
  await page.reload();

  const suspensions = page.getByRole('region', { name: 'Suspensions' });
  await expect(suspensions).toContainText('No suspensions');
  const payments = page.getByRole('table', { name: 'Next payments' });
  await expect(payments).toBeVisible();
  await expect(payments).not.toContainText('Suspension fee');
  const before = await payments.textContent();

  // Suspend: the form's rules first, then 2 payments from the first billing date offered.
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspend membership' });
  await suspend.getByRole('textbox', { name: /^Duration/ }).fill('14');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspend.getByText('Start date is required')).toBeVisible();
  await expect(suspend.getByText('Duration must not exceed 13 payments')).toBeVisible();
  await expectAccessible(page, 'suspend membership with errors');
  await suspend.getByRole('combobox', { name: /^Start date/ }).click();
  await page.getByRole('option').first().click();
  await suspend.getByRole('textbox', { name: /^Duration/ }).fill('2');
  await expect(suspend.getByText(/^Resumes on/)).toBeVisible();
  // The moved schedule before saving: the weekly fee instead, and the debits it moves.
  const preview = suspend.getByRole('region', { name: 'What changes' });
  await expect(preview).toContainText('Suspension fee', { timeout: 15_000 });
  await expectAccessible(page, 'suspend membership');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspend).toBeHidden({ timeout: 30_000 });

  // The schedule moved: the weekly suspension fee instead of the recurring debits.
  await expect(payments).toContainText('Suspension fee');
  expect(await payments.textContent()).not.toBe(before);
  await expect(suspensions).toContainText('No suspensions');
  await suspensions.getByText('Future', { exact: true }).click();
  await expect(suspensions.getByRole('table', { name: 'Suspensions' })).toBeVisible();
  await expectAccessible(page, 'membership details with a future suspension');

  // Remove the future suspension: the debits are back as they were.
  await suspensions.getByRole('button', { name: 'Remove' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove suspension' });
  await expectAccessible(page, 'remove suspension');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove).toBeHidden({ timeout: 30_000 });
  await expect(payments).not.toContainText('Suspension fee');
  await expect(suspensions).toContainText('No suspensions');

  // A free period of 1 payment from the first billing date: no fee, the debits pause.
  const beforeFree = await payments.textContent();
  await page.getByRole('button', { name: 'Free period', exact: true }).click();
  const free = page.getByRole('dialog', { name: 'Free period' });
  await free.getByRole('button', { name: 'Add free period' }).click();
  await expect(free.getByText('Start date is required')).toBeVisible();
  await free.getByRole('combobox', { name: /^Start date/ }).click();
  await page.getByRole('option').first().click();
  await free.getByRole('textbox', { name: /^Duration/ }).fill('1');
  await expect(free.getByText(/^Free until midnight before/)).toBeVisible();
  await expectAccessible(page, 'free period');
  await free.getByRole('button', { name: 'Add free period' }).click();
  await expect(page.getByText('Free period added successfully.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Membership' })).toContainText('Free period');
  await expect(payments).not.toContainText('Suspension fee');
  expect(await payments.textContent()).not.toBe(beforeFree);
  // Neither Suspend nor another free period while it is to come.
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeHidden();
});
