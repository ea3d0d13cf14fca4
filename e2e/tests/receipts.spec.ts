import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES, pickMember } from './demo-members.ts';
import { expect, open, test } from './personas.ts';
import { capture, shoot } from './shots.ts';

/**
 * Receipts of desk payments (docs/billing.md "Receipts and part payments"): a sale that takes the
 * join fee at the desk opens its receipt (a tax invoice with the branch's legal name and GST
 * number), which prints alone (print media: the app's shell and the modal are not printed) and is
 * emailed through the outbox; the membership page lists it. As the super admin, who may read the
 * email sandbox's outbox.
 */
test.use({ persona: 'super.admin' });

async function choose(page: Page, dialog: Locator, label: RegExp, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The email sandbox's messages to `to` (subject and text), read with the signed-in user's token. */
async function emailsTo(page: Page, to: string): Promise<{ subject: string; text: string }[]> {
  return page.evaluate(async (address) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    const token = key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : undefined;
    const response = await fetch('/sandbox/email?limit=50', {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    const body = (await response.json()) as { messages?: { to: string; subject: string; text: string }[] };
    return (body.messages ?? []).filter((message) => message.to === address);
  }, to);
}

test('a sale that takes the join fee at the desk gives a tax invoice to print and email', async ({
  page,
}) => {
  test.slow(); // A sale is an async operation, and the email goes through the worker.
  // A member of its own: journeys run side by side (pickMember says who has whom).
  const member = await pickMember((m) => m.email !== null, 13);
  const email = member.email ?? '';
  await open(page, `/branch/${BRANCHES.wellington}/members/${member.id}/memberships`);
  await page.getByRole('button', { name: 'Add a membership' }).click();
  const sale = page.getByRole('dialog', { name: 'Add a membership' });
  await choose(page, sale, /^Membership plan/, 'Anytime');
  await choose(page, sale, /^Payment option/, 'Anytime weekly');
  await expect(sale.getByRole('table', { name: 'Next payments' })).toBeVisible();
  await sale.getByRole('button', { name: 'Next' }).click();
  await sale.getByRole('checkbox', { name: /Pay the join fee now/ }).check();
  await sale.getByRole('radio', { name: 'EFTPOS' }).check();
  await sale.getByRole('button', { name: 'Add' }).click();

  // The membership's page opens the sale's receipt.
  const receipt = page.getByRole('dialog', { name: 'Receipt' });
  await expect(receipt).toBeVisible({ timeout: 30_000 });
  const invoice = receipt.getByRole('region', { name: /^Tax invoice R-\d{6}$/ });
  await expect(invoice).toBeVisible();
  await expect(invoice).toContainText(/Limited/);
  await expect(invoice).toContainText(/GST number: \S+/);
  await expect(invoice).toContainText(`Received from: ${member.firstName} ${member.lastName}`);
  await expect(invoice).toContainText('Join fee — Anytime');
  await expect(invoice).toContainText('Total paid (EFTPOS)');
  await expect(invoice).toContainText(/Total price includes GST of \$\d+\.\d{2}/);
  const number = ((await invoice.getAttribute('aria-label')) ?? '').replace('Tax invoice ', '');
  await expectAccessible(page, 'receipt');
  await shoot(page, 'receipt', { fullPage: false });

  // Printed, the receipt is the only thing on the page: no shell, no modal, no buttons.
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('receipt-print');
  await expect(printed).toBeVisible();
  await expect(printed).toContainText(`Tax invoice ${number}`);
  await expect(receipt).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await capture(page, 'receipt-print');
  await page.emulateMedia({ media: 'screen' });
  await expect(printed).toBeHidden();

  // Emailed through the outbox, once: a second click sends nothing twice.
  await receipt.getByRole('button', { name: 'Email receipt' }).click();
  await expect(receipt.getByText(`The receipt is on its way to ${email}.`)).toBeVisible();
  await receipt.getByRole('button', { name: 'Email receipt' }).click();
  await expect(receipt.getByText(`The receipt was already sent to ${email}.`)).toBeVisible();
  await expect
    .poll(async () => (await emailsTo(page, email)).filter((m) => m.subject.includes(number)), {
      timeout: 30_000,
    })
    .toHaveLength(1);
  const [sent] = (await emailsTo(page, email)).filter((m) => m.subject.includes(number));
  expect(sent?.text).toContain('Join fee — Anytime');
  await receipt.getByRole('button', { name: 'Done' }).click();
  await expect(receipt).toBeHidden();

  // The membership page lists its receipts; each opens again.
  const receipts = page.getByRole('region', { name: 'Receipts' });
  await expect(receipts.getByRole('row').filter({ hasText: number })).toHaveCount(1);
  await expectAccessible(page, 'membership details with receipts', { state: 'receipts' });
  await shoot(page, 'membership-receipts', { fullPage: false });
  await receipts.getByRole('button', { name: `View receipt ${number}` }).click();
  await expect(receipt.getByRole('region', { name: `Tax invoice ${number}` })).toBeVisible();
  await receipt.getByRole('button', { name: 'Done' }).click();

  // A reload does not open the receipt again.
  await page.reload();
  await expect(receipts.getByRole('row').filter({ hasText: number })).toHaveCount(1);
  await expect(receipt).toHaveCount(0);

  // The development outbox page (README) shows the email as the member would read it. The app
  // already holds its tokens, so this is a plain navigation.
  await page.goto('/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  const message = page.getByRole('listitem').filter({ hasText: number });
  await expect(message).toHaveCount(1);
  await expect(message).toContainText(`To ${email}`);
  await expect(message).toContainText('Join fee — Anytime');
  await expectAccessible(page, 'outbox');
  await shoot(page, 'outbox', { fullPage: false });
});
