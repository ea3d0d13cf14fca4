import { API_ORIGIN } from '../env.ts';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES, pickMember } from './demo-members.ts';
import { choose } from './membership-journeys.ts';
import { expect, NO_SESSION, open, test } from './personas.ts';

/**
 * The member's payment setup page (docs/billing.md "Payment setup page"): a front desk
 * sells a weekly membership (the link is emailed, on this server's own address in development),
 * and the member opens its signup link (no staff sign-in), sees the plan, the next debits and the
 * terms, gets a field error for a bad account number, and the bank rejects the first account. Staff
 * see why, that the next payments will not be taken, and send a new link; the old one is dead, and
 * the member sets up a direct debit on the new one, which then says it is not valid any more.
 */
const memberArea = (personId: string) => `/branch/${BRANCHES.wellington}/members/${personId}`;

test.use({ persona: 'front.desk' });

test('a member sets up a direct debit on the payment setup page, once', async ({ page, browser }) => {
  test.slow(); // A sale (an async operation) on the shared 2-core machine.
  // Another member than the memberships journey's, so each journey starts from a member without one.
  const member = await pickMember(() => true, 11);
  await open(page, `${memberArea(member.id)}/memberships`);
  await page.getByRole('button', { name: 'Add a membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a membership' });
  await choose(page, dialog, /^Membership plan/, 'Anytime');
  await choose(page, dialog, /^Payment option/, 'Anytime weekly');
  await expect(dialog.getByRole('table', { name: 'Next payments' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  const panel = page.getByRole('region', { name: 'Payment setup page' });
  const link = panel.getByRole('link', { name: /\/payment-setup\// });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`/${BRANCHES.wellington}/payment-setup/[A-Za-z0-9_-]{43}$`));
  // In development the link opens the running server itself, not the branch's member domain.
  expect(new URL(href).origin).toBe(API_ORIGIN);
  const address = href;
  // It was emailed to the member (or staff are told it could not be).
  await expect(
    panel.getByText(
      member.email
        ? `The link was emailed to ${member.email}.`
        : 'Not emailed: the member has no email address on file. Show them this link or the QR code.',
    ),
  ).toBeVisible();

  // The member, in a browser of their own: no staff session.
  const context = await browser.newContext({ storageState: NO_SESSION });
  const setup = await context.newPage();
  await setup.goto(address);
  await expect(
    setup.getByRole('heading', { level: 1, name: `Hi ${member.firstName}, set up your payments` }),
  ).toBeVisible();
  await expect(setup.getByText(/Anytime – Anytime weekly at /)).toBeVisible();
  await expect(setup.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(setup.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expectAccessible(setup, 'payment setup page');

  // The NZ form is open first for an NZ branch.
  const nz = setup.locator('details').filter({ hasText: 'New Zealand bank account' });
  await nz.getByLabel('Account name').fill(`${member.firstName} ${member.lastName}`);
  await nz.getByLabel(/^Account number/).fill('12-3140-0171324-000');
  await nz.getByRole('button', { name: 'Set up direct debit' }).click();
  await expect(setup.getByText('Bank account number is not valid')).toBeVisible();
  await expect(setup.getByRole('alert')).toHaveText('Please check the details below.');
  await expectAccessible(setup, 'payment setup page with a field error');

  // The bank rejects the request (the sandbox's suffix -099).
  const rejectedForm = setup.locator('details').filter({ hasText: 'New Zealand bank account' });
  await rejectedForm.getByLabel(/^Account number/).fill('12-3140-0171323-099');
  await rejectedForm.getByRole('button', { name: 'Set up direct debit' }).click();
  await expect(setup.getByText(/Your bank did not accept this direct debit request/)).toBeVisible();

  // Staff: the reason, no payments taken until set up, and a new link, emailed and shown.
  await page.reload();
  await expect(page.getByText('The direct debit request was rejected')).toBeVisible();
  await expect(page.getByText(/The bank's reason: The bank does not accept direct debits/)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Next payments' })
      .getByText(/Will not be taken until payment is set up/),
  ).toBeVisible();
  await expectAccessible(page, 'membership with a rejected direct debit request', { state: 'ddr rejected' });
  await page.getByRole('button', { name: 'Send a new payment setup link' }).click();
  const newLink = page.getByRole('region', { name: 'Payment setup page' }).getByRole('link', {
    name: /\/payment-setup\//,
  });
  await expect(newLink).toBeVisible({ timeout: 30_000 });
  const newAddress = (await newLink.getAttribute('href')) ?? '';
  expect(newAddress).not.toBe(address);
  expect(new URL(newAddress).origin).toBe(API_ORIGIN);
  await expectAccessible(page, 'membership with a new payment setup link', { state: 'new link' });

  // The old link is dead; the member sets up payment on the new one.
  await setup.goto(address);
  await expect(
    setup.getByText('This payment setup link is not valid any more. Please ask your club for a new one.'),
  ).toBeVisible();
  await setup.goto(newAddress);
  const again = setup.locator('details').filter({ hasText: 'New Zealand bank account' });
  await again.getByLabel('Account name').fill(`${member.firstName} ${member.lastName}`);
  await again.getByLabel(/^Account number/).fill('12-3140-0171323-000');
  await again.getByRole('button', { name: 'Set up direct debit' }).click();
  await expect(setup.getByText('Thank you. Your payment details are set up.')).toBeVisible();
  await expect(setup.getByText('Bank account ending 000')).toBeVisible();
  await expectAccessible(setup, 'payment setup done', { state: 'set up' });

  // Single use: the link now reveals nothing.
  await setup.goto(newAddress);
  await expect(
    setup.getByText('This payment setup link is not valid any more. Please ask your club for a new one.'),
  ).toBeVisible();
  await expectAccessible(setup, 'payment setup link used', { state: 'link used' });
  await context.close();

  // Staff see the direct debit active.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment setup page' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Send a new payment setup link' })).toBeHidden();
});
