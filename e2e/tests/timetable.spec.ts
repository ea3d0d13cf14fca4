import { DEMO_ORIGIN } from '../env.ts';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES } from './demo-members.ts';
import { shoot } from './membership-journeys.ts';
import { expect, NO_SESSION, test } from './personas.ts';

/**
 * The member timetable (docs/classes.md "Member timetable"): a member, signed in nowhere, opens
 * Wellington's week on the organisation's member domain (demo.localhost here) and reads the
 * seeded classes with their places left (finished ones say so), steps to next week and back. The
 * page has no script. It only reads the demo timetable and asserts nothing another journey's
 * bookings could change (some places, not how many), so it runs beside the other journeys.
 */
test('a member reads the branch timetable week by week, without signing in', async ({ browser }) => {
  const context = await browser.newContext({ storageState: NO_SESSION });
  const page = await context.newPage();
  await page.goto(`${DEMO_ORIGIN}/${BRANCHES.wellington}/timetable`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Wellington Lambton Quay timetable' }),
  ).toBeVisible();
  // Monday to Sunday, each a day of its own with the seeded classes and their places.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(7);
  await expect(page.getByRole('heading', { level: 2, name: /^Monday/ })).toBeVisible();
  await expect(page.getByText('Spin').first()).toBeVisible();
  // Past sessions say Finished; later this week they give their places.
  await expect(page.getByText(/spots? left|Full|No limit|Finished/).first()).toBeVisible();
  expect(await page.evaluate(() => document.scripts.length)).toBe(0);
  await expectAccessible(page, 'member timetable');
  await shoot(page, 'member-timetable');

  const weeks = page.getByRole('navigation', { name: 'Weeks' });
  await weeks.getByRole('link', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/\?week=\d{4}-\d{2}-\d{2}$/);
  await expect(weeks.getByRole('link', { name: 'This week' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Yoga').first()).toBeVisible();
  await expect(page.getByText(/spots? left|Full|No limit/).first()).toBeVisible();
  await expect(page.getByText('Finished')).toHaveCount(0);
  await weeks.getByRole('link', { name: 'This week' }).click();
  await expect(weeks.getByRole('link', { name: 'This week' })).toHaveAttribute('aria-current', 'page');

  // A branch of another organisation is not on this organisation's timetable.
  const foreign = await page.goto(`${DEMO_ORIGIN}/00000002-0002-4000-8000-000000000001/timetable`);
  expect(foreign?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Timetable not found' })).toBeVisible();
  await context.close();
});
