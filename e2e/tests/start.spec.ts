import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { testWebBuild } from '../../tools/web-build.ts';
import { API_ORIGIN } from '../env.ts';
import { fillLoginForm } from './sign-in.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('the service reports itself running', async ({ request }) => {
  const status = await request.get(`${API_ORIGIN}/status`);
  expect(status.status()).toBe(200);
  expect(await status.json()).toMatchObject({ status: 'ok' });
});

test('a client-side route is served the app, an api path is not', async ({ request }) => {
  const page = await request.get(`${API_ORIGIN}/organization/branches/branch-list`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
  const unknownApi = await request.get(`${API_ORIGIN}/graphql/unknown`);
  expect(unknownApi.status()).toBeGreaterThanOrEqual(400);
});

test('the server serves the tests’ web build of the sources as they are, the one the unit suite measured', async ({
  request,
}) => {
  test.skip(process.env.WEB_DIST_DIR !== undefined, 'WEB_DIST_DIR points the server at another build');
  const built = readFileSync(path.join(testWebBuild(ROOT, { quiet: true }), 'index.html'), 'utf8');
  const served = await request.get(`${API_ORIGIN}/organization/branches/branch-list`);
  expect(await served.text()).toBe(built);
});

test('the app runs under the server’s Content-Security-Policy: sign-in, a member, sign-out', async ({
  page,
}) => {
  // Every page reports violations to the console, where they fail the test.
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      console.error('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile);
    });`,
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/CSP violation|Content Security Policy/.test(message.text())) violations.push(message.text());
  });

  // Signed in through the form (the identity provider's pages are under the policy too), and
  // signed out for real: no persona's session is ended.
  await page.goto('/');
  await fillLoginForm(page, 'front.desk');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Members', exact: true })
    .click();
  const members = page.getByRole('table', { name: 'My Members' });
  await members.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/members\/[^/]+\/overview$/);
  await expect(page.getByRole('region', { name: 'Contact details' })).toBeVisible();
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();

  expect(violations).toEqual([]);
  const response = await page.request.get(`${API_ORIGIN}/`);
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
