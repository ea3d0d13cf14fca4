import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { DEMO_ORIGIN } from '../env.ts';
import { issuePersonaTokens, type StateCookie } from './persona-tokens.ts';

/**
 * The demo users the journeys act as. The `personas` project (personas.setup.ts) signs each in
 * once through the login form and keeps the browser's cookies, the identity provider's session
 * among them. A journey that says `test.use({ persona })` starts with those cookies and with
 * tokens of its own, obtained from that session for this journey alone (persona-tokens.ts) and
 * stored where the app keeps them, so opening the app renders the page at once. The tokens are
 * never shared between journeys, since access tokens last 10 minutes (less than a run) and
 * refresh tokens rotate, a refresh token reused by a second journey revoking the grant
 * (apps/server/src/features/identity/oidc-provider.ts). A context the journey makes itself
 * (browser.newContext) has the cookies only, and its app signs in through the provider's redirect
 * without the form.
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

/** Contexts that started with their journey's own tokens stored (see `context` below), and for which origin. */
const startedSignedIn = new WeakMap<BrowserContext, string>();

/** Left in the app's storage once the tokens are given, so they are given once per context. */
const TOKENS_GIVEN_KEY = 'clubline.e2e.persona-tokens-given';

export const test = base.extend<{ persona: Persona | null }>({
  persona: [null, { option: true }],
  storageState: async ({ persona, storageState }, use) => {
    await use(persona ? personaState(persona) : storageState);
  },
  // The journey's page starts with tokens of its own (persona-tokens.ts), written into the app's
  // storage before its first script runs, once: the app may renew them, or the journey log out,
  // and a later page load must find what the app left. Contexts a journey makes itself
  // (browser.newContext) keep the persona's cookies only and sign in through the redirect.
  context: async ({ context, persona }, use) => {
    if (persona) {
      const { origin } = PERSONAS[persona];
      const { cookies } = JSON.parse(readFileSync(personaState(persona), 'utf8')) as {
        cookies: StateCookie[];
      };
      const user = await issuePersonaTokens(origin, cookies);
      await context.addInitScript(
        ({ origin, key, value, given }) => {
          if (window.location.origin !== origin || window.localStorage.getItem(given) !== null) return;
          window.localStorage.setItem(given, '1');
          window.localStorage.setItem(key, value);
        },
        { origin, key: user.key, value: user.value, given: TOKENS_GIVEN_KEY },
      );
      startedSignedIn.set(context, origin);
    }
    await use(context);
  },
});

export { expect };

/**
 * Opens `address` (a path on the demo organisation, or an absolute address) as the journey's
 * persona. With the journey's tokens stored, that is the page's load; otherwise (another origin,
 * a context the journey made) it waits until the app holds its tokens and has left the /login pages.
 */
export async function open(page: Page, address = '/'): Promise<void> {
  const signedInAt = startedSignedIn.get(page.context());
  if (signedInAt !== undefined && new URL(address, signedInAt).origin === signedInAt) {
    // The tokens are stored already: the app renders the page without going to the provider.
    await page.goto(address);
    return;
  }
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
