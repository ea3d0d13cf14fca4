import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility.ts';
import { BRANCHES, wellingtonMembers } from './demo-members.ts';
import { expect, open, test } from './personas.ts';

/**
 * Correspondence (docs/correspondence.md): the admin edits Wellington's birthday email, reads its
 * preview and who it would reach today, enables it and runs the day (the development-only "run
 * the day"); the email is in the development outbox and on the member's activities. The member
 * whose birthday it is made today is Wellington's 22nd person in seed order (a plain Member), whom no other journey
 * takes (demo-members.ts); the seed leaves Wellington's birthday email disabled.
 */
test.use({ persona: 'super.admin' });

/** A call to the api with the signed-in user's token, from the page. */
function call(
  page: Page,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ path, body, headers }) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
      const token = key
        ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
        : undefined;
      const response = await fetch(path, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token ?? ''}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { path, body, headers },
  );
}

test('a birthday email is edited, previewed, enabled, sent once by the day’s run and kept on the activities', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = (await wellingtonMembers())[21];
  if (!member?.email) throw new Error('The seed no longer has the member this journey writes to');

  // The page's own GraphQL request gives the endpoint and the organisation's api key.
  const pageRequest = page.waitForRequest(
    (request) => request.url().includes('/graphql') && request.method() === 'POST',
  );
  await open(page, `/branch/${BRANCHES.wellington}/correspondence`);
  await expect(page.getByRole('heading', { name: 'Correspondence' })).toBeVisible();
  const graphqlRequest = await pageRequest;
  const apiKey = graphqlRequest.headers()['x-api-key'] ?? '';

  // The member's birthday is today (in New Zealand, Wellington's zone).
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
  const updated = await call(
    page,
    graphqlRequest.url(),
    {
      query: `mutation D($branchId: ID!, $input: PersonalDetailsInput!) {
      updatePersonalDetails(branchId: $branchId, personalDetailsInput: $input) { id } }`,
      variables: {
        branchId: BRANCHES.wellington,
        input: { personId: member.id, dateOfBirth: `1990-${today.slice(5)}` },
      },
    },
    { 'x-api-key': apiKey },
  );
  expect(updated.json).toMatchObject({ data: { updatePersonalDetails: { id: member.id } } });

  await page.reload();
  const row = page
    .getByRole('row')
    .filter({ hasText: /^Birthday/ })
    .filter({ hasText: 'Email' });
  await expect(row).toContainText('Disabled');
  await expectAccessible(page, 'correspondence rules');
  await row.getByRole('button', { name: 'Edit Birthday EMAIL' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit rule' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Many happy returns, {{firstName}}');
  await expect(dialog.getByLabel('Preview')).toContainText('Many happy returns, ');
  await expect(dialog.getByText(/members?: /)).toContainText(member.firstName);
  await expectAccessible(page, 'edit rule modal');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: 'Enable Rule' }).click();
  await expect(row).toContainText('Enabled');

  // Run the day; the worker queues the email, the outbox shows it.
  const run = await call(page, '/sandbox/correspondence/run', { branchId: BRANCHES.wellington });
  expect(run.status).toBe(202);
  const subject = `Many happy returns, ${member.firstName}`;
  await expect(async () => {
    await page.goto('/outbox');
    const message = page
      .getByRole('listitem')
      .filter({ hasText: member.email ?? '' })
      .filter({ hasText: subject });
    await expect(message).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  await page.goto(`/branch/${BRANCHES.wellington}/members/${member.id}/activities`);
  await expect(page.getByRole('cell', { name: 'Message sent' }).first()).toBeVisible({ timeout: 20_000 });
});
