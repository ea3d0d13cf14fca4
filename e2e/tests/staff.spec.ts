import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES } from './demo-members.ts';
import { expect, NO_SESSION, open, test } from './personas.ts';

/*
 * Staff (spec 3 §2, §4, §5): a manager hires a staff member after an invalid first
 * attempt, resets their password (the passcode is read from the email sandbox's outbox, GET
 * /sandbox/email, as a developer would), the new staff member signs in with it and must choose a
 * password, and once deactivated cannot sign in any more.
 */
const WELLINGTON_STAFF = `/branch/${BRANCHES.wellington}/staff`;
/**
 * A retry hires someone else: the first attempt's staff member exists (the username is taken and
 * a second 'Eddie Hire' would make the list's row ambiguous).
 */
const attempt = () => (test.info().retry === 0 ? '' : String(test.info().retry + 1));
const USERNAME = () => `e2e.hire${attempt()}`;
const EMAIL = () => `e2e.hire${attempt()}@example.com`;
const LAST_NAME = () => `Hire${attempt() ? ` ${'I'.repeat(Number(attempt()))}` : ''}`;
const FULL_NAME = () => `Eddie ${LAST_NAME()}`;
const NEW_PASSWORD = 'a-brand-new-password';

test.use({ persona: 'super.admin' });

/** The newest message of the email sandbox to `to`, read with the signed-in user's access token. */
async function latestEmailTo(page: Page, to: string): Promise<string | null> {
  return page.evaluate(async (address) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    const token = key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : undefined;
    const response = await fetch('/sandbox/email?limit=50', {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    const body = (await response.json()) as { messages?: { to: string; text: string }[] };
    return body.messages?.find((message) => message.to === address)?.text ?? null;
  }, to);
}

/** Signs in through the form on a browser that has no session yet; answers the page after the form. */
async function signInAs(browser: Browser, username: string, password: string) {
  const context = await browser.newContext({ storageState: NO_SESSION });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { context, page };
}

test('a manager hires, resets the password of and retires a staff member', async ({ page, browser }) => {
  await open(page, WELLINGTON_STAFF);
  await expect(page.getByRole('heading', { name: 'All Members', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Staff members' })).toBeVisible();
  await expectAccessible(page, 'staff list');

  // An invalid first attempt shows the rules' messages and adds nobody.
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const form = page.getByRole('form', { name: 'Add staff member' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill('ab');
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Username must have at least 3 characters')).toBeVisible();
  await expectAccessible(page, 'add staff member, invalid');

  // A taken username is flagged once it is valid.
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill('front.desk');
  await expect(form.getByText('Username already exists')).toBeVisible();

  await form.getByLabel('First name').fill('Eddie');
  await form.getByLabel('Last name').fill(LAST_NAME());
  await form.getByLabel('Email').fill(EMAIL());
  await form.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Male', exact: true }).click();
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(USERNAME());
  await expect(form.getByLabel('Username is available')).toBeVisible();
  await form.getByRole('button', { name: 'Add staff member' }).click();

  await expect(page.getByRole('heading', { name: FULL_NAME(), level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${WELLINGTON_STAFF}/[0-9a-f-]{36}$`));
  await expect(page.getByRole('link', { name: 'Management (staff)' })).toBeVisible();
  await expectAccessible(page, 'staff profile');

  // The new hire is given the Front desk role, and the staff list's Roles column names it.
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Front desk', exact: true }).click();
  await page.getByRole('combobox', { name: 'Branch', exact: true }).click();
  await page.getByRole('option', { name: 'Wellington Lambton Quay', exact: true }).click();
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Front desk', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Management (staff)' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: FULL_NAME() }) });
  await expect(row.getByRole('cell', { name: 'Front desk', exact: true })).toBeVisible();
  await row.getByRole('link', { name: FULL_NAME() }).click();
  await expect(page.getByRole('heading', { name: FULL_NAME(), level: 1 })).toBeVisible();

  // Reset password: the temporary passcode arrives in the email sandbox.
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('A temporary passcode has been emailed to the staff member')).toBeVisible();
  let text: string | null = null;
  await expect(async () => {
    text = await latestEmailTo(page, EMAIL());
    expect(text).toContain('Temporary passcode:');
  }).toPass({ timeout: 20_000 });
  const passcode = /Temporary passcode: (\S+)/.exec(text ?? '')?.[1] ?? '';
  expect(passcode).not.toBe('');

  // The next sign-in with the passcode must choose a new password first.
  const hire = await signInAs(browser, USERNAME(), passcode);
  await expect(hire.page.getByText('Choose a new password to continue.')).toBeVisible();
  await expectAccessible(hire.page, 'choose a new password', { state: 'choose a new password' });
  await hire.page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await hire.page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await hire.page.getByRole('button', { name: 'Set password and sign in' }).click();
  await hire.page.waitForURL((url) => !url.pathname.startsWith('/interaction'));
  await expect(hire.page.getByLabel('Username')).toHaveCount(0);
  await hire.context.close();

  // Deactivate: the staff member can no longer sign in.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('staff member has been deactivated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
  const refused = await signInAs(browser, USERNAME(), NEW_PASSWORD);
  await expect(refused.page.getByText('Incorrect username or password.')).toBeVisible();
  await refused.context.close();
});
