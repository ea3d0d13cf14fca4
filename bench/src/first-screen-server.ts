/**
 * The product the first-screen bench measures: the real server (`apps/server/src/main.ts`, as
 * `npm start` runs it: embedded PostgreSQL, migrations, demo seed, api and worker) serving a
 * production build of the web, and the demo sign-in through the identity provider's login form.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { testWebBuild } from '../../tools/web-build.ts';
import { repositoryRoot } from './bench-database.ts';

/** Wellington, a Demo Fitness branch with 400 members (README "Demo data"). */
const WELLINGTON = '00000001-0002-4000-8000-000000000002';
const DEMO_USER = 'super.admin';
const DEMO_PASSWORD = 'clubline-demo';

export interface FirstScreenServer {
  origin: string;
  /** The web build the server serves (vite's outDir, with its manifest). */
  distDir: string;
  stop(): Promise<void>;
}

export const memberListUrl = (origin: string) => `${origin}/branch/${WELLINGTON}/members`;

async function waitForStatus(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * ORIGIN (e.g. http://demo.localhost:3000) measures a product already running, with its build in
 * WEB_DIST_DIR (default apps/web/dist); otherwise the server is started here on PORT (default
 * 3361) with its own embedded PostgreSQL (PG_PORT, default 54461; a fresh data directory, PG_DIR,
 * default data/first-screen-pg) and
 * WEB_DIST_DIR or else the tests' build of the sources as they are (tools/web-build.ts), and
 * stopped at the end.
 */
export async function startFirstScreenServer(): Promise<FirstScreenServer> {
  if (process.env.ORIGIN) {
    return {
      origin: process.env.ORIGIN,
      distDir: path.resolve(process.env.WEB_DIST_DIR ?? path.join(repositoryRoot, 'apps/web/dist')),
      stop: async () => {},
    };
  }
  const port = Number(process.env.PORT ?? 3361);
  const pgDir = path.resolve(process.env.PG_DIR ?? path.join(repositoryRoot, 'data/first-screen-pg'));
  rmSync(pgDir, { recursive: true, force: true });
  const distDir = process.env.WEB_DIST_DIR
    ? path.resolve(process.env.WEB_DIST_DIR)
    : testWebBuild(repositoryRoot, { quiet: true });
  const child = spawn(process.execPath, [path.join(repositoryRoot, 'apps/server/src/main.ts')], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      EMBEDDED_PG_DIR: pgDir,
      EMBEDDED_PG_PORT: process.env.PG_PORT ?? '54461',
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  };
  try {
    await waitForStatus(`http://localhost:${port}/status`, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://demo.localhost:${port}`, distDir, stop };
}

/** Fills the identity provider's login form, which the page must show. */
export async function fillLoginForm(page: Page): Promise<void> {
  await page.getByLabel('Username').fill(DEMO_USER);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
}

/** The member list's first row link: the list is usable once it is there. */
export const firstMemberLink = (page: Page) => page.locator('table tbody tr a[href*="/members/"]').first();

/**
 * A membership page: Scott Clarke's (a Wellington member with a membership, README "Demo data"),
 * found through the member list's search as staff would (signed in).
 */
export async function findMembershipUrl(page: Page, origin: string): Promise<string> {
  await page.goto(memberListUrl(origin));
  await page.getByPlaceholder('Search members').fill('Scott Clarke');
  const member = page.locator('table tbody tr a[href*="/members/"]', { hasText: 'Scott Clarke' }).first();
  await member.waitFor({ timeout: 30_000 });
  // The member's link opens the Overview tab (…/members/{id}/overview); Memberships is its sibling.
  const overview = (await member.getAttribute('href')) ?? '';
  await page.goto(`${origin}${overview.replace(/\/overview$/, '')}/memberships`);
  const membership = page.locator('a[href*="/memberships/"]').first();
  await membership.waitFor({ timeout: 30_000 });
  return `${origin}${await membership.getAttribute('href')}`;
}
