import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { expect, PERSONAS, type Persona, personaState } from './personas.ts';
import { fillLoginForm } from './sign-in.ts';

/**
 * Each persona signs in once through the login form; its cookies (the identity provider's
 * session) are kept for the journeys. The app's tokens (localStorage) are left out on purpose:
 * each journey gets its own from the provider session (personas.ts says why).
 */
for (const [persona, { username, origin }] of Object.entries(PERSONAS) as [
  Persona,
  (typeof PERSONAS)[Persona],
][]) {
  setup(`${persona} signs in through the login form`, async ({ page, context }) => {
    await page.goto(`${origin}/`);
    await expect(page.getByLabel('Username')).toBeVisible();
    const tokens = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/oidc/token',
    );
    await fillLoginForm(page, username);
    expect((await tokens).ok()).toBe(true);

    const { cookies } = await context.storageState();
    expect(cookies.map((cookie) => cookie.name)).toContain('_session');
    mkdirSync(path.dirname(personaState(persona)), { recursive: true });
    writeFileSync(personaState(persona), JSON.stringify({ cookies, origins: [] }, null, 2));
  });
}
