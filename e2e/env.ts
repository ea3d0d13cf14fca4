import { existsSync } from 'node:fs';

/** Where the e2e server listens. Browsers resolve demo.localhost; Node's resolver does not. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);
export const API_ORIGIN = `http://localhost:${E2E_PORT}`;
export const DEMO_ORIGIN = `http://demo.localhost:${E2E_PORT}`;

/**
 * The journeys' browser: CHROMIUM_PATH, else Debian's headless shell (`chromium-headless-shell`,
 * the build Playwright itself runs headless tests on: Chromium's engine without the desktop
 * browser around it, about 30% less CPU for the same journeys, docs/testing.md), else Debian's
 * Chromium. Playwright never downloads one.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ??
  '/usr/bin/chromium';
