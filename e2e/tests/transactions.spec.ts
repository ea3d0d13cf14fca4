import { readFile } from 'node:fs/promises';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES } from './demo-members.ts';
import { expect, open, test } from './personas.ts';
import { capture, shoot } from './shots.ts';

/** Screenshots for a person to look at (1280 and 390 px, and the print view); not committed. */

test.use({ persona: 'front.desk' });

interface SeedPerson {
  id: string;
  homeBranchId?: string | null;
  tags?: string[];
}

/**
 * A Wellington member the seed tagged 'overdue': their ledger holds a dishonoured debit and
 * months of weekly or fortnightly debits before it (seed/demo-memberships.ts), so the page has
 * outcomes, reasons and more than one page. Read from the server's own seed, as demo-members.ts does.
 */
async function seedPersons(): Promise<SeedPerson[]> {
  const server = new URL('../../apps/server/src/', import.meta.url).href;
  const [data, members] = await Promise.all([
    import(`${server}seed/demo-data.ts`),
    import(`${server}features/members/seed/demo-members.ts`),
  ]);
  const demo = (data.DEMO_ORGANISATIONS as { id: string; domain: string }[]).find(
    (org) => org.domain === 'demo',
  );
  if (!demo) throw new Error('No demo organisation in the seed');
  const rows = members.buildDemoMembers(demo, Number.parseInt(demo.id.slice(0, 8), 16), new Date()) as {
    persons: SeedPerson[];
  };
  return rows.persons.filter((person) => person.homeBranchId === BRANCHES.wellington);
}

async function overdueWellingtonMember(): Promise<string> {
  const found = (await seedPersons()).find((person) => person.tags?.includes('overdue'));
  if (!found) throw new Error('The seed has no overdue Wellington member');
  return found.id;
}

/** The first Wellington persons of the seed (the plain ones first): most hold a membership. */
async function plainMembers(): Promise<string[]> {
  return (await seedPersons()).slice(0, 10).map((person) => person.id);
}

const transactionsOf = (personId: string) =>
  `/branch/${BRANCHES.wellington}/members/${personId}/transactions`;

test('front desk reads a member’s transactions: outcomes and reasons, pages, filters, CSV and print', async ({
  page,
}) => {
  test.slow();
  // A dishonoured debit with the bank's reason: the member the seed left overdue.
  await open(page, transactionsOf(await overdueWellingtonMember()));
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table).toBeVisible({ timeout: 20_000 });
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Direct debits', exact: true }).click();
  await expect(table.getByText('Dishonoured').first()).toBeVisible();
  await expect(table.getByText('Insufficient funds').first()).toBeVisible();
  // References a person can read: the plan and the debit's number, never an id.
  await expect(table).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expect(table.getByText(/ · DD-\d+$/).first()).toBeVisible();
  await expectAccessible(page, 'member transactions, a dishonoured debit');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'member transactions, a dishonoured debit at 390 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'transactions-dishonoured');

  // A member with more than a page of history: the first seeded members with memberships.
  const showing = page.getByText(/^Showing \d+–\d+ of \d+$/);
  const totalShown = async () => Number((await showing.textContent())?.match(/of (\d+)$/)?.[1]);
  let total = 0;
  for (const member of await plainMembers()) {
    await page.goto(transactionsOf(member));
    await expect(table.or(page.getByText('No transactions'))).toBeVisible({ timeout: 20_000 });
    if ((await showing.count()) === 0) continue;
    total = await totalShown();
    if (total > 25) break;
  }
  expect(total, 'a seeded member with more than one page of transactions').toBeGreaterThan(25);
  await expect(showing).toHaveText(`Showing 1–25 of ${total}`);
  await expect(table.getByText('Paid', { exact: true }).first()).toBeVisible();
  await shoot(page, 'transactions');
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(showing).toHaveText(`Showing 26–${Math.min(50, total)} of ${total}`);

  // Dates: a reversed range is refused on the page; the kind narrows the list.
  await page.getByLabel('From').fill('2030-01-01');
  await page.getByLabel('To').fill('2029-01-01');
  await expect(page.getByText('To must be on or after From.')).toBeVisible();
  await expectAccessible(page, 'member transactions, a reversed range', { state: 'errors' });
  await page.getByLabel('From').fill('');
  await page.getByLabel('To').fill('');
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Direct debits', exact: true }).click();
  await expect(showing).not.toHaveText(`Showing 1–25 of ${total}`);
  const debits = await totalShown();
  expect(debits).toBeLessThan(total);

  // Export: the server's CSV of the filtered rows, every page of them.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions-.+\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Date,Membership,Reference,Description,Outcome,Outcome date,Reason,Amount,Balance');
  expect(lines).toHaveLength(debits + 1);
  expect(lines.slice(1).every((line) => line.includes(',Direct debit,'))).toBe(true);

  // Print: every filtered row, the member and the filter, and nothing of the app around it.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByTestId('transactions-print');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: /^Transactions — / })).toBeVisible();
  await expect(sheet).toContainText(`All dates, Direct debits. ${debits} transactions, newest first.`);
  await expect(sheet.getByRole('row')).toHaveCount(debits + 1);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await capture(page, 'transactions-print', { fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toBeHidden();
});
