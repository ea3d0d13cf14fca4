import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES, pickMember } from './demo-members.ts';
import { expect, open, test } from './personas.ts';

const WELLINGTON_MEMBERS = `/branch/${BRANCHES.wellington}/members`;
const SEARCH = 'Search members (use # for access card)';

test.use({ persona: 'front.desk' });

async function openMembers(page: Page) {
  await open(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Members', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${WELLINGTON_MEMBERS}$`));
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'My Members' }).getByRole('link').first()).toBeVisible();
  await expectAccessible(page, 'branch member list');
}

test('front desk finds a member by name and by access card, and opens the profile', async ({ page }) => {
  const member = await pickMember((candidate) => candidate.cardNumber !== null);
  const name = `${member.firstName} ${member.lastName}`;
  await openMembers(page);

  // The CSV export opens its signed address, which downloads the file.
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await csv).suggestedFilename()).toMatch(/\.csv$/);

  await page.getByPlaceholder(SEARCH).fill(name);
  const mine = page.getByRole('table', { name: 'My Members' });
  await expect(mine.getByRole('link', { name })).toBeVisible();
  await expect(mine.getByRole('row')).toHaveCount(2);
  await expectAccessible(page, 'member list search results');

  await page.getByPlaceholder(SEARCH).fill(`#${member.cardNumber?.toLowerCase()}`);
  await expect(page.getByText(`Searching by access card ${member.cardNumber}`)).toBeVisible();
  await expect(mine.getByRole('row')).toHaveCount(2);
  await mine.getByRole('link', { name }).click();

  await expect(page).toHaveURL(`${WELLINGTON_MEMBERS}/${member.id}/overview`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Belongs to' })).toContainText('Wellington Lambton Quay');
  if (member.email)
    await expect(page.getByRole('region', { name: 'Contact details' })).toContainText(member.email);
  await expect(page).toHaveTitle(`${name} | Wellington Lambton Quay | Clubline`);
  await expectAccessible(page, 'member profile');
});

test('the member list keeps its search and page in the address, and Back restores them', async ({ page }) => {
  test.slow(); // Two loads of the list, a profile and Back: about a minute on the shared 2-core machine.
  await openMembers(page);
  const search = page.getByPlaceholder(SEARCH);
  const mine = page.getByRole('region', { name: 'My Members' });
  const table = mine.getByRole('table', { name: 'My Members' });
  // A one-letter search finds more than a page of Wellington's members.
  // The table's own busy flag changes in the same render as its page, unlike the search box's
  // (told by an effect), so it is what says the rows shown are the page asked for.
  const tableBusy = mine.locator('[aria-busy]');
  const first = table.getByRole('link').first();
  await search.fill('m');
  await expect(page).toHaveURL(new RegExp(`${WELLINGTON_MEMBERS}\\?q=m$`));
  await expect(search).toHaveAttribute('aria-busy', 'false');
  await expect(tableBusy).toHaveAttribute('aria-busy', 'false');
  const firstOfPageOne = (await first.textContent()) ?? '';
  expect(firstOfPageOne).not.toBe('');
  await mine.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${WELLINGTON_MEMBERS}\\?q=m&page=2$`));
  await expect(tableBusy).toHaveAttribute('aria-busy', 'false');
  await expect(first).not.toHaveText(firstOfPageOne);
  await expect(mine.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  const name = (await first.textContent()) ?? '';
  expect(name).not.toBe('');

  await first.click();
  await expect(page).toHaveURL(new RegExp(`${WELLINGTON_MEMBERS}/[0-9a-f-]+/overview$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${WELLINGTON_MEMBERS}\\?q=m&page=2$`));
  await expect(search).toHaveValue('m');
  await expect(mine.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(tableBusy).toHaveAttribute('aria-busy', 'false');
  await expect(first).toHaveText(name);

  // '/' puts the cursor in the search box.
  await page.getByRole('heading', { name: 'Members', level: 1 }).click();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
});

test('a member shown while a search loads opens at once, with a clean address', async ({ page }) => {
  await openMembers(page);
  const table = page.getByRole('table', { name: 'My Members' });
  const first = table.getByRole('link').first();
  // Hold the typed search's answer, so the rows already shown stay under its loading overlay.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql*', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'MyMembers') await held;
    await route.fallback();
  });
  await page.getByPlaceholder(SEARCH).fill('m');
  await expect(page.getByRole('region', { name: 'My Members' }).locator('[aria-busy="true"]')).toBeVisible();
  // A result is a link the user can follow even while the next search loads.
  await first.click({ timeout: 3000 });
  await expect(page).toHaveURL(new RegExp(`${WELLINGTON_MEMBERS}/[0-9a-f-]+/overview$`));
  release();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Members');
  await expect(page).toHaveURL(new RegExp(`${WELLINGTON_MEMBERS}/[0-9a-f-]+/overview$`));
});

test('front desk adds a note and sends an SMS', async ({ page }) => {
  const member = await pickMember((candidate) => candidate.mobile !== null && candidate.smsOptin);
  await open(page, `${WELLINGTON_MEMBERS}/${member.id}`);
  await expect(page).toHaveURL(`${WELLINGTON_MEMBERS}/${member.id}/overview`);
  const notes = page.getByRole('region', { name: 'Notes' });

  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Content is required')).toBeVisible();
  await expectAccessible(page, 'notes with an error');
  await notes.getByRole('textbox', { name: 'Note' }).fill('  Asked about the summer timetable  ');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(notes.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  await expect(notes.getByRole('list', { name: 'Notes' })).toContainText('Asked about the summer timetable');

  await notes.getByText('SMS', { exact: true }).click();
  const sms = notes.getByRole('textbox', { name: 'SMS message' });
  await sms.fill('x'.repeat(161));
  await expect(notes.getByTestId('sms-counter')).toHaveText('161 characters · 2 messages');
  await expectAccessible(page, 'SMS form', { state: 'SMS form' });
  await sms.fill('Hi from the front desk: your locker is ready.');
  await notes.getByRole('button', { name: 'Send SMS' }).click();
  await expect(
    page.getByText("SMS message sent successfully. The member's notes will be updated soon."),
  ).toBeVisible();
  await expect(sms).toHaveValue('');
  // The notes are read again two seconds later, with the SMS record.
  await expect(notes.getByRole('list', { name: 'Notes' })).toContainText('your locker is ready', {
    timeout: 10_000,
  });
});

test('front desk uploads and downloads an attachment', async ({ page }) => {
  const member = await pickMember(() => true, 2);
  await open(page, `${WELLINGTON_MEMBERS}/${member.id}/attachments`);
  await expect(page.getByRole('heading', { name: 'Member attachments', level: 1 })).toBeVisible();
  await expect(page.getByText('No attachments')).toBeVisible();
  await expectAccessible(page, 'attachments, empty');

  await page.getByRole('button', { name: 'Add attachment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add attachment' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByText('Incorrect file type')).toBeVisible();
  await expectAccessible(page, 'add-attachment modal with an error');

  const contents = 'Medical certificate: fit to train.\n';
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'medical-certificate.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(contents),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Attachments' });
  await expect(table.getByRole('cell', { name: 'medical-certificate.txt', exact: true })).toBeVisible();
  await expect(table).toContainText('Frankie Desk');
  await expectAccessible(page, 'attachments');

  // The signed address opens in a new tab, which downloads the file under its name.
  const download = page.waitForEvent('download');
  const popup = page.waitForEvent('popup');
  await table.getByRole('button', { name: 'Download medical-certificate.txt' }).click();
  await popup;
  const file = await download;
  expect(file.suggestedFilename()).toBe('medical-certificate.txt');
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  expect(Buffer.concat(chunks).toString('utf8')).toBe(contents);
});

test('front desk adds a prospect after first submitting an invalid form', async ({ page }) => {
  await openMembers(page);
  await page.getByRole('button', { name: 'Add new member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new member' });
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Gender is required')).toBeVisible();
  await expect(dialog.getByText('Please enter at least one point of contact')).toHaveCount(2);
  await expectAccessible(page, 'add-member modal with errors');

  const stamp = Date.now().toString(36).slice(-5);
  await dialog.getByLabel('First name').fill('Tui');
  await dialog.getByLabel('Last name').fill(`Prospect${stamp}`);
  await dialog.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await dialog.getByLabel('Email', { exact: true }).fill(`tui.${stamp}@example.com`);
  await dialog.getByRole('textbox', { name: 'Mobile phone', exact: true }).fill('021 555 0101');
  await expect(dialog.getByText('Please enter at least one point of contact')).toHaveCount(0);
  await dialog.getByLabel('Address line 1').fill('12 Cuba Street');
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await expect(dialog.getByText('Field is required')).toHaveCount(3);
  await dialog.getByLabel('Suburb').fill('Te Aro');
  await dialog.getByLabel('City').fill('Wellington');
  await dialog.getByLabel('Postcode').fill('6011');
  await dialog.getByRole('checkbox', { name: 'Do not send SMS' }).check();
  await dialog.getByRole('button', { name: 'Add member' }).click();

  await expect(page).toHaveURL(new RegExp(`${WELLINGTON_MEMBERS}/[0-9a-f-]{36}/overview$`));
  await expect(page.getByRole('heading', { name: `Tui Prospect${stamp}`, level: 1 })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact).toContainText(`tui.${stamp}@example.com`);
  await expect(contact).toContainText('12 Cuba Street, Te Aro, Wellington 6011');
  await expect(contact.getByText('Receives SMS').locator('..')).toContainText('No');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Prospect');
  await expectAccessible(page, 'new prospect profile');
});

/** Opens the member's Transfer dialog, checks the required branch, and transfers to Auckland CBD. */
async function transferToAuckland(page: Page) {
  await page.getByRole('button', { name: 'Transfer member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer member' });
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByText('Branch is required')).toBeVisible();
  await expectAccessible(page, 'transfer modal with an error');
  await dialog.getByRole('combobox', { name: 'Branch' }).click();
  await page.getByRole('option', { name: 'Auckland CBD' }).click();
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(page.getByText('Member has been successfully transferred')).toBeVisible();
  await expectAccessible(page, 'after a transfer, with its notification', { state: 'notification' });
}

test('front desk transfers a member to a branch they do not work at and is back on their member list', async ({
  page,
}) => {
  const member = await pickMember(() => true, 5);
  const name = `${member.firstName} ${member.lastName}`;
  await open(page, `${WELLINGTON_MEMBERS}/${member.id}/overview`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await transferToAuckland(page);

  // Auckland is not Frankie's branch, so the member is not shown there: back to Wellington's list,
  // and the member's old address now says where they are not.
  await expect(page).toHaveURL(new RegExp(`${WELLINGTON_MEMBERS}$`));
  await page.goto(`${WELLINGTON_MEMBERS}/${member.id}/overview`);
  await expect(page.getByText('The member does not belong to this branch.')).toBeVisible();
  await expectAccessible(page, 'member not in this branch', { state: 'not in this branch' });
});

test.describe('as the relief front desk', () => {
  test.use({ persona: 'relief.desk' });

  test('a relief front desk (Auckland and Wellington) transfers a member and lands on the new branch', async ({
    page,
  }) => {
    const member = await pickMember(() => true, 4);
    const name = `${member.firstName} ${member.lastName}`;
    await open(page, `${WELLINGTON_MEMBERS}/${member.id}/overview`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await transferToAuckland(page);
    await expect(page).toHaveURL(`/branch/${BRANCHES.auckland}/members/${member.id}/overview`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Belongs to' })).toContainText('Auckland CBD');

    await page.getByRole('tab', { name: 'Activities' }).click();
    await expect(page.getByText('Only 2 years of activities are available')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Past activities' })).toContainText(
      'From Wellington Lambton Quay to Auckland CBD',
    );
    await expectAccessible(page, 'activities');

    // The old branch's address for the member now says so.
    await page.goto(`${WELLINGTON_MEMBERS}/${member.id}/overview`);
    await expect(page.getByText('The member does not belong to this branch.')).toBeVisible();
  });
});
