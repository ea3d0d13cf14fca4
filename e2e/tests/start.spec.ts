import { expect, test } from '@playwright/test';
import { API_ORIGIN } from '../env.ts';

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
