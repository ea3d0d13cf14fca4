import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO_ORIGIN } from '../env.ts';

/**
 * The demo users the journeys act as. The `personas` project (personas.setup.ts) signs each in
 * once through the login form and keeps the browser's cookies, the identity provider's session
 * among them. A journey that says `test.use({ persona })` starts with those cookies, so opening
 * the app goes through the provider's sign-in redirect without the form and the app receives
 * tokens of its own: the tokens are never shared between journeys, since access tokens last 10
 * minutes (less than a run) and refresh tokens rotate, a refresh token reused by a second
 * journey revoking the grant (apps/server/src/features/identity/oidc-provider.ts).
 *
 * Journeys about signing in, signing out or a user's first password sign in through the form
 * themselves (sign-in.ts), in a browser without any persona.
 */
export const ACME_ORIGIN = DEMO_ORIGIN.replace('//demo.', '//acme.');

export const PERSONAS = {
  'super.admin': { username: 'super.admin', origin: DEMO_ORIGIN },
  'front.desk': { username: 'front.desk', origin: DEMO_ORIGIN },
  'relief.desk': { username: 'relief.desk', origin: DEMO_ORIGIN },
  'branch.manager': { username: 'branch.manager', origin: DEMO_ORIGIN },
  'no.role': { username: 'no.role', origin: DEMO_ORIGIN },
  /** Acme's super admin: Acme bills through debitsuccess (the demo seed). */
  'acme.super.admin': { username: 'super.admin', origin: ACME_ORIGIN },
} as const;

export type Persona = keyof typeof PERSONAS;

/**
 * E2E_PERSONAS_DIR keeps them apart when two checkouts' journeys run side by side: cookies are per
 * host, not port, so one run's sign-in would otherwise replace the other's.
 */
const STATES =
  process.env.E2E_PERSONAS_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/e2e-personas');

/** Where the personas project keeps `persona`'s cookies (outside outputDir, which Playwright empties). */
export function personaState(persona: Persona): string {
  return path.join(STATES, `${persona}.json`);
}

/** A browser that has never signed in: for `browser.newContext`, which otherwise takes the journey's persona. */
export const NO_SESSION = { cookies: [], origins: [] };

export const test = base.extend<{ persona: Persona | null }>({
  persona: [null, { option: true }],
  storageState: async ({ persona, storageState }, use) => {
    await use(persona ? personaState(persona) : storageState);
  },
});

export { expect };

/**
 * Opens `address` (a path on the demo organisation, or an absolute address) as the journey's
 * persona and waits until the app holds its tokens and has left the /login pages.
 */
export async function open(page: Page, address = '/'): Promise<void> {
  const tokens = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/oidc/token',
    // A persona whose provider session is gone shows the login form instead: fail early, and say so.
    { timeout: 30_000 },
  );
  await page.goto(address);
  expect((await tokens).ok(), 'the persona’s provider session gave the app its tokens').toBe(true);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
