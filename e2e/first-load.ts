/**
 * The first-load figures of bench/README.md, read from the browser's network log: how
 * many bytes of JavaScript and CSS a cold browser downloads before a page renders, signed out (the
 * redirect to the login form) and signed in (the member list and a profile), as the server sends
 * them (brotli). Not a test: run it against a product that is running, e.g.
 *
 *   PORT=3471 npm start        # in another terminal
 *   ORIGIN=http://demo.localhost:3471 node e2e/first-load.ts
 */
import { chromium, type Page } from '@playwright/test';

const ORIGIN = process.env.ORIGIN ?? 'http://demo.localhost:3000';
const MEMBERS = `${ORIGIN}/branch/00000001-0002-4000-8000-000000000002/members`;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

interface Downloaded {
  files: number;
  /** Bodies and headers, as sent. */
  transferred: number;
  bodies: number;
}

/** What `page` downloads from `go` until `ready` says the page has rendered. */
async function downloadsUntil(page: Page, go: () => Promise<unknown>, ready: () => Promise<unknown>) {
  const js: Downloaded = { files: 0, transferred: 0, bodies: 0 };
  const css: Downloaded = { files: 0, transferred: 0, bodies: 0 };
  const pending: Promise<void>[] = [];
  let rendered = false;
  page.on('requestfinished', (request) => {
    if (rendered) return;
    const kind = request.url().endsWith('.js') ? js : request.url().endsWith('.css') ? css : null;
    if (!kind) return;
    pending.push(
      request.sizes().then((sizes) => {
        kind.files += 1;
        kind.bodies += sizes.responseBodySize;
        kind.transferred += sizes.responseBodySize + sizes.responseHeadersSize;
      }),
    );
  });
  await go();
  await ready();
  rendered = true;
  await Promise.all(pending);
  return { js, css };
}

function report(label: string, { js, css }: { js: Downloaded; css: Downloaded }) {
  process.stdout.write(
    `${label}: JavaScript ${kB(js.transferred)} kB transferred (${kB(js.bodies)} kB bodies) in ${js.files} files; ` +
      `CSS ${kB(css.transferred)} kB in ${css.files} files\n`,
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // As the journeys run it (playwright.config.ts): no sandbox, so it also runs as root.
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  report(
    'signed out, to the login form',
    await downloadsUntil(
      page,
      () => page.goto(MEMBERS),
      () => page.getByLabel('Username').waitFor(),
    ),
  );
  await page.getByLabel('Username').fill('super.admin');
  await page.getByLabel('Password').fill('clubline-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('table').first().waitFor();
  const profile = await page.locator('a[href*="/members/"]').first().getAttribute('href');

  // Signed in, with the browser's cache emptied before each page.
  for (const [label, url, ready] of [
    ['signed-in member list', MEMBERS, () => page.getByRole('table').first().waitFor()],
    [
      'signed-in profile',
      `${ORIGIN}${profile ?? ''}`,
      () => page.getByRole('heading', { level: 1 }).waitFor(),
    ],
  ] as const) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    report(label, await downloadsUntil(page, () => page.goto(url), ready));
  }
} finally {
  await browser.close();
}
