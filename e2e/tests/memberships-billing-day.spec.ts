import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DEMO_ORIGIN } from '../env.ts';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES, pickMember } from './demo-members.ts';
import { choose, shoot } from './membership-journeys.ts';
import { expect, NO_SESSION, open, test } from './personas.ts';

/*
 * A billing day (docs/billing.md "Billing runs") declines a membership's first debit and the desk
 * collects it. `npm run billing:run -- --organisation demo` bills the demo organisation's
 * memberships and assesses their statuses and overdue tags, so this journey runs after the
 * journeys that run side by side, in the demo's exclusive lane; Acme's lane runs beside it
 * (playwright.config.ts), which is why the run names its organisation.
 */

const memberArea = (personId: string) => `/branch/${BRANCHES.wellington}/members/${personId}`;

test.use({ persona: 'front.desk' });

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm run billing:run -- --organisation demo --date … --date …`, against the journeys' running
 * embedded PostgreSQL: the demo's days in one command, in calendar order, as a club catching up
 * missed days would run them. Returns what it printed: a line per organisation and day.
 */
async function runBillingDays(...dates: string[]): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(ROOT, 'apps/server/src/billing-run-main.ts'),
      '--organisation',
      'demo',
      ...dates.flatMap((date) => ['--date', date]),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54349', LOG_LEVEL: 'warn' },
      timeout: 120_000,
    },
  );
  return stdout.split('\n').filter(Boolean);
}

/** A day as YYYY-MM-DD in Auckland, `offset` days from today there (the branches' calendar). */
function aucklandDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

test('the member completes payment setup, a billing day declines the first debit, and the desk collects it', async ({
  page,
  browser,
}) => {
  test.slow();
  test.setTimeout(300_000);
  const member = await pickMember(() => true, 9);
  await open(page, `${memberArea(member.id)}/memberships`);

  // Sold three weeks back, so billing days before today have debits to take.
  await page.getByRole('button', { name: 'Add a membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a membership' });
  await choose(page, dialog, /^Membership plan/, 'Anytime');
  await choose(page, dialog, /^Payment option/, 'Anytime weekly');
  await dialog.getByLabel(/^Start date/).fill(aucklandDay(-23));
  await expect(dialog.getByRole('table', { name: 'Next payments' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 2 of 2: Upfront payment')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(new RegExp(`${memberArea(member.id)}/memberships/[0-9a-f-]{36}$`), {
    timeout: 30_000,
  });
  const membershipPage = page.url();

  // The member opens the signup link (its path, on this server) and gives a bank account whose
  // first debit the sandbox declines for insufficient funds.
  const link = await page
    .getByRole('region', { name: 'Payment setup page' })
    .getByRole('link', { name: /\/payment-setup\// })
    .getAttribute('href');
  expect(link).not.toBeNull();
  const memberPage = await browser.newPage({ storageState: NO_SESSION });
  await memberPage.goto(`${DEMO_ORIGIN}${new URL(link ?? '').pathname}`);
  await memberPage.getByLabel('Account name').first().fill(`${member.firstName} ${member.lastName}`);
  await memberPage.getByLabel('Account number (00-0000-0000000-000)').fill('12-3140-0171323-098');
  await memberPage.getByRole('button', { name: 'Set up direct debit' }).first().click();
  await expect(memberPage.getByText('Thank you. Your payment details are set up.')).toBeVisible();
  await memberPage.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Payment setup page' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Billing' })).toContainText('Bank account ending');

  // Billing days: the debit goes out, its answer comes two days later, the arrears are reviewed.
  const days = [aucklandDay(-6), aucklandDay(-3), aucklandDay(-1)];
  const billed = await runBillingDays(...days);
  // The demo organisation alone (its ids begin 00000001-, Acme's 00000002-), once a day, in order.
  const billedDays = billed.map((line) => /^(\S+) (\d{4}-\d{2}-\d{2}):/.exec(line)?.slice(1));
  expect(billedDays.map((parts) => parts?.[1])).toEqual(days);
  for (const parts of billedDays) expect(parts?.[0]).toMatch(/^00000001-/);

  // The member now carries the 'overdue' tag on their profile (paysmart).
  await page.goto(`${memberArea(member.id)}/overview`);
  await expect(page.getByText('overdue', { exact: true }).first()).toBeVisible();

  await page.goto(membershipPage);
  const notice = page.getByRole('alert').filter({ hasText: /^Membership has an? \$[\d,.]+ overdue payment/ });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Insufficient funds');
  await expectAccessible(page, 'membership details, overdue', { state: 'overdue' });
  await shoot(page, 'membership-overdue');

  await notice.getByRole('button', { name: 'Pay overdue' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay overdue' });
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(pay.getByText('Please choose a payment type')).toBeVisible();
  await pay.getByRole('radio', { name: 'EFTPOS' }).check();
  await expectAccessible(page, 'pay overdue');
  await shoot(page, 'pay-overdue', { fullPage: false });
  // Part of the amount first (paysmart allows it): its receipt, and the rest stays overdue.
  const amount = pay.getByRole('textbox', { name: /^Amount to pay/ });
  const whole = await amount.inputValue();
  await amount.fill('5');
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment has been processed successfully')).toBeVisible({ timeout: 30_000 });
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt.getByRole('region', { name: /^Tax invoice R-\d{6}$/ })).toContainText(
    'Overdue payment — Anytime',
  );
  await expect(receipt).toContainText('Total paid (EFTPOS)$5.00');
  await expectAccessible(page, 'receipt of a pay overdue', { state: 'pay overdue' });
  await shoot(page, 'pay-overdue-receipt', { fullPage: false });
  await receipt.getByRole('button', { name: 'Done' }).click();
  await expect(notice).toBeVisible();
  // Then the rest: the amount starts at what is left.
  await notice.getByRole('button', { name: 'Pay overdue' }).click();
  await expect(amount).not.toHaveValue(whole);
  await pay.getByRole('radio', { name: 'Cash' }).check();
  await pay.getByRole('button', { name: 'Pay' }).click();
  await expect(receipt).toContainText('Total paid (Cash)', { timeout: 30_000 });
  await receipt.getByRole('button', { name: 'Done' }).click();
  await expect(notice).toBeHidden();

  await page.getByRole('link', { name: 'Member profile' }).click();
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const transactions = page.getByRole('table', { name: 'Transactions' });
  await expect(transactions).toContainText('Insufficient funds');
  await shoot(page, 'transactions-after-billing');
});
