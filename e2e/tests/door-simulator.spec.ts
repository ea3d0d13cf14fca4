import { expectAccessible } from './accessibility.ts';
import { BRANCHES } from './demo-members.ts';
import { expect, open, test } from './personas.ts';
import { shoot } from './shots.ts';

/**
 * The door simulator page (docs/access-control.md "Door simulator page", README "Arrivals and
 * doors"): the admin swipes a valid demo card at Wellington and watches it arrive on the arrivals
 * page open beside it; then cuts the door off, swipes, reconnects, and that swipe arrives too.
 */
test.use({ persona: 'super.admin' });

test('a simulated swipe arrives live, and so does one made while the door was cut off', async ({
  page,
  context,
}) => {
  await open(page, `/door-simulator?branch=${BRANCHES.wellington}`);
  await expect(page.getByRole('heading', { name: 'Door simulator', level: 1 })).toBeVisible();
  const state = page.getByRole('region', { name: 'Door state' });
  await expect(state).toContainText('Door simulator (door_');
  await expect(state).toContainText('Online');

  // The arrivals page beside it, subscribed to the branch's live channel.
  const arrivals = await context.newPage();
  const subscribed = new Promise<void>((resolve) => {
    arrivals.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"subscribed"')) resolve();
      });
    });
  });
  // The tab shares the first one's session (its tokens are already in this origin's storage).
  await arrivals.goto(`/branch/${BRANCHES.wellington}/arrivals`);
  await expect(arrivals.getByRole('heading', { name: 'Arrivals', level: 1 })).toBeVisible();
  await subscribed;

  await page.getByRole('button', { name: 'Valid card' }).click();
  const decisions = page.getByRole('region', { name: 'Decisions' }).getByRole('listitem');
  const granted = decisions.first();
  await expect(granted).toContainText('Granted');
  await expect(granted).toContainText('Decided by the server');
  const firstName = ((await granted.locator('p').first().textContent()) ?? '').split(' · ')[0]?.trim() ?? '';
  expect(firstName).not.toBe('');
  await expect(arrivals.getByRole('region', { name: 'Arrival card' })).toContainText(firstName, {
    timeout: 15_000,
  });
  const table = arrivals.getByRole('table', { name: 'All Arrivals' });
  await expect(
    table.getByRole('row').filter({ hasText: firstName }).filter({ hasText: 'Granted' }).first(),
  ).toBeVisible();

  // Cut off: the door decides from its list and keeps the swipe until it reconnects.
  await page.getByRole('button', { name: 'Cut off the server' }).click();
  await expect(state).toContainText('Cut off: the door decides from its list');
  await page.getByRole('button', { name: 'Unknown card' }).click();
  const offline = decisions.first();
  await expect(offline).toContainText('Decided offline · queued');
  const sentence = (await offline.getByText(/is not assigned to anyone/).textContent()) ?? '';
  expect(sentence).toMatch(/^Card SIMUNKNOWN\d{6} is not assigned to anyone$/);
  await expect(state).toContainText('Queued swipes1');
  await expectAccessible(page, 'door simulator', { state: 'cut off' });
  await shoot(page, 'door-simulator');

  await page.getByRole('button', { name: 'Reconnect' }).click();
  await expect(offline).toContainText('Decided offline · uploaded');
  await expect(state).toContainText('Online');
  await expect(table.getByRole('row').filter({ hasText: sentence })).toHaveCount(1, { timeout: 15_000 });
  await expectAccessible(page, 'door simulator');
});
