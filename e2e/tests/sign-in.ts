import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'clubline-demo';

/** Fills the identity provider's login form (the page must already show it). */
export async function fillLoginForm(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens `path` on the demo organisation as a new visitor and signs in as `username`. */
export async function signIn(page: Page, username: string, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByLabel('Username')).toBeVisible();
  await fillLoginForm(page, username);
  await page.waitForURL((url) => url.hostname.startsWith('demo.') && !url.pathname.startsWith('/login'));
}
