import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from './accessibility.ts';
import { shoot } from './membership-journeys.ts';
import { expect, open, test } from './personas.ts';
import { capture } from './shots.ts';

/*
 * Reports (spec 3 §2, §5, §7; docs/reports.md): the admin runs the membership report, groups and
 * sorts it, exports it as Excel and CSV and reads both files back; then builds a custom report,
 * saves it, runs it and deletes it. Parallel-safe: it reads the demo data and changes only the
 * template it creates, under a name of its own.
 */

test.use({ persona: 'super.admin' });

/** Spec 3 §6: the custom view and delete are behind flags (save-custom-report off by default). */
const FLAGS = JSON.stringify({ save_custom_report: true, delete_canned_report: true });

/** A Mantine select or multi-select: open it, pick an option, and close a list left open (multi-select). */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).first().click();
  await page
    .getByRole('option', { name: option, ...(typeof option === 'string' ? { exact: true } : {}) })
    .first()
    .click();
  // Escape closes a list still open; with none open it would close the modal around the field.
  if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
}

/** Today and a day some months back, as the date fields take them (YYYY-MM-DD is read as typed). */
function range(monthsBack: number): { from: string; to: string } {
  const today = new Date();
  const from = new Date(today.getFullYear(), today.getMonth() - monthsBack, today.getDate());
  const text = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { from: text(from), to: text(today) };
}

async function downloadOf(page: Page, button: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}

/** A CSV file's records: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

type Box = { x: number; y: number; width: number; height: number };

/** The area two boxes share on the screen (0 when either is missing or they do not meet). */
function overlap(a: Box | null, b: Box | null): number {
  if (!a || !b) return 0;
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

test('an admin runs the membership report, groups, sorts and exports it, and builds, runs and deletes a custom report', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript((flags) => localStorage.setItem('clubline.featureFlags', flags), FLAGS);
  await open(page, '/organization/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Membership ending/ })).toBeVisible();
  await expectAccessible(page, 'reports page');

  // The membership report: the spec's messages first, then a run over the last six months.
  await page.getByRole('button', { name: /^Membership Memberships that are/ }).click();
  const form = page.getByRole('dialog', { name: 'Membership' });
  await form.getByRole('button', { name: 'Run report' }).click();
  await expect(form.getByText('Date is required')).toHaveCount(2);
  await expect(form.getByText('At least one branch is required')).toBeVisible();
  await expectAccessible(page, 'membership report form with errors');
  const months = range(6);
  await form.getByRole('textbox', { name: 'From' }).fill(months.from);
  await form.getByRole('textbox', { name: 'To' }).fill(months.to);
  await choose(page, form, 'Branches', 'Auckland CBD');
  await form.getByRole('button', { name: 'Run report' }).click();

  await expect(page).toHaveURL(/\/organization\/sfreports\/membership$/);
  await expect(page.getByRole('heading', { name: 'Membership', level: 1 })).toBeVisible();
  const grid = page.getByRole('table', { name: 'Membership' });
  await expect(grid.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Reports' })).toBeVisible();
  await expectAccessible(page, 'membership report');
  await shoot(page, 'report-membership');

  // Group by the status, then sort by the first column, descending.
  await choose(page, page.locator('main'), 'Group by', 'Status');
  await expect(grid.getByRole('button', { name: /\(\d+\)$/ }).first()).toBeVisible();
  const firstHeader = grid.locator('thead th button').first();
  await firstHeader.click();
  await firstHeader.click();
  await expect(grid.locator('thead th').first()).toHaveAttribute('aria-sort', 'descending');
  await expectAccessible(page, 'membership report grouped', { state: 'grouped' });

  const excel = await downloadOf(page, page.getByRole('button', { name: 'Excel export' }));
  expect(excel.suggestedFilename()).toMatch(/^Membership.* \d{4}-\d{2}-\d{2} \d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await excel.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The Excel export has no sheet');
  expect(sheet.rowCount).toBeGreaterThan(2);
  const headerCells = (sheet.getRow(1).values as unknown[]).filter((value) => typeof value === 'string');
  expect(headerCells.length).toBeGreaterThan(3);

  const csv = await downloadOf(page, page.getByRole('button', { name: 'CSV export' }));
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const records = parseCsv(readFileSync(await csv.path(), 'utf8'));
  expect(records[0]).toEqual(headerCells);
  expect(records.length).toBeGreaterThan(2);

  // Print / Save to PDF prints a sheet of its own: the browser's dialog is stubbed, print media shown.
  await page.evaluate(() => {
    window.print = () => {};
  });
  await page.getByRole('button', { name: 'Print / Save to PDF' }).click();
  await page.emulateMedia({ media: 'print' });
  const printout = page.getByTestId('report-print');
  await expect(printout.getByRole('heading', { name: 'Membership' })).toBeVisible();
  await expect(printout.getByText('Branches: Auckland CBD')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await capture(page, 'report-membership-print', { fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // A group's total drills down to its rows; then the report is scheduled, weekly, to the admin.
  await grid
    .getByRole('button', { name: /^Show the \d+ rows? of / })
    .first()
    .click();
  const drill = page.getByRole('dialog', { name: /^.+: .+$/ });
  await expect(
    drill.getByRole('table', { name: 'Rows behind the total' }).locator('tbody tr').first(),
  ).toBeVisible();
  await expectAccessible(page, 'report drill-down');
  await shoot(page, 'report-drill-down', { fullPage: false });
  await drill.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Schedule' }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule Membership' });
  // Asked without a recipient, the form says so; no list it opens covers that message, wide or narrow.
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  const message = schedule.getByText('Choose at least one recipient');
  await expect(message).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const field of [/^Recipients/, /^Day/, /^Time/]) {
      await schedule.getByRole('combobox', { name: field }).click();
      const list = page.getByRole('listbox');
      await expect(list).toBeVisible();
      expect(overlap(await message.boundingBox(), await list.boundingBox()), `${field} at ${width} px`).toBe(
        0,
      );
      await schedule.getByRole('heading', { name: 'Schedule Membership' }).click();
      await expect(list).toBeHidden();
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await choose(page, schedule, 'Recipients', /^Sam Admin/);
  await expectAccessible(page, 'schedule report form');
  await shoot(page, 'report-schedule-form', { fullPage: false });
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(schedule).toBeHidden();

  // A custom report: built, saved, run and deleted (the schedule is listed on Reports, and deleted).
  const name = `Joiners ${Date.now().toString(36)}`;
  await page.getByRole('main').getByRole('link', { name: 'Reports' }).click();
  const scheduled = page.getByRole('table', { name: 'Scheduled reports' });
  await expect(scheduled).toBeVisible();
  // The list as a phone shows it too (its rows stack: nothing cut off on the right).
  await expectAccessible(page, 'reports page with its scheduled reports', { state: 'scheduled reports' });
  await shoot(page, 'reports-scheduled');
  await scheduled.getByRole('button', { name: 'Delete the schedule of Membership' }).first().click();
  await page.getByRole('dialog', { name: 'Delete schedule' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Create report' }).click();
  const builder = page.getByRole('dialog', { name: 'Create report' });
  await builder.getByRole('button', { name: 'Create report' }).click();
  await expect(builder.getByText('Name is required')).toBeVisible();
  await expect(builder.getByText('Report columns must include at least one filterable column')).toBeVisible();
  await expectAccessible(page, 'create custom report with errors');
  await builder.getByRole('textbox', { name: 'Name' }).fill(name);
  await builder.getByRole('textbox', { name: 'Description' }).fill('Members who joined, by branch');
  await choose(page, builder, 'Dataset', /^Members:/);
  for (const column of ['First name', 'Last name', 'Branch', 'Joined (filterable)', 'Members']) {
    await choose(page, builder, 'Columns', column);
  }
  await builder.getByRole('button', { name: 'Create report' }).click();
  await expect(builder).toBeHidden();

  await showCustom(page);
  const tile = page.locator(`[data-template="${name}"]`);
  await expect(tile.getByText('New')).toBeVisible();
  await expectAccessible(page, 'custom reports', { state: 'custom' });
  await tile.getByRole('button', { name: `Run ${name}` }).click();
  const run = page.getByRole('dialog', { name: `Run ${name}` });
  await run.getByRole('button', { name: 'Run report' }).click();
  await expect(run.getByText('Please select at least one date filter')).toBeVisible();
  await expectAccessible(page, 'run custom report with errors');
  await choose(page, run, 'Branches', 'Auckland CBD');
  const year = range(12);
  await run.getByRole('textbox', { name: 'From' }).fill(year.from);
  await run.getByRole('textbox', { name: 'To' }).fill(year.to);
  await run.getByRole('button', { name: 'Run report' }).click();
  await expect(page).toHaveURL(/\/organization\/customreport$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name })).toBeVisible();
  await expectAccessible(page, 'custom report result');

  await page.getByRole('main').getByRole('link', { name: 'Reports' }).click();
  await showCustom(page);
  await page
    .locator(`[data-template="${name}"]`)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('dialog', { name: 'Delete report' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Report deleted successfully.')).toBeVisible();
  await expect(page.locator(`[data-template="${name}"]`)).toHaveCount(0);
});

/** The reports page's Standard | Custom switch (a segmented control: its label takes the click). */
async function showCustom(page: Page): Promise<void> {
  await page
    .locator('label')
    .filter({ hasText: /^Custom$/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Custom reports' })).toBeVisible();
}
