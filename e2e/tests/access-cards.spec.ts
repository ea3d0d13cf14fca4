import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES, pickMember } from './demo-members.ts';
import { expect, open, test } from './personas.ts';

const SIMULATOR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../tools/scanner-simulator.ts',
);

/** `npm run scanner:simulate -- <barcode>` on the default port, as a front desk would run it. */
async function startSimulator(barcode: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SIMULATOR, '--delay', '300', barcode], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Barcode scanner simulator on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the scanner simulator stopped (${code})`)));
  });
  return child;
}

test.use({ persona: 'front.desk' });

/** The sync status shown beside a card. */
const statusOf = (panel: Locator, name: string) =>
  panel
    .getByTestId('access-item')
    .filter({ has: panel.page().getByText(name, { exact: true }) })
    .locator('[data-colour]');

test('front desk enrols a card with the barcode scanner and watches it sync, then removes it', async ({
  page,
}) => {
  test.slow(); // The door controller's retries take a few polls of 3 s.
  // Unique per run: a rerun on the same database would find the number taken.
  const barcode = `E2E${Date.now().toString().slice(-8)}`;
  const member = await pickMember(() => true, 1);
  const overview = `/branch/${BRANCHES.wellington}/members/${member.id}/overview`;
  const scannerTries: string[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes(':8412')) scannerTries.push(socket.url());
  });
  await open(page, overview);
  const panel = page.getByRole('region', { name: 'Access card' });
  await expect(panel.getByRole('button', { name: 'Scan card' })).toBeVisible();

  // No scanner software yet: one try when the form shows, and no retrying in the background.
  await expect.poll(() => scannerTries.length).toBe(1);
  await page.waitForTimeout(4_000);
  expect(scannerTries).toHaveLength(1);
  await panel.getByRole('button', { name: 'Scan card' }).click();
  await expect(page.getByText('The barcode scanner software is not connected')).toBeVisible();
  expect(scannerTries).toHaveLength(2);

  const simulator = await startSimulator(barcode);
  try {
    // Scan card tries again, now reaching the software, and asks it for a card.
    await panel.getByRole('button', { name: 'Scan card' }).click();
    await expect(panel.getByLabel('Card number')).toHaveValue(barcode);
    await expect(panel.getByRole('img', { name: 'Barcode scanner connected' })).toBeAttached();
    await panel.getByRole('button', { name: 'Add card' }).click();
    await expect(page.getByText('Your card has been added successfully')).toBeVisible();
    await expect(statusOf(panel, barcode)).toHaveText(/Pending|Succeeded/);
    await expect(statusOf(panel, barcode)).toHaveText('Succeeded', { timeout: 20_000 });
    await expect(panel.getByText('Wellington Lambton Quay doors')).toBeVisible();
    await expectAccessible(page, 'member access cards');

    // Another person's number: Card Exists. A number the door controller refuses: Retrying.
    const other = await pickMember(
      (candidate) => candidate.cardNumber !== null && candidate.id !== member.id,
    );
    await panel.getByLabel('Card number').fill(other.cardNumber ?? '');
    await panel.getByRole('button', { name: 'Add card' }).click();
    await expect(page.getByText('This card number is already assigned to other member')).toBeVisible();
    const refused = `FAIL${barcode}`;
    await panel.getByLabel('Card number').fill(refused);
    await panel.getByRole('button', { name: 'Add card' }).click();
    await expect(statusOf(panel, refused)).toHaveText('Retrying', { timeout: 20_000 });

    await panel.getByRole('button', { name: `Remove card ${barcode}` }).click();
    await expect(statusOf(panel, barcode)).toHaveText('Removed', { timeout: 20_000 });
    await expect(panel.getByText(barcode, { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
    await expect(panel.getByRole('button', { name: `Remove card ${barcode}` })).toBeDisabled();
    await expectAccessible(page, 'member access cards after a removal');
  } finally {
    simulator.kill('SIGTERM');
  }
});
