import { DEMO_ORIGIN } from '../env.ts';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES, pickMember, wellingtonMembers } from './demo-members.ts';
import { choose } from './membership-journeys.ts';
import { expect, NO_SESSION, open, test } from './personas.ts';

/*
 * Suspensions (spec 2 §4, §5): a paysmart billing member with an active direct debit is
 * suspended for 2 payments from the next billing date; the next payments move (the weekly
 * suspension fee instead of the recurring debits) and the suspension shows under Future; removing
 * it brings the debits back; then a free period of 1 payment (flag 6800) pauses the debits without a
 * fee. End now needs a suspension that has started (a start is always after today): the seed
 * suspends one Wellington member now (memberships/seed/demo-suspensions.ts, README "Memberships and
 * billing"), whom no other journey touches; the second journey ends it.
 */
const memberArea = (personId: string) => `/branch/${BRANCHES.wellington}/members/${personId}`;

test.use({ persona: 'front.desk' });

test('front desk suspends a billing member for 2 payments, sees the schedule move, and removes it', async ({
  page,
  browser,
}) => {
  test.slow();
  test.setTimeout(240_000);
  const member = await pickMember(() => true, 10);
  // Free periods are behind flag 6800, off by default (spec 1 §6).
  await page.addInitScript(() => localStorage.setItem('clubline.featureFlags', '{"free_period":true}'));
  await open(page, `${memberArea(member.id)}/memberships`);

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
  const memberPage = await browser.newPage({ storageState: NO_SESSION });
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
  await expect(suspend.getByText('Duration must not exceed 13 payments', { exact: true })).toBeVisible();
  // Where the preview would be, the limit's message says why there is none.
  await expect(suspend.getByRole('note', { name: 'Why there is no preview' })).toContainText(
    'Duration must not exceed 13 payments',
  );
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
  // What was just made is shown at once: the card switches to Future, where it belongs.
  await expect(suspensions.getByRole('table', { name: 'Suspensions' })).toBeVisible();
  await expect(suspensions.getByRole('radio', { name: 'Future' })).toBeChecked();
  await expectAccessible(page, 'membership details with a future suspension', {
    state: 'suspension listed',
  });

  // Remove the future suspension: the debits are back as they were.
  await suspensions.getByRole('button', { name: 'Remove' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove suspension' });
  await expect(remove).toBeVisible();
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

/** The Wellington member the seed suspends now (by path at run time, like demo-members.ts). */
async function suspendedMember() {
  const seed = new URL(
    '../../apps/server/src/features/memberships/seed/demo-suspensions.ts',
    import.meta.url,
  );
  const { SUSPENDED_DEMO_MEMBER } = (await import(seed.href)) as {
    SUSPENDED_DEMO_MEMBER: { branchOrder: number; personIndex: number };
  };
  const member = (await wellingtonMembers())[SUSPENDED_DEMO_MEMBER.personIndex];
  if (!member) throw new Error('The seed has no suspended Wellington member');
  return member;
}

test('front desk ends the seeded current suspension now: the member is active again and billing resumes', async ({
  page,
}) => {
  test.slow();
  const member = await suspendedMember();
  await open(page, `${memberArea(member.id)}/memberships`);
  await page.getByRole('table', { name: 'Active memberships' }).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${memberArea(member.id)}/memberships/[0-9a-f-]{36}$`));
  const membershipPage = page.url();

  // Suspended now: the current suspension (flag 2880 tabs: Current), the weekly fee instead of debits.
  await expect(page.getByText('Suspended', { exact: true })).toBeVisible();
  const suspensions = page.getByRole('region', { name: 'Suspensions' });
  const table = suspensions.getByRole('table', { name: 'Suspensions' });
  await expect(table).toBeVisible();
  const payments = page.getByRole('table', { name: 'Next payments' });
  await expect(payments.getByRole('row').nth(1)).toContainText('Suspension fee');
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeHidden();

  // Edit -> End now: the resume date moves to today.
  await table.getByRole('button', { name: 'Edit suspension' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit suspension' });
  await expect(edit.getByRole('textbox', { name: 'Start date' })).toHaveAttribute('readonly', '');
  await expectAccessible(page, 'edit suspension');
  await edit.getByRole('button', { name: 'End now' }).click();
  // It cannot be undone: it asks first.
  const endNow = page.getByRole('dialog', { name: 'End suspension now' });
  await expect(endNow.getByText(/This cannot be undone\./)).toBeVisible();
  await endNow.getByRole('button', { name: 'End now' }).click();
  await expect(page.getByText('The member status will be updated in approx 20 seconds')).toBeVisible({
    timeout: 30_000,
  });
  await expect(edit).toBeHidden();

  // The status follows (the server's job; the operation also sets it): poll the page.
  await expect(async () => {
    await page.goto(membershipPage);
    await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Suspended', { exact: true })).toBeHidden();
  }).toPass({ timeout: 60_000 });
  await expect(suspensions).toContainText('No suspensions');
  await suspensions.getByText('Past', { exact: true }).click();
  await expect(suspensions.getByRole('table', { name: 'Suspensions' })).toBeVisible();
  // Billing resumes: the next payment is a membership payment again, no more weekly fee.
  await expect(payments.getByRole('row').nth(1)).toContainText(/Recurring payment|Promotional payment/);
  await expect(payments).not.toContainText('Suspension fee');
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
  await expectAccessible(page, 'membership details after ending a suspension', {
    state: 'suspension listed',
  });

  // The transactions explain it: the weekly fees charged while suspended.
  await page.goto(`${memberArea(member.id)}/transactions`);
  await expect(page.getByRole('table', { name: 'Transactions' })).toContainText('Suspension fee');
});
