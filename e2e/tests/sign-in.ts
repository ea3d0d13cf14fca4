import type { Page } from '@playwright/test';

const DEMO_PASSWORD = 'clubline-demo';

/**
 * Fills the identity provider's login form (the page must already show it). Journeys that are
 * not about signing in start signed in as a persona instead (personas.ts).
 */
export async function fillLoginForm(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
