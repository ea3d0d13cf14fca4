import { expect, test } from '@playwright/test';
import { expectAccessible, overflowsOf, PHONE_WIDTH, routePattern } from './accessibility.ts';

/**
 * The axe registry (accessibility.ts): each distinct page and modal is scanned once per run. A
 * page of its own (served by the test, on a host no journey uses) keeps its keys apart from the
 * journeys'.
 */
const ORIGIN = 'http://registry.localhost';

const PAGE = `<!doctype html><html lang="en"><head><title>Registry</title></head><body>
<main><h1>A member</h1><label>Note <input id="note"></label></main>
</body></html>`;

test('a page is scanned once whichever record it shows; a modal, field errors or a named state are scanned apart', async ({
  page,
}) => {
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));

  await page.goto(`${ORIGIN}/members/00000001-0004-4000-8000-000000000001/overview`);
  await expectAccessible(page, 'a member');
  // Another member, found by a search: the same page.
  await page.goto(`${ORIGIN}/members/00000001-0004-4000-8000-000000000002/overview?q=smith`);
  await expectAccessible(page, 'another member');

  await page.evaluate(() => document.getElementById('note')?.setAttribute('aria-invalid', 'true'));
  await expectAccessible(page, 'a note with an error');
  await page.evaluate(() => {
    document.getElementById('note')?.removeAttribute('aria-invalid');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Transfer member');
    dialog.textContent = 'Choose a branch';
    document.body.append(dialog);
  });
  await expectAccessible(page, 'the transfer modal');
  await expectAccessible(page, 'the transfer modal again');
  await expectAccessible(page, 'the transfer modal, second step', { state: 'second step' });

  const scans = test
    .info()
    .annotations.filter(
      (annotation) => annotation.type.startsWith('axe') && !annotation.type.endsWith('blocking'),
    )
    .map((annotation) => `${annotation.type}: ${annotation.description}`);
  const overview = 'registry/members/:id/overview';
  expect(scans).toEqual([
    `axe: a member: ${overview}`,
    `axe skipped: another member: ${overview}, scanned in “${test.info().title}” (a member)`,
    `axe: a note with an error: ${overview} + field errors`,
    `axe: the transfer modal: ${overview} + dialog "Transfer member"`,
    `axe skipped: the transfer modal again: ${overview} + dialog "Transfer member", scanned in “${test.info().title}” (the transfer modal)`,
    `axe: the transfer modal, second step: ${overview} + dialog "Transfer member" + state "second step"`,
  ]);
});

test('record ids and opaque tokens are one route; page names are not', () => {
  expect(
    routePattern('/branch/00000001-0002-4000-8000-000000000002/management/branch-billing-accounts'),
  ).toBe('/branch/:id/management/branch-billing-accounts');
  expect(
    routePattern('/branch/00000001-0002-4000-8000-000000000002/management/branch-terms-and-conditions'),
  ).toBe('/branch/:id/management/branch-terms-and-conditions');
  expect(
    routePattern(
      '/00000001-0002-4000-8000-000000000002/payment-setup/3q2-Xk_9vB0aLmNpQrStUvWxYz01234567890abcdE',
    ),
  ).toBe('/:id/payment-setup/:token');
  expect(routePattern('/interaction/hVq3n0Tq8SJ4mkbl2Xz0e')).toBe('/interaction/:token');
});

test("at a phone's width a table wider than its box, or a page wider than the screen, is found", async ({
  page,
}) => {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 700 });
  const table = (width: string) =>
    `<div style="overflow-x:auto"><table aria-label="Next payments" style="min-width:${width}"><tr><th>Date</th></tr></table></div>`;
  await page.route(`${ORIGIN}/**`, (route) => {
    const body = new URL(route.request().url()).pathname.slice(1);
    return route.fulfill({ contentType: 'text/html', body: decodeURIComponent(body) });
  });
  await page.goto(`${ORIGIN}/${encodeURIComponent(table('100%'))}`);
  expect(await overflowsOf(page)).toEqual([]);
  await page.goto(`${ORIGIN}/${encodeURIComponent(table('600px'))}`);
  expect(await overflowsOf(page)).toEqual([
    `table "Next payments" is 600 px wide in a box of ${PHONE_WIDTH - 16} px`,
  ]);
  await page.goto(`${ORIGIN}/${encodeURIComponent('<div style="width:800px">wide</div>')}`);
  expect(await overflowsOf(page)).toEqual([`the page scrolls sideways (808 px wide in ${PHONE_WIDTH} px)`]);
});
