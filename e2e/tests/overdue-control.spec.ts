import type { APIRequestContext, Page } from '@playwright/test';
import { API_ORIGIN } from '../env.ts';
import { expectAccessible } from './accessibility.ts';
import { ACME_ORIGIN as ACME, expect, open, test } from './personas.ts';

/*
 * Overdue control (spec 3 §4; docs/overdue-control.md) at Acme, which bills through debitsuccess:
 * the seed leaves one Hobart member with a debit declined at the bank and its dishonour fee unpaid.
 * Both journeys switch Acme's overdue control on (an organisation setting, assessed for every Acme
 * membership) and off again, and look for the member it blocks: they run one after the other, in
 * the exclusive project (playwright.config.ts) after the journeys that run side by side.
 */
test.use({ persona: 'acme.super.admin' });

const HOBART = '00000002-0002-4000-8000-000000000002';

/**
 * The Hobart member overdue control blocked: their row in My Members carries the 'blocked' tag
 * (50 a page: the first pages are read). Returns the address of their memberships page.
 */
async function blockedMember(page: Page): Promise<string | null> {
  for (const number of [1, 2, 3]) {
    await page.goto(`${ACME}/branch/${HOBART}/members${number > 1 ? `?page=${number}` : ''}`);
    const table = page.getByRole('table', { name: 'My Members' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const row = table.getByRole('row').filter({ has: page.getByText('blocked', { exact: true }) });
    if ((await row.count()) === 0) continue;
    const href = await row.first().getByRole('link').first().getAttribute('href');
    if (href) return `${ACME}${href.replace(/\/overview$/, '')}/memberships`;
  }
  return null;
}

test('under debitsuccess overdue control blocks a member with a dishonoured debit', async ({ page }) => {
  test.slow();
  await open(page, `${ACME}/organization/settings`);
  await expect(page.getByRole('heading', { name: 'Organisation settings', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Overdue' }).click();
  await expect(page).toHaveURL(/\/organization\/settings\/overdue$/);
  const form = page.getByRole('form', { name: 'Access control' });
  await expect(form.getByLabel('Block overdue memberships')).not.toBeChecked();
  await expectAccessible(page, 'organisation settings: overdue');

  await form.getByLabel('Overdue by amount').fill('1500');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Overdue by amount cannot exceed $1000')).toBeVisible();

  // Any amount overdue for more than a day blocks.
  await form.getByLabel('Block overdue memberships').check();
  await form.getByLabel('Overdue by amount').fill('0');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes have been made').first()).toBeVisible();

  // Saving enqueued an assessment: the member is blocked within seconds, not at the next day's run.
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        found = await blockedMember(page);
        return found !== null;
      },
      { timeout: 60_000, intervals: [2000] },
    )
    .toBe(true);
  if (found === null) throw new Error('no blocked member');
  const memberships: string = found;
  await page.goto(memberships);
  const active = page.getByRole('table', { name: 'Active memberships' });
  await expect(active.getByRole('row').filter({ hasText: 'Blocked' })).toHaveCount(1);
  await expectAccessible(page, 'memberships of a blocked member');

  // Turning control off unblocks them again.
  await page.goto(`${ACME}/organization/settings/overdue`);
  const off = page.getByRole('form', { name: 'Access control' });
  await expect(off.getByLabel('Block overdue memberships')).toBeChecked();
  await off.getByLabel('Block overdue memberships').uncheck();
  await off.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes have been made').first()).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.goto(memberships);
        const active = page.getByRole('table', { name: 'Active memberships' });
        await expect(active).toBeVisible();
        return active.getByRole('row').filter({ hasText: 'Blocked' }).count();
      },
      { timeout: 30_000, intervals: [2000] },
    )
    .toBe(0);
});

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
  await expect(page.getByText('Changes have been made').first()).toBeVisible();
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
