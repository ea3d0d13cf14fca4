import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES, type DemoMember, wellingtonMembers } from './demo-members.ts';
import { choose, shoot } from './membership-journeys.ts';
import { expect, open, test } from './personas.ts';

/**
 * The branch calendar (spec 2 §2, §4, §5; docs/classes.md "The calendar"): Wellington opens on its
 * calendar; the admin creates a weekly session of its own name a week ahead, books a member into
 * it, creates a session a week ago and books and checks in a member there (after 'Session has
 * expired'), then edits the weekly session "this and following" and sees the preview of the
 * booking it moves before saving. It books Wellington's 7th and 10th people in seed order, whom no
 * other journey takes (demo-members.ts); its sessions are its own, by unique names.
 */
test.use({ persona: 'super.admin' });

const calendarUrl = (view: string, date: string) => `/branch/${BRANCHES.wellington}/calendar/${view}/${date}`;

/** YYYY-MM-DD `days` after `date` (negative: before). */
function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * Two people nobody else's journey books or changes (demo-members.ts): Wellington's 7th in seed
 * order, a Member, and its 10th, a Prospect (a session by name takes guests too).
 */
async function calendarMembers(): Promise<[DemoMember, DemoMember]> {
  const firstTwenty = (await wellingtonMembers()).slice(0, 20);
  const [member, prospect] = [firstTwenty[6], firstTwenty[9]];
  if (member?.roleType !== 'Member' || prospect?.roleType !== 'Prospect') {
    throw new Error('The seed no longer has the member and prospect this journey books');
  }
  return [member, prospect];
}

async function createSession(
  page: Page,
  session: { name: string; date: string; start: string; end: string; weekly: boolean },
) {
  await page.getByRole('button', { name: 'Create session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create session' });
  await dialog.getByRole('textbox', { name: 'Session name' }).fill(session.name);
  await dialog.getByRole('textbox', { name: 'Date' }).fill(session.date);
  await choose(page, dialog, /^Start time/, session.start);
  await choose(page, dialog, /^End time/, session.end);
  if (session.weekly) await dialog.getByRole('radio', { name: 'Weekly' }).check();
  await dialog.getByRole('textbox', { name: 'Capacity' }).fill('12');
  await expectAccessible(page, 'create session modal');
  await dialog.getByRole('button', { name: 'Create session' }).click();
  // The modal closes only on success; the notice of an earlier save may still be showing beside
  // this one, so any of them will do.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
}

/** The calendar's `view` of `date`, in the app already signed in. */
async function goToCalendar(page: Page, view: string, date: string) {
  await page.goto(calendarUrl(view, date));
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
}

/** Opens the session's drawer from the calendar's week of `date`. */
async function openSession(page: Page, name: string, date: string): Promise<Locator> {
  await goToCalendar(page, 'week', date);
  await page.locator('.rbc-event', { hasText: name }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Session details' });
  await expect(drawer.getByRole('heading', { name })).toBeVisible();
  return drawer;
}

/**
 * The week's grid as laid out now: whether the page or the grid scrolls sideways, the days' and
 * their names' left edges, the times' right edge and the grid's.
 */
function weekLayout(page: Page) {
  return page.evaluate(() => {
    const grid = document.querySelector('.rbc-time-content');
    const times = grid?.querySelector(':scope > .rbc-time-gutter');
    if (!grid || !times) throw new Error('no time grid');
    const lefts = (selector: string) =>
      [...document.querySelectorAll(selector)].map((element) =>
        Math.round(element.getBoundingClientRect().left),
      );
    const root = document.documentElement;
    return {
      pageScrollsSideways: root.scrollWidth > root.clientWidth,
      gridScrollsSideways: grid.scrollWidth > grid.clientWidth,
      narrowestDay: Math.min(
        ...[...grid.querySelectorAll(':scope > .rbc-day-slot')].map(
          (day) => day.getBoundingClientRect().width,
        ),
      ),
      days: lefts('.rbc-time-content > .rbc-day-slot'),
      names: lefts('.rbc-time-header .rbc-header'),
      timesRight: Math.round(times.getBoundingClientRect().right),
      gridRight: Math.round(grid.getBoundingClientRect().left + grid.clientWidth),
    };
  });
}

/** The days' names stand over their days (the library's border puts them a pixel apart). */
function namesOverDays({ days, names }: { days: number[]; names: number[] }): boolean {
  return days.length === 7 && days.every((left, index) => Math.abs((names[index] ?? 0) - left) <= 1);
}

async function bookMember(page: Page, drawer: Locator, member: DemoMember) {
  const picker = page.getByRole('dialog', { name: 'Add member' });
  await picker.getByRole('textbox', { name: 'Search member' }).fill(`${member.firstName} ${member.lastName}`);
  await picker.getByRole('radio', { name: `${member.firstName} ${member.lastName}` }).check();
  await picker.getByRole('button', { name: 'Book' }).click();
  await expect(picker).toBeHidden({ timeout: 20_000 });
  await expect(drawer.getByRole('list', { name: 'Members' })).toContainText(member.lastName);
}

test('a weekly session is created, booked, checked in when past, and edited this and following with its preview', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [booked, attended] = await calendarMembers();
  const stamp = String(Date.now()).slice(-6);
  const weekly = `Journey weekly ${stamp}`;
  const past = `Journey past ${stamp}`;

  // The branch area opens on its calendar: day view, the branch's today.
  await open(page, `/branch/${BRANCHES.wellington}`);
  await page.waitForURL(/\/calendar\/day\/\d{4}-\d{2}-\d{2}$/);
  const today = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  const nextWeek = addDays(today, 7);
  const lastWeek = addDays(today, -7);

  // A weekly session a week ahead, and a session once a week ago.
  await goToCalendar(page, 'week', nextWeek);
  await createSession(page, { name: weekly, date: nextWeek, start: '10:00', end: '11:00', weekly: true });
  await expect(page.locator('.rbc-event', { hasText: weekly })).toBeVisible();
  await expectAccessible(page, 'calendar week');
  await shoot(page, 'calendar-week');

  // A phone: the days keep a readable width and scroll sideways inside the grid, never the page;
  // the week opens on its address's day (the new session's), its name over it, the times beside.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await goToCalendar(page, 'week', nextWeek);
  await expect(page.locator('.rbc-event', { hasText: weekly })).toBeInViewport();
  const column = (new Date(`${nextWeek}T00:00:00Z`).getUTCDay() + 6) % 7;
  const opened = await weekLayout(page);
  expect(opened).toMatchObject({ pageScrollsSideways: false, gridScrollsSideways: true });
  expect(opened.narrowestDay).toBeGreaterThanOrEqual(90);
  expect(opened.days[column]).toBeGreaterThanOrEqual(opened.timesRight - 1);
  expect(opened.days[column]).toBeLessThan(opened.gridRight - 90);
  expect(namesOverDays(opened)).toBe(true);
  await page.locator('.rbc-time-content').evaluate((grid) => {
    grid.scrollLeft = grid.scrollWidth;
  });
  await expect.poll(async () => namesOverDays(await weekLayout(page))).toBe(true);
  if (viewport) await page.setViewportSize(viewport);
  await createSession(page, { name: past, date: lastWeek, start: '09:00', end: '10:00', weekly: false });

  // Book a member into the weekly session's first occurrence.
  const drawer = await openSession(page, weekly, nextWeek);
  await expect(drawer.getByText('12 spots left')).toBeVisible();
  await drawer.getByRole('button', { name: 'Add member' }).click();
  await bookMember(page, drawer, booked);
  await expect(page.getByText('This person has successfully been booked into the class.')).toBeVisible();
  await expect(drawer.getByText('11 spots left')).toBeVisible();
  await expect(
    drawer.getByRole('button', { name: `Remove ${booked.firstName} ${booked.lastName}` }),
  ).toBeVisible();
  await expectAccessible(page, 'session drawer');
  await shoot(page, 'calendar-drawer');

  // A past session asks first, then books, and its member can be checked in and out again.
  const pastDrawer = await openSession(page, past, lastWeek);
  await pastDrawer.getByRole('button', { name: 'Add member' }).click();
  const expired = page.getByRole('dialog', { name: 'Session has expired' });
  await expect(expired).toBeVisible();
  await expired.getByRole('button', { name: 'Add member' }).click();
  await bookMember(page, pastDrawer, attended);
  await expect(page.getByText('Successfully added a member to a session in the past')).toBeVisible();
  const name = `${attended.firstName} ${attended.lastName}`;
  await pastDrawer.getByRole('button', { name: `Check in ${name}` }).click();
  await expect(pastDrawer.getByRole('button', { name: `Cancel check-in of ${name}` })).toBeVisible();
  await expect(pastDrawer.getByRole('list', { name: 'Members' })).toContainText('Attended');

  // Removal of the past session is refused once someone attended.
  await pastDrawer.getByRole('button', { name: 'Remove', exact: true }).click();
  const removal = page.getByRole('dialog', { name: 'Remove session' });
  await expect(
    removal.getByText('A member has attended this session, so it cannot be removed.'),
  ).toBeVisible();
  await expect(removal.getByRole('button', { name: 'Remove session' })).toBeDisabled();
  await removal.getByRole('button', { name: 'Cancel' }).click();

  // Edit the weekly session this and following: the preview names the booking it moves.
  const weeklyDrawer = await openSession(page, weekly, nextWeek);
  await weeklyDrawer.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit session' });
  await edit.getByRole('radio', { name: 'This and following' }).check();
  await choose(page, edit, /^End time/, '11:30');
  await expectAccessible(page, 'edit session modal');
  await edit.getByRole('button', { name: 'Review changes' }).click();
  await expect(edit.getByText(/^This changes \d+ sessions?\.$/)).toBeVisible();
  await expect(edit.getByRole('list', { name: 'Affected bookings' })).toContainText(booked.lastName);
  await expectAccessible(page, 'edit session preview', { state: 'preview' });
  await shoot(page, 'calendar-edit-preview');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes have been made')).toBeVisible();
  await expect(edit).toBeHidden({ timeout: 20_000 });
  await expect(weeklyDrawer.getByText('10:00 – 11:30')).toBeVisible();
});

test("a members-only class's picker offers its members and lists a prospect as unable to book", async ({
  page,
}) => {
  const [member, prospect] = await calendarMembers();
  await open(page, `/branch/${BRANCHES.wellington}`);
  await page.waitForURL(/\/calendar\/day\/\d{4}-\d{2}-\d{2}$/);
  const today = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  // The seeded timetable's pilates is for members only (who can book MEMBER); nothing is booked.
  const drawer = await openSession(page, 'Pilates', addDays(today, 7));
  await drawer.getByRole('button', { name: 'Add member' }).click();
  const picker = page.getByRole('dialog', { name: 'Add member' });
  const search = picker.getByRole('textbox', { name: 'Search member' });
  const prospectName = `${prospect.firstName} ${prospect.lastName}`;
  await search.fill(prospectName);
  await expect(
    picker.getByText(`${prospectName}: Only members are allowed to book this session.`),
  ).toBeVisible();
  await expect(picker.getByRole('radio', { name: prospectName })).toHaveCount(0);
  await expectAccessible(page, 'person picker with someone who cannot book');
  await shoot(page, 'calendar-picker-refused');

  const memberName = `${member.firstName} ${member.lastName}`;
  await search.fill(memberName);
  await expect(picker.getByRole('radio', { name: memberName })).toBeVisible();
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toBeHidden();
});
