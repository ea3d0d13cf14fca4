import type { Locator } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES, type DemoMember, wellingtonMembers } from './demo-members.ts';
import { choose } from './membership-journeys.ts';
import { expect, open, test } from './personas.ts';

/**
 * The place that fills itself (docs/classes.md "Waitlist offers"): the admin creates a Yoga session
 * of one place two weeks ahead, books a member into it, fills its waitlist with another, and
 * removes the first. Nobody touches the waitlist: the worker offers the freed place to the member
 * waiting by email, whose link (read in the development outbox) accepts it, and the drawer then
 * shows them booked. It books Wellington's 8th and 9th people in seed order, whom no other journey
 * takes (demo-members.ts); its session is its own, at a time the demo timetable leaves free.
 */
test.use({ persona: 'super.admin' });

/** YYYY-MM-DD `days` after `date`. */
function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

async function waitlistMembers(): Promise<[DemoMember, DemoMember]> {
  const [first, second] = (await wellingtonMembers()).slice(7, 9);
  if (!first?.email || !second?.email)
    throw new Error('The seed no longer has the two people this journey books');
  return [first, second];
}

async function pick(dialog: Locator, member: DemoMember, submit: string) {
  const name = `${member.firstName} ${member.lastName}`;
  await dialog.getByRole('textbox', { name: 'Search member' }).fill(name);
  await dialog.getByRole('radio', { name }).check();
  await dialog.getByRole('button', { name: submit }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}

test('a freed place is offered to the member waiting, who accepts it through the link in their email', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [booked, waiting] = await waitlistMembers();
  const waitingName = `${waiting.firstName} ${waiting.lastName}`;

  await open(page, `/branch/${BRANCHES.wellington}`);
  await page.waitForURL(/\/calendar\/day\/\d{4}-\d{2}-\d{2}$/);
  const today = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const date = addDays(today, 14);

  // A Yoga session of one place, two weeks ahead, at 14:00.
  await page.goto(`/branch/${BRANCHES.wellington}/calendar/day/${date}`);
  await page.getByRole('button', { name: 'Create session' }).click();
  const create = page.getByRole('dialog', { name: 'Create session' });
  await choose(page, create, /^Class/, 'Yoga');
  await create.getByRole('textbox', { name: 'Date' }).fill(date);
  await choose(page, create, /^Start time/, '14:00');
  await choose(page, create, /^End time/, '15:00');
  await create.getByRole('textbox', { name: 'Capacity' }).fill('1');
  await create.getByRole('button', { name: 'Create session' }).click();
  await expect(create).toBeHidden({ timeout: 20_000 });

  const event = page.locator('.rbc-event', { hasText: '14:00' }).filter({ hasText: 'Yoga' });
  await event.first().click();
  const drawer = page.getByRole('dialog', { name: 'Session details' });
  await expect(drawer.getByText('1 spot left')).toBeVisible();

  // Fill it, then wait for it.
  await drawer.getByRole('button', { name: 'Add member' }).click();
  await pick(page.getByRole('dialog', { name: 'Add member' }), booked, 'Book');
  await expect(drawer.getByRole('list', { name: 'Members' })).toContainText(booked.lastName);
  await drawer.getByRole('button', { name: 'Add to waitlist' }).click();
  await pick(page.getByRole('dialog', { name: 'Add to waitlist' }), waiting, 'Add to waitlist');
  await expect(drawer.getByRole('list', { name: 'Waitlist' })).toContainText(waiting.lastName);
  await expectAccessible(page, 'session drawer with a waitlist', { state: 'waitlist' });

  // The booked member cancels at the desk; the place is offered without anyone touching the list.
  await drawer.getByRole('button', { name: `Remove ${booked.firstName} ${booked.lastName}` }).click();
  // Removing a booking cannot be undone (the place goes to the waitlist), so the desk is asked first.
  const removal = page.getByRole('dialog', { name: 'Remove from session' });
  await expect(removal.getByText(/This cannot be undone/)).toBeVisible();
  await expectAccessible(page, 'remove a booking', { state: 'confirmation' });
  await removal.getByRole('button', { name: 'Remove booking' }).click();
  await expect(drawer.getByText('No members booked')).toBeVisible();
  await expect(drawer.getByRole('list', { name: 'Waitlist' })).toContainText('Place offered, held until', {
    timeout: 30_000,
  });

  // The offer's email, in the development outbox, carries the link.
  await expect(async () => {
    await page.goto('/outbox');
    const message = page
      .getByRole('listitem')
      .filter({ hasText: waiting.email ?? '' })
      .filter({ hasText: 'Yoga' });
    await expect(message.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const message = page
    .getByRole('listitem')
    .filter({ hasText: waiting.email ?? '' })
    .filter({ hasText: 'Yoga' });
  const link = message.first().getByRole('link', { name: /waitlist-offers/ });
  const href = await link.first().getAttribute('href');
  if (!href) throw new Error('The offer email has no link');

  // The member answers without signing in.
  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'A place is free for you' })).toBeVisible();
  await expectAccessible(page, 'waitlist offer page');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  // Back at the desk: the member who waited is booked, the waitlist is empty.
  await page.goto(`/branch/${BRANCHES.wellington}/calendar/day/${date}`);
  await page.locator('.rbc-event', { hasText: '14:00' }).filter({ hasText: 'Yoga' }).first().click();
  await expect(drawer.getByRole('list', { name: 'Members' })).toContainText(waiting.lastName);
  await expect(drawer.getByText(waitingName)).toHaveCount(1);
});
