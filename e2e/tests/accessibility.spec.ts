import { expectAccessible } from './accessibility.ts';
import { BRANCHES, pickMember } from './demo-members.ts';
import { expect, open, test } from './personas.ts';

/**
 * Pages the other journeys do not reach, checked by axe (docs/accessibility.md). The journeys
 * themselves check every page they pass through.
 */

test.describe('as the super admin', () => {
  test.use({ persona: 'super.admin' });

  test('the organisation member list, an organisation member profile and its tabs', async ({ page }) => {
    const member = await pickMember(() => true, 3);
    await open(page, '/organization/members');
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    // The organisation list searches every branch: slower than a branch's on a busy machine.
    await expect(page.getByRole('table', { name: 'My Members' }).getByRole('link').first()).toBeVisible({
      timeout: 20_000,
    });
    await expectAccessible(page, 'organisation member list');

    await page.goto(`/organization/members/${member.id}/overview`);
    await expect(
      page.getByRole('heading', { name: `${member.firstName} ${member.lastName}`, level: 1 }),
    ).toBeVisible();
    await expectAccessible(page, 'organisation member profile');

    await page.goto(`/branch/${BRANCHES.wellington}/members/${member.id}/activities`);
    await expect(page.getByText('Only 2 years of activities are available')).toBeVisible();
    await expectAccessible(page, 'activities');
  });
});

test.describe('as the front desk', () => {
  test.use({ persona: 'front.desk' });

  test('the user menu, the collapsed sidebar and the no-permission page', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: /^User menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expectAccessible(page, 'user menu open');
    await page.keyboard.press('Escape');

    const collapse = page.getByRole('button', { name: 'Collapse menu' });
    if (await collapse.isVisible()) await collapse.click();
    await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
    await expectAccessible(page, 'collapsed sidebar', { state: 'collapsed sidebar' });

    await page.goto('/organization/branches/branch-list');
    await expect(page.getByText(/Seems like you don't have access/)).toBeVisible();
    await expectAccessible(page, 'no-permission page', { state: 'no permission' });
  });
});

test('the debug page and a page that does not exist', async ({ page }) => {
  await page.goto('/login/debug');
  await expect(page.getByRole('heading', { name: 'Debug', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Log info' }).click();
  await expect(page.getByTestId('debug-output')).toBeVisible();
  await expectAccessible(page, 'debug page');

  await page.goto('/login/nowhere');
  await expect(page.getByText('This page cannot be found...')).toBeVisible();
  await expectAccessible(page, 'not-found page');
});
