import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES, pickMember } from './demo-members.ts';
import { expect, open, test } from './personas.ts';
import { capture, settle } from './shots.ts';
import { fillLoginForm } from './sign-in.ts';

const VIEWPORTS = [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'narrow', width: 390, height: 844 },
] as const;

/** Every screenshot is of a page a person uses: axe checks it at this viewport first. */
async function shot(
  page: Page,
  name: string,
  viewport: string,
  { fullPage = true, state }: { fullPage?: boolean; state?: string } = {},
) {
  await expectAccessible(page, `${name} (${viewport})`, { state });
  await capture(page, `${name}-${viewport}`, { fullPage });
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('login page, branch list, collapsed sidebar', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByLabel('Username')).toBeVisible();
      await shot(page, 'login', viewport.name);

      await fillLoginForm(page, 'super.admin');
      await expect(page.getByTestId('branch-tile')).toHaveCount(7);
      await shot(page, 'branch-list', viewport.name);

      const collapse = page.getByRole('button', { name: 'Collapse menu' });
      if (await collapse.isVisible()) await collapse.click();
      await expect(page.getByRole('button', { name: 'Expand menu' })).toBeVisible();
      await settle(page);
      await shot(page, 'sidebar-collapsed', viewport.name, { state: 'collapsed sidebar' });
    });

    test.describe('as the super admin', () => {
      test.use({ persona: 'super.admin' });

      test('branch overview and branch groups', async ({ page }) => {
        await page.addInitScript(() =>
          localStorage.setItem('clubline.featureFlags', '{"branch_groups":true}'),
        );
        await open(page, '/organization/branches/branch-groups');
        await expect(page.getByRole('table')).toBeVisible();
        await shot(page, 'branch-groups', viewport.name);
        await page.getByRole('table').getByRole('link', { name: 'Australia' }).click();
        await expect(page.getByRole('heading', { name: 'Australia' })).toBeVisible();
        await shot(page, 'branch-group-detail', viewport.name);
        // /branch opens the first branch on its calendar; its details are the Overview beside it.
        await page.goto('/branch');
        await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
        await page
          .getByRole('navigation', { name: 'Main menu' })
          .getByRole('link', { name: 'Overview' })
          .click();
        await expect(page.getByText('Time zone')).toBeVisible();
        await shot(page, 'branch-overview', viewport.name);
      });
    });

    test.describe('as the front desk', () => {
      test.use({ persona: 'front.desk' });

      test('member list, profile, add-member errors, attachments', async ({ page }) => {
        // A member of its own: journeys run side by side (pickMember says who has whom).
        const member = await pickMember((candidate) => candidate.mobile !== null, 9);
        const members = `/branch/${BRANCHES.wellington}/members`;
        await open(page, members);
        await expect(page.getByRole('table', { name: 'My Members' }).getByRole('link').first()).toBeVisible();
        await shot(page, 'member-list', viewport.name);

        await page.getByRole('button', { name: 'Add new member' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add new member' });
        await dialog.getByRole('button', { name: 'Add member' }).click();
        await expect(dialog.getByText('First name is required')).toBeVisible();
        // A modal covers the window, not the page behind it.
        await shot(page, 'add-member-errors', viewport.name, { fullPage: false });
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        await page.goto(`${members}/${member.id}/overview`);
        await expect(
          page.getByRole('heading', { name: `${member.firstName} ${member.lastName}` }),
        ).toBeVisible();
        await expect(page.getByRole('region', { name: 'Notes' })).toBeVisible();
        await shot(page, 'member-profile', viewport.name);

        await page.getByRole('tab', { name: 'Attachments' }).click();
        await expect(page.getByRole('heading', { name: 'Member attachments' })).toBeVisible();
        await page.getByRole('button', { name: 'Add attachment' }).click();
        await page
          .getByRole('dialog', { name: 'Add attachment' })
          .locator('input[type="file"]')
          .setInputFiles({
            name: `visit-${viewport.name}.txt`,
            mimeType: 'text/plain',
            buffer: Buffer.from('ok\n'),
          });
        await page
          .getByRole('dialog', { name: 'Add attachment' })
          .getByRole('button', { name: 'Upload' })
          .click();
        await expect(page.getByRole('table', { name: 'Attachments' })).toContainText(
          `visit-${viewport.name}.txt`,
        );
        await settle(page);
        await shot(page, 'member-attachments', viewport.name);
      });

      test('no-permission page', async ({ page }) => {
        await open(page, '/organization/branches/branch-list');
        await expect(page.getByText(/Seems like you don't have access/)).toBeVisible();
        await shot(page, 'no-permission', viewport.name, { state: 'no permission' });
      });
    });

    test.describe('as a user without a role', () => {
      test.use({ persona: 'no.role' });

      test('zero_permission start-up error', async ({ page }) => {
        await open(page);
        await expect(page.getByTestId('error-code')).toHaveText('zero_permission');
        await shot(page, 'zero-permission', viewport.name, { state: 'zero_permission' });
      });
    });
  });
}
