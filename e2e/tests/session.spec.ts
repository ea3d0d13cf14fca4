import type { Page } from '@playwright/test';
import { E2E_PORT } from '../env.ts';
import { expectAccessible } from './accessibility.ts';
import { expect, open, test } from './personas.ts';
import { fillLoginForm } from './sign-in.ts';

test('a new user is sent to the login form, signs in and sees the branch list', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe('/');
  await expectAccessible(page, 'login form');
  await fillLoginForm(page, 'super.admin');

  await expect(page).toHaveURL(/\/organization\/branches\/branch-list$/);
  await expect(page.getByRole('heading', { name: 'Branches (7)' })).toBeVisible();
  await expect(page.getByTestId('branch-tile')).toHaveCount(7);
  await expect(page).toHaveTitle('Branch list | Organisation | Clubline');
  await expectAccessible(page, 'branch list');

  await page.getByRole('button', { name: 'Organisation' }).click();
  const switcher = page.getByRole('dialog');
  await expect(switcher.getByText('Switch to')).toBeVisible();
  await expect(switcher.getByRole('navigation').getByRole('button')).toHaveCount(7);
  await expectAccessible(page, 'branch switcher');
  await switcher.getByRole('textbox').fill('welling');
  await switcher.getByRole('button', { name: 'Wellington Lambton Quay' }).click();

  // A branch opens on its calendar (spec 1 §2.1); its details are the Overview beside it.
  await expect(page).toHaveURL(/\/branch\/[0-9a-f-]+\/calendar\/day\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { name: 'Wellington Lambton Quay' })).toBeVisible();
  await expect(page.getByText('Time zone')).toBeVisible();
  await expectAccessible(page, 'branch overview');
});

test.describe('as the front desk', () => {
  test.use({ persona: 'front.desk' });

  test('front desk sees only their own branch in the switcher', async ({ page }) => {
    await open(page);
    // Their branch's calendar, its landing page.
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Wellington Lambton Quay' }).click();
    const switcher = page.getByRole('dialog');
    await expect(switcher.getByRole('navigation').getByRole('button')).toHaveText([
      'Wellington Lambton Quay',
    ]);
  });
});

test('a user without a role gets zero_permission and can log out', async ({ page }) => {
  await page.goto('/');
  await fillLoginForm(page, 'no.role');
  await expect(page.getByTestId('error-code')).toHaveText('zero_permission');
  await expect(page.getByText(/Seems like you don't have access/)).toBeVisible();
  await expectAccessible(page, 'zero_permission start-up error', { state: 'zero_permission' });
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('an unknown domain shows the invalid-domain page', async ({ page }) => {
  await page.goto(`http://nosuch.localhost:${E2E_PORT}/`);
  await expect(page.getByText('This page cannot be found...')).toBeVisible();
  await expect(page.getByText(`nosuch.localhost:${E2E_PORT}`)).toBeVisible();
  await expect(page.getByText('No domain found - a forced domain must be set')).toBeVisible();
  await expectAccessible(page, 'invalid-domain page');
});

interface StoredUser {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

/** Moves the stored access token's expiry (oidc-client-ts keeps it in seconds) relative to now. */
function moveStoredExpiry(page: Page, secondsFromNow: number): Promise<{ key: string; user: StoredUser }> {
  return page.evaluate((seconds) => {
    const key = Object.keys(localStorage).find((candidate) => candidate.startsWith('oidc.user:'));
    if (!key) throw new Error('no stored user');
    const user = JSON.parse(localStorage.getItem(key) ?? '{}') as StoredUser;
    user.expires_at = Math.floor(Date.now() / 1000) + seconds;
    localStorage.setItem(key, JSON.stringify(user));
    return { key, user };
  }, secondsFromNow);
}

/** The renewal stored new tokens that last well past now, and no login form is in sight. */
async function expectRenewed(page: Page, before: { key: string; user: StoredUser }): Promise<void> {
  const after = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as StoredUser,
    before.key,
  );
  expect(after.access_token).not.toBe(before.user.access_token);
  expect(after.refresh_token).not.toBe(before.user.refresh_token);
  expect(after.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000) + 500);
  await expect(page.getByLabel('Username')).toHaveCount(0);
}

/*
 * Renewal: each journey's tokens are its own (the persona's provider session issues them on
 * opening the app), so renewing rotates no other journey's refresh token.
 */
/** The tokens the app stored for this page's organisation. */
function storedUser(page: Page): Promise<StoredUser> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((candidate) => candidate.startsWith('oidc.user:'));
    return JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as StoredUser;
  });
}

test.describe('renewal, as the super admin', () => {
  test.use({ persona: 'super.admin' });

  test('two journeys as the same persona hold tokens of their own, so a renewal in one rotates nothing of the other', async ({
    page,
    browser,
  }) => {
    await open(page);
    // Another journey's browser: it starts from the same persona (browser.newContext takes it too).
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await open(otherPage);
      const [mine, theirs] = [await storedUser(page), await storedUser(otherPage)];
      expect(mine.refresh_token).toBeTruthy();
      expect(theirs.refresh_token).toBeTruthy();
      expect(theirs.refresh_token).not.toBe(mine.refresh_token);
      expect(theirs.access_token).not.toBe(mine.access_token);
    } finally {
      await other.close();
    }
  });

  test('a token about to expire is renewed without interrupting the user', async ({ page }) => {
    await open(page);
    await expect(page.getByTestId('branch-tile')).toHaveCount(7);

    // 30 s ahead: still valid, but under the 60 s threshold, so the next call renews first.
    const before = await moveStoredExpiry(page, 30);

    const renewal = page.waitForResponse((response) => response.url().includes('/oidc/token'));
    await page.getByRole('link', { name: 'Perth Northbridge' }).click();
    expect((await renewal).status()).toBe(200);
    // The branch opens on its calendar (spec 1 §2.1).
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Perth Northbridge' })).toBeVisible();
    await expectRenewed(page, before);
    await expectAccessible(page, 'branch calendar (Perth)');
  });

  test('an expired token is renewed with the refresh token while the user works on', async ({ page }) => {
    await open(page);
    await expect(page.getByTestId('branch-tile')).toHaveCount(7);

    // Spec 1 §4.1: an expired access token with a refresh token is "refresh token only": renew.
    const before = await moveStoredExpiry(page, -60);

    const renewal = page.waitForResponse((response) => response.url().includes('/oidc/token'));
    await page.getByRole('link', { name: 'Perth Northbridge' }).click();
    expect((await renewal).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/branch\/[0-9a-f-]+\/calendar\/day\/\d{4}-\d{2}-\d{2}$/);
    await expectRenewed(page, before);
  });

  test('an expired token found on opening the app is renewed, not sent to login', async ({ page }) => {
    await open(page);
    await expect(page.getByTestId('branch-tile')).toHaveCount(7);
    const listUrl = page.url();

    // A user coming back after the access token lapsed: the app starts "refresh token only".
    const before = await moveStoredExpiry(page, -3600);

    const renewal = page.waitForResponse((response) => response.url().includes('/oidc/token'));
    await page.reload();
    expect((await renewal).status()).toBe(200);
    await expect(page.getByTestId('branch-tile')).toHaveCount(7);
    expect(page.url()).toBe(listUrl);
    await expectRenewed(page, before);
  });
});
