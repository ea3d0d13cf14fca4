import type { Page } from '@playwright/test';
import { API_ORIGIN } from '../env.ts';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES, pickMember } from './demo-members.ts';
import { expect, open, test } from './personas.ts';
import { shoot } from './shots.ts';

/**
 * The arrivals page (spec 2 §2, docs/arrivals.md "Arrivals page"): a door at Auckland refuses a
 * card nobody holds and the list says why; the admin records a manual arrival of a Wellington
 * member visiting Auckland and it appears in the list. Auckland: the arrival card journey watches
 * Wellington, so nothing here reaches its card.
 */
test.use({ persona: 'super.admin' });

/** Issues a door key at Auckland on its settings page (shown once) and returns it. */
async function issueDoorKey(page: Page): Promise<string> {
  await open(page, `/branch/${BRANCHES.auckland}/settings`);
  const doors = page.getByRole('region', { name: 'Door keys' });
  await doors.getByRole('button', { name: 'Add door' }).click();
  const add = page.getByRole('dialog', { name: 'Add door' });
  await add.getByRole('textbox', { name: 'Door name' }).fill(`Arrivals journey ${Date.now()}`);
  await add.getByRole('button', { name: 'Add door' }).click();
  const key = (await add.getByTestId('door-key').textContent())?.trim() ?? '';
  expect(key).not.toBe('');
  await add.getByRole('button', { name: 'Done' }).click();
  return key;
}

test('a refused swipe shows its reason, and a manual arrival appears in the list', async ({
  page,
  request,
}) => {
  // A door swipes a card nobody holds: the server decides and stores a denied arrival.
  const key = await issueDoorKey(page);
  const cardNumber = `NOBODY${Date.now()}`;
  const swipe = await request.post(`${API_ORIGIN}/access-control/doors/swipes`, {
    headers: { authorization: `Door ${key}` },
    data: { swipeId: `journey-${Date.now()}`, cardNumber },
  });
  expect(swipe.status()).toBe(200);
  expect(await swipe.json()).toMatchObject({ granted: false, reason: { code: 'UNKNOWN_CARD' } });

  // The sidebar's Arrivals entry (view-arrival at the branch).
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Arrivals' }).click();
  await expect(page.getByRole('heading', { name: 'Arrivals', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Arrivals' })).toBeVisible();
  const table = page.getByRole('table', { name: 'All Arrivals' });
  const refused = table.getByRole('row').filter({ hasText: `Card ${cardNumber} is not assigned to anyone` });
  await expect(refused).toBeVisible();
  await expect(refused.getByText('Entry denied')).toBeVisible();
  await expect(refused.getByText('Unknown card')).toBeVisible();
  await expectAccessible(page, 'arrivals page');
  await shoot(page, 'arrivals');

  // Only the refusals for this reason.
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Unknown card' }).click();
  await expect(refused).toBeVisible();
  await expect(table.getByText('Granted')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'All reasons' }).click();

  // A Wellington member visiting Auckland, let in at the desk.
  const member = await pickMember(() => true, 7);
  const name = `${member.firstName} ${member.lastName}`;
  await page.getByRole('button', { name: 'Add Arrival' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add arrival' });
  await dialog.getByLabel('Search person').fill(name);
  await dialog.getByRole('radio', { name }).check();
  await expectAccessible(page, 'add arrival modal', { state: 'person chosen' });
  await dialog.getByRole('button', { name: 'Add arrival' }).click();
  await expect(page.getByText('The arrival has been added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const manual = table.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(manual.first()).toBeVisible();
  await expect(manual.first().getByText('Manual')).toBeVisible();
  await expect(manual.first().getByRole('link', { name })).toHaveAttribute(
    'href',
    `/branch/${BRANCHES.wellington}/members/${member.id}/overview`,
  );
});
