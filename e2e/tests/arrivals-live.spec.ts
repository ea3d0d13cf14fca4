import { expectAccessible } from './accessibility.ts';
import { BRANCHES, pickMember } from './demo-members.ts';
import { expect, open, test } from './personas.ts';
import { shoot } from './shots.ts';

/**
 * The arrival card (spec 1 §4.4, docs/arrivals.md "Live channel"): the Wellington front desk
 * records a manual arrival; the arrival reaches the card through the websocket (recorded by the
 * worker, announced by PostgreSQL NOTIFY, read again by id and branch), the card links to the
 * member, and fits a phone.
 */
test.use({ persona: 'front.desk' });

test('a manual arrival appears live on the arrival card, which opens the member', async ({ page }) => {
  // A member of its own: journeys run side by side (pickMember says who has whom).
  const member = await pickMember(() => true, 8);
  const name = `${member.firstName} ${member.lastName}`;
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/ws/arrivals')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"subscribed"')) resolve();
      });
    });
  });
  await open(page, `/branch/${BRANCHES.wellington}/arrivals`);
  await expect(page.getByRole('heading', { name: 'Arrivals', level: 1 })).toBeVisible();
  // The card's chunk loads after the first render and subscribes; nobody has arrived yet.
  await subscribed;
  await expect(page.getByRole('region', { name: 'Arrival card' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Arrival' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add arrival' });
  await dialog.getByLabel('Search person').fill(name);
  await dialog.getByRole('radio', { name }).check();
  await dialog.getByRole('button', { name: 'Add arrival' }).click();

  const card = page.getByRole('region', { name: 'Arrival card' });
  await expect(card.getByRole('link', { name })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('link', { name })).toHaveAttribute(
    'href',
    `/branch/${BRANCHES.wellington}/members/${member.id}/overview`,
  );
  await expect(card.getByText('Manual')).toBeVisible();
  const box = await card.boundingBox();
  expect(box?.width).toBe(424);
  await expectAccessible(page, 'arrival card', { state: 'arrival card' });
  await shoot(page, 'arrival-card', { fullPage: false });

  // On a phone the card stays inside the screen, clear of the collapsed sidebar (64 px).
  await page.setViewportSize({ width: 390, height: 844 });
  const narrow = await card.boundingBox();
  expect(narrow && narrow.x >= 64 && narrow.x + narrow.width <= 390).toBe(true);
  await expectAccessible(page, 'arrival card (phone)', { state: 'arrival card' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${member.id}/overview$`));
  // Close clears the card.
  await card.getByRole('button', { name: 'Close the arrival card' }).click();
  await expect(card).toHaveCount(0);
});
