import { expectAccessible } from './accessibility.ts';
import { expect, open, test } from './personas.ts';
import { shoot } from './shots.ts';

/**
 * The branch's Settings page (spec 2 §2, docs/access-control.md "Branch access settings"): the
 * admin edits Melbourne's information, issues a door key (shown once), switches the
 * vaccination-pass requirement on from midnight and back, and revokes the key. Melbourne: no other
 * journey reads its details, and its name is kept.
 */
test.use({ persona: 'super.admin' });

const MELBOURNE = '00000001-0002-4000-8000-000000000005';

test('an admin edits the branch, issues a door key, schedules the vaccination rule and revokes the key', async ({
  page,
}) => {
  await open(page, `/branch/${MELBOURNE}/settings`);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const info = page.getByRole('region', { name: 'Branch information' });
  await expect(info.getByText('Melbourne Richmond')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Member website' }).getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`^https://.+/${MELBOURNE}/timetable$`),
  );
  const vaccination = page.getByRole('region', { name: 'Vaccination pass' });
  await expect(
    vaccination.getByText('There is no access control configured for this branch, please contact support.'),
  ).toBeVisible();
  await expectAccessible(page, 'branch settings');

  // Edit: the form's rules, then a saved change.
  await info.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit branch information' });
  await edit.getByRole('textbox', { name: 'Legal name' }).fill('Demo Fitness Richmond Pty Ltd');
  await edit.getByRole('textbox', { name: 'Email' }).fill('not an email');
  await edit.getByRole('textbox', { name: 'Business number' }).fill('51 824 753 557');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Email provided is not valid')).toBeVisible();
  await expect(edit.getByText('ABN must be 11 digits and pass the ABN check')).toBeVisible();
  await expectAccessible(page, 'edit branch modal with errors');
  await edit.getByRole('textbox', { name: 'Email' }).fill('richmond@demo.example.com');
  await edit.getByRole('textbox', { name: 'Business number' }).fill('51 824 753 556');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes have been made')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(info.getByText('Demo Fitness Richmond Pty Ltd')).toBeVisible();
  await expect(info.getByText('richmond@demo.example.com')).toBeVisible();

  // A door key, shown once.
  const doors = page.getByRole('region', { name: 'Door keys' });
  await doors.getByRole('button', { name: 'Add door' }).click();
  const add = page.getByRole('dialog', { name: 'Add door' });
  await add.getByRole('textbox', { name: 'Door name' }).fill('Journey door');
  await add.getByRole('button', { name: 'Add door' }).click();
  await expect(add.getByText('Copy the key now')).toBeVisible();
  await expect(add.getByTestId('door-key')).not.toBeEmpty();
  await expectAccessible(page, 'door key shown once', { state: 'key shown' });
  await add.getByRole('button', { name: 'Done' }).click();
  await expect(doors.getByText('Journey door')).toBeVisible();

  // The vaccination-pass requirement: asked first, effective at midnight; taken back at once.
  const toggle = vaccination.getByRole('switch', { name: 'Require a vaccination pass for entry' });
  const confirm = page.getByRole('dialog', { name: 'Change the vaccination-pass requirement' });
  // The section is read again once the branch has a working door: click the switch it then shows.
  await expect(toggle).toBeEnabled();
  await expect(async () => {
    if (!(await confirm.isVisible())) await toggle.click({ force: true });
    await expect(confirm).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(
    confirm.getByText(/From midnight tonight, branch time \(Australia\/Melbourne\)/),
  ).toBeVisible();
  await expectAccessible(page, 'vaccination requirement confirmation');
  await confirm.getByRole('button', { name: 'Require from midnight' }).click();
  await expect(
    vaccination.getByText(/^From midnight \(.+\) members will need a verified vaccination pass/),
  ).toBeVisible();
  await expect(toggle).toBeChecked();
  await expectAccessible(page, 'branch settings with a scheduled change', { state: 'scheduled' });
  await shoot(page, 'branch-settings');
  await toggle.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Change the vaccination-pass requirement' })).toHaveCount(0);
  await expect(toggle).not.toBeChecked();
  await expect(vaccination.getByText(/^From midnight/)).toHaveCount(0);

  // Revoking the only door: the branch has no access control again.
  await doors.getByRole('button', { name: 'Revoke Journey door' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke door key' });
  await expectAccessible(page, 'revoke door key confirmation');
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(doors.getByText(/^Revoked/)).toBeVisible();
  await expect(
    vaccination.getByText('There is no access control configured for this branch, please contact support.'),
  ).toBeVisible();
});
