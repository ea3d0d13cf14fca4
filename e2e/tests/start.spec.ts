import { expect, test } from '@playwright/test';
import { API_ORIGIN } from '../env.ts';

test('the printed URL serves the product and reports the service running', async ({ page, request }) => {
  const status = await request.get(`${API_ORIGIN}/status`);
  expect(status.status()).toBe(200);
  expect(await status.json()).toMatchObject({ status: 'ok' });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Clubline' })).toBeVisible();
  await expect(page.getByTestId('service-status')).toHaveText('Running');
});

test('a client-side route is served the app, an api path is not', async ({ page, request }) => {
  const response = await page.goto('/organization/branches/branch-list');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Clubline' })).toBeVisible();
  const unknownApi = await request.get(`${API_ORIGIN}/graphql/unknown`);
  expect(unknownApi.status()).toBeGreaterThanOrEqual(400);
});
