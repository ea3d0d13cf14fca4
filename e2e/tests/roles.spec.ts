import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES } from './demo-members.ts';
import { expect, open, personaState, test } from './personas.ts';
import { capture } from './shots.ts';

/*
 * Roles (spec 3 §2, §4, §6; docs/roles.md). The flag "create/modify/remove roles" is off by
 * default: these journeys turn it on. The user "holding the role" is the demo branch manager with
 * the built-in branch-manager role (assigning roles is the staff journeys' business): the journey
 * takes view-member from that role, sees the branch manager lose Auckland's member list on their
 * next request, and gives it back. Nobody else holds that role and no other journey acts as the
 * branch manager, so the journeys running beside this one (the front desk's above all) keep
 * their permissions throughout.
 */
const ROLES = '/organization/management/roles';
const AUCKLAND_MEMBERS = `/branch/${BRANCHES.auckland}/members`;
const FLAGS = '{"roles_create_modify_remove":true}';

test.use({ persona: 'super.admin' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript((flags) => localStorage.setItem('clubline.featureFlags', flags), FLAGS);
});

/** Ticks or unticks a permission and waits for the page to have read the role again. */
async function setAllowed(page: Page, permission: string, allowed: boolean) {
  const box = page.getByRole('checkbox', { name: `${permission} allowed` });
  await expect(box).toBeEnabled();
  await (allowed ? box.check() : box.uncheck());
  await expect(page.getByText('Role changed successfully.').first()).toBeVisible();
  // Every control stays disabled until the role has been read again (about 2 s).
  await expect(box).toBeDisabled();
  await expect(box).toBeEnabled({ timeout: 10_000 });
  await expect(box).toBeChecked({ checked: allowed });
}

/** The branch manager's member list, in a browser of their own (signed in afresh: tokens of its own). */
async function branchManagerSeesMembers(browser: Browser): Promise<boolean> {
  const context = await browser.newContext({ storageState: personaState('branch.manager') });
  const page = await context.newPage();
  try {
    await open(page, AUCKLAND_MEMBERS);
    const list = page.getByRole('heading', { name: 'Members', level: 1 });
    const denied = page.getByRole('heading', { name: 'Sorry...' });
    await expect(list.or(denied)).toBeVisible();
    const sees = await list.isVisible();
    if (!sees) await expectAccessible(page, 'branch manager without view-member', { state: 'no permission' });
    return sees;
  } finally {
    await context.close();
  }
}

test('an admin creates a role and toggles its permissions', async ({ page }) => {
  await open(page, ROLES);
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Front desk' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Roles' }),
  ).toBeVisible();
  await expectAccessible(page, 'role list');

  await page.getByRole('button', { name: 'Create role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create role' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Name is a required field')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('front DESK');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Role name must be unique')).toBeVisible();
  await expectAccessible(page, 'create role modal with errors');

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Night  Shift Lead');
  await expect(dialog.getByText('Role id: night-shift-lead')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Closes the club at night');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Role added successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list is read again about 2 s after the change.
  const created = table.getByRole('row', { name: /Night\s+Shift Lead/ });
  await expect(created).toBeVisible({ timeout: 10_000 });
  await expect(created.getByRole('cell').last()).toHaveText('0');

  await created.getByRole('link').click();
  await expect(page).toHaveURL(`${ROLES}/night-shift-lead`);
  await expect(page.getByRole('heading', { name: /Night\s+Shift Lead/, level: 1 })).toBeVisible();
  await expect(page.getByText('Closes the club at night')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Access to group operations' })).not.toBeChecked();
  await expectAccessible(page, 'role page');

  await setAllowed(page, 'View arrival', true);
  await page.getByRole('checkbox', { name: 'Access to group operations' }).check();
  await expect(page.getByRole('checkbox', { name: 'Access to group operations' })).toBeEnabled({
    timeout: 10_000,
  });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'View arrival allowed' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Access to group operations' })).toBeChecked();

  // A role with zero members can be removed; the page returns to the list about 3 s later.
  await page.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove role' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'remove role confirmation');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Role removed successfully.')).toBeVisible();
  await expect(page).toHaveURL(ROLES, { timeout: 10_000 });
  await expect(page.getByRole('table').getByRole('link', { name: /Night\s+Shift Lead/ })).toHaveCount(0);
});

test('a permission taken from a role is gone on the next request of a user holding it', async ({
  page,
  browser,
}) => {
  expect(await branchManagerSeesMembers(browser)).toBe(true);

  await open(page, `${ROLES}/branch-manager`);
  await expect(page.getByRole('heading', { name: 'Branch manager', level: 1 })).toBeVisible();
  // Built-in roles stay: no Remove, and the name cannot change.
  await expect(page.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  try {
    await setAllowed(page, 'View member', false);
    expect(await branchManagerSeesMembers(browser)).toBe(false);
  } finally {
    // Give it back whatever happened: the journeys after this one find the role as seeded.
    await page.reload();
    const box = page.getByRole('checkbox', { name: 'View member allowed' });
    if (!(await box.isChecked())) await setAllowed(page, 'View member', true);
  }
  expect(await branchManagerSeesMembers(browser)).toBe(true);
});

test('without the flag the roles are listed but cannot be created or changed', async ({ page }) => {
  await page.addInitScript(() => localStorage.removeItem('clubline.featureFlags'));
  await open(page, ROLES);
  await expect(page.getByRole('table').getByRole('link', { name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create role' })).toHaveCount(0);
  await page.getByRole('table').getByRole('link', { name: 'Front desk' }).click();
  await expect(page.getByRole('checkbox', { name: 'View member allowed' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test.describe('as a branch manager', () => {
  test.use({ persona: 'branch.manager' });

  test('a branch manager does not get the role pages', async ({ page }) => {
    await open(page, ROLES);
    await expect(page.getByRole('heading', { name: 'Sorry...' })).toBeVisible();
  });
});

for (const viewport of [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'narrow', width: 390, height: 844 },
] as const) {
  test(`role screenshots at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const shot = async (name: string) => {
      await expectAccessible(page, `${name} (${viewport.name})`);
      await capture(page, `${name}-${viewport.name}`, { fullPage: true });
    };
    await open(page, ROLES);
    await expect(page.getByRole('table').getByRole('link', { name: 'Front desk' })).toBeVisible();
    await shot('roles');
    await page.getByRole('button', { name: 'Create role' }).click();
    await expect(page.getByRole('dialog', { name: 'Create role' })).toBeVisible();
    await shot('role-create');
    await page.keyboard.press('Escape');
    await page.getByRole('table').getByRole('link', { name: 'Front desk' }).click();
    await expect(page.getByRole('checkbox', { name: 'View member allowed' })).toBeVisible();
    await shot('role-page');
  });
}
