import type { APIRequestContext, Page } from '@playwright/test';
import { API_ORIGIN } from '../env.ts';
import { expectAccessible } from './accessibility.ts';
import { ACME_ORIGIN as ACME, expect, NO_SESSION, open, test } from './personas.ts';

/** Acme bills through debitsuccess (the demo seed); its super admin works at Adelaide Central. */
const ADELAIDE = '00000002-0002-4000-8000-000000000001';

test.use({ persona: 'acme.super.admin' });

async function choose(page: Page, dialog: ReturnType<Page['getByRole']>, label: RegExp, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

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

const HOBART = '00000002-0002-4000-8000-000000000002';

/** A day as YYYY-MM-DD in Hobart (the member's branch calendar), `offset` days from today there. */
function hobartDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Hobart' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** Saves Organisation settings > Overdue with control on (any amount, no grace) or off. */
async function overdueControl(page: Page, enabled: boolean) {
  await page.goto(`${ACME}/organization/settings/overdue`);
  const form = page.getByRole('form', { name: 'Access control' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  const box = form.getByLabel('Block overdue memberships');
  if (enabled) {
    await box.check();
    await form.getByLabel('Overdue by amount').fill('0');
  } else {
    await box.uncheck();
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
}

/**
 * The address of the Hobart membership overdue control blocked, or null: its member's row in My
 * Members carries the 'blocked' tag (50 a page: the first pages are read), and on their memberships
 * page its row reads Blocked.
 */
async function blockedMembership(page: Page): Promise<string | null> {
  for (const number of [1, 2, 3]) {
    await page.goto(`${ACME}/branch/${HOBART}/members${number > 1 ? `?page=${number}` : ''}`);
    const table = page.getByRole('table', { name: 'My Members' });
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    const member = table.getByRole('row').filter({ has: page.getByText('blocked', { exact: true }) });
    if ((await member.count()) === 0) continue;
    const profile = (await member.first().getByRole('link').first().getAttribute('href')) ?? '';
    await page.goto(`${ACME}${profile.replace(/\/overview$/, '')}/memberships`);
    const row = page
      .getByRole('table', { name: 'Active memberships' })
      .getByRole('row')
      .filter({ hasText: 'Blocked' });
    await expect(row.first()).toBeVisible({ timeout: 20_000 });
    return row.first().getByRole('link').first().getAttribute('href');
  }
  return null;
}

/** The member's overview shows their home access level with `status` (the sync job runs in the worker). */
async function expectDoorLevel(page: Page, membership: string, status: 'Removed' | 'Succeeded') {
  await page.goto(`${ACME}${membership.replace(/\/memberships\/[^/]+$/, '/overview')}`);
  const levels = page.getByRole('region', { name: 'Access card' }).getByLabel('Access levels');
  await expect(levels.getByText(status)).toBeVisible({ timeout: 30_000 });
}

/** Issues a door key at Hobart on its settings page (shown once) and returns it. */
async function issueHobartDoorKey(page: Page): Promise<string> {
  await page.goto(`${ACME}/branch/${HOBART}/settings`);
  const doors = page.getByRole('region', { name: 'Door keys' });
  await doors.getByRole('button', { name: 'Add door' }).click();
  const add = page.getByRole('dialog', { name: 'Add door' });
  await add.getByRole('textbox', { name: 'Door name' }).fill(`Unblock journey ${Date.now()}`);
  await add.getByRole('button', { name: 'Add door' }).click();
  const key = (await add.getByTestId('door-key').textContent())?.trim() ?? '';
  expect(key).not.toBe('');
  await add.getByRole('button', { name: 'Done' }).click();
  return key;
}

/** A card swiped at the door: the server's decision (docs/access-control.md "Door decisions"). */
async function swipe(request: APIRequestContext, key: string, cardNumber: string) {
  const response = await request.post(`${API_ORIGIN}/access-control/doors/swipes`, {
    headers: { authorization: `Door ${key}` },
    data: { swipeId: `unblock-journey-${Date.now()}-${Math.random()}`, cardNumber },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { granted: boolean; reason: { code: string; text: string } | null };
}

test('under debitsuccess staff unblock a blocked member until a date, and the door lets them in again', async ({
  page,
  request,
}) => {
  test.slow(); // Overdue control's assessment (a job), then a walk through Hobart's members.
  test.setTimeout(240_000);
  await open(page, `${ACME}/organization/settings/overdue`);
  // Overdue control blocks the seeded Hobart member whose debit the bank declined (A's demo).
  await overdueControl(page, true);
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        found = await blockedMembership(page);
        return found !== null;
      },
      { timeout: 90_000, intervals: [2000] },
    )
    .toBe(true);
  const membership: string = found ?? '';
  // Blocked at the door too: the access level is taken back (docs/access-control.md "Blocked members").
  await expectDoorLevel(page, membership, 'Removed');
  const removeCard = page
    .getByRole('region', { name: 'Access card' })
    .getByRole('button', { name: /^Remove card / })
    .first();
  const cardNumber = ((await removeCard.getAttribute('aria-label')) ?? '').replace(/^Remove card /, '');
  expect(cardNumber).not.toBe('');

  // The door refuses the card and says why; the arrivals page offers the fix one click away.
  const key = await issueHobartDoorKey(page);
  const refused = await swipe(request, key, cardNumber);
  expect(refused.granted).toBe(false);
  expect(refused.reason?.code).toBe('MEMBERSHIP_BLOCKED_OVERDUE');
  await page.goto(`${ACME}/branch/${HOBART}/arrivals`);
  const row = page
    .getByRole('table', { name: 'All Arrivals' })
    .getByRole('row')
    .filter({ hasText: refused.reason?.text ?? '' })
    .first();
  await expect(row.getByText('Entry denied')).toBeVisible({ timeout: 20_000 });
  await row.getByRole('link', { name: 'Pay overdue' }).click();
  await expect(page).toHaveURL(new RegExp(`${membership}$`));
  await expect(page.getByRole('heading', { name: /^Membership details/, level: 1 })).toBeVisible();
  // The block is overdue control's: the notice gives the amount and Pay overdue takes it at the desk.
  const notice = page.getByRole('alert').filter({ hasText: /^Membership has an? \$[\d,.]+ overdue payment/ });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Insufficient funds');
  await notice.getByRole('button', { name: 'Pay overdue' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay overdue' });
  await expect(pay).toBeVisible();
  await expectAccessible(page, 'pay overdue on a blocked membership', { state: 'blocked' });
  await pay.getByRole('button', { name: 'Cancel' }).click();
  await expect(pay).toHaveCount(0);

  await page.getByRole('button', { name: 'Unblock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unblock membership' });
  const until = dialog.getByLabel(/^Allow access until/);
  await dialog.getByRole('button', { name: 'Unblock' }).click();
  await expect(dialog.getByText('Date is required')).toBeVisible();
  await until.fill(hobartDay(-1));
  await expect(dialog.getByText('Date cannot be earlier than todays date')).toBeVisible();
  await until.fill(hobartDay(40));
  await expect(dialog.getByText('Date must be within 1 month')).toBeVisible();
  await expectAccessible(page, 'unblock modal with an error');
  await until.fill(hobartDay(7));
  await dialog.getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('Changes have been made').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/^Access allowed by an admin until/)).toBeVisible();
  // The badge follows at once: the member may come in until the date.
  await expect(page.getByText(/^Unblocked until /).first()).toBeVisible();
  await expect(page.getByText('Blocked', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'membership details of an unblocked member', { state: 'unblocked' });
  // Let in until the date: the door controller holds the level again, and the door lets them in.
  await expectDoorLevel(page, membership, 'Succeeded');
  const admitted = await swipe(request, key, cardNumber);
  expect(admitted).toMatchObject({ granted: true, reason: null });

  // Leave overdue control as the seed has it (off): the member is unblocked again.
  await overdueControl(page, false);
});
