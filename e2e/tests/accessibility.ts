import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { settle } from './shots.ts';

/**
 * axe-core inside the journeys (docs/accessibility.md): every page and modal a journey visits is
 * checked against WCAG 2.0/2.1 A and AA plus axe's best practices (landmarks, heading order). A
 * critical or serious violation fails the journey; moderate and minor ones are attached to the
 * report.
 *
 * Each distinct page and modal is scanned once per run (a scan takes seconds): a later call that
 * finds the same key (scanKey) skips the scan and says in the report which journey covered it.
 *
 * AXE_MODE=report records every violation of every call (test-results/axe/violations.jsonl)
 * without failing, for measuring a baseline before a fix; AXE_MODE=every scans every call.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['critical', 'serious']);
const MODE = process.env.AXE_MODE;
const REPORT_ONLY = MODE === 'report';
const EVERY_CALL = MODE === 'report' || MODE === 'every';
const REPORT_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-results/axe/violations.jsonl',
);

/**
 * What this run has checked, shared by its workers (journeys run two at a time, then the exclusive
 * ones in a third worker): a folder the configuration's global setup makes for the run
 * (global-setup.ts), one file per key naming the journey that checked it. Without it (a run outside
 * this configuration) each worker keeps its own. Two workers reaching a new key at the same moment
 * both check it, which costs a scan and changes nothing else.
 */
let registry: string | undefined;

function registryFile(kind: 'axe' | 'width', key: string): string {
  // On first use: the runner's own process loads this file too, to list the tests, before the
  // global setup has made the folder.
  registry ??= process.env.E2E_SCAN_REGISTRY ?? mkdtempSync(path.join(tmpdir(), 'clubline-e2e-scans-'));
  return path.join(registry, `${kind}-${createHash('sha256').update(key).digest('hex')}`);
}

/** Who checked `key` earlier in the run, if anyone did. */
function checkedBy(kind: 'axe' | 'width', key: string): string | undefined {
  try {
    return readFileSync(registryFile(kind, key), 'utf8');
  } catch {
    return undefined;
  }
}

/** Records that `by` checked `key`: written aside and renamed, so no worker reads half a file. */
function recordChecked(kind: 'axe' | 'width', key: string, by: string): void {
  const file = registryFile(kind, key);
  const aside = `${file}.${process.pid}`;
  writeFileSync(aside, by);
  renameSync(aside, file);
}

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One readable block per rule: impact, rule, help, and the first few elements with the reason. */
function summarise(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        const reason = (node.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim();
        return `    - ${node.target.join(' ')}${reason ? `: ${reason}` : ''}`;
      });
      const more = violation.nodes.length > 5 ? [`    … and ${violation.nodes.length - 5} more`] : [];
      return [`  [${violation.impact}] ${violation.id}: ${violation.help}`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}

export interface ScanOptions {
  /**
   * What this call shows that the key cannot see and no other scan of the page shows: another page
   * at the same address (not found, no permission, a used link), a later step of the same modal,
   * a notice or a table only this state has, a notification, the collapsed sidebar. A different
   * state is a different key.
   */
  state?: string;
}

/** The parts of a page that make it distinct, read in the browser. */
interface PageShape {
  host: string;
  path: string;
  dialogs: string[];
  menu: boolean;
  listbox: boolean;
  invalid: boolean;
  narrow: boolean;
}

/**
 * Record ids (UUIDs) and opaque tokens (a signup link, a login interaction) are one route. A token
 * is long and not a lowercase slug (branch-billing-accounts is a page of its own).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^(?![a-z-]+$)[A-Za-z0-9_-]{20,}$/;

export function routePattern(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (UUID.test(segment) ? ':id' : TOKEN.test(segment) ? ':token' : segment))
    .join('/');
}

/**
 * A scan's key: the organisation (its billing provider changes pages), the route, the modals,
 * menu or open option list over it, whether fields show errors, the narrow layout (below
 * Mantine's sm, 768 px, tables turn into cards) and the caller's state. The query string is not
 * part of it: a search shows the same page.
 */
function scanKey(shape: PageShape, state?: string): string {
  const parts = [`${shape.host.split('.')[0]}${routePattern(shape.path)}`];
  for (const dialog of shape.dialogs) parts.push(`dialog "${dialog}"`);
  if (shape.menu) parts.push('menu');
  if (shape.listbox) parts.push('option list');
  if (shape.invalid) parts.push('field errors');
  if (state) parts.push(`state "${state}"`);
  if (shape.narrow) parts.push('narrow');
  return parts.join(' + ');
}

function shapeOf(page: Page): Promise<PageShape> {
  return page.evaluate(() => {
    const shown = (selector: string) =>
      [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility());
    const nameOf = (element: Element) =>
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    return {
      host: location.hostname,
      path: location.pathname,
      dialogs: shown('[role="dialog"], [role="alertdialog"]').map(nameOf).sort(),
      menu: shown('[role="menu"]').length > 0,
      listbox: shown('[role="listbox"]').length > 0,
      invalid: shown('[aria-invalid="true"]').length > 0,
      narrow: window.innerWidth < 768,
    };
  });
}

/**
 * Runs axe on the page as it is now, unless a page with the same key was scanned earlier in the
 * run; `label` names the page in the failure and the report.
 */
export async function expectAccessible(page: Page, label: string, options: ScanOptions = {}): Promise<void> {
  // Transitions (modals, notifications) fade in: axe reads colours mid-fade as low contrast, and a
  // modal still opening is not yet part of the key.
  await settle(page);
  const shape = await shapeOf(page);
  await expectFitsNarrowScreen(page, label, scanKey({ ...shape, narrow: false }, options.state));
  const key = scanKey(shape, options.state);
  // A key is recorded only once its scan passed, so a failed journey's retry scans again.
  const coveredBy = checkedBy('axe', key);
  if (coveredBy !== undefined && !EVERY_CALL) {
    test
      .info()
      .annotations.push({ type: 'axe skipped', description: `${label}: ${key}, scanned in ${coveredBy}` });
    return;
  }
  test.info().annotations.push({ type: 'axe', description: `${label}: ${key}` });

  // Each run walks the whole page (seconds on a large list on a busy machine): it brings its own
  // time, so a journey's budget stays the journey's.
  test.setTimeout(test.info().timeout + 30_000);
  // Only violations are read, so axe is told not to gather the nodes of every passing check; and
  // it runs in the page itself (legacy mode) instead of once per frame and then again in a new
  // page to combine the frames' results, which only cross-origin frames need (the app has none).
  // Same violations, less than half the time of a scan (docs/testing.md "Accessibility").
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const other = results.violations.filter((violation) => !BLOCKING.has(violation.impact ?? ''));
  if (other.length > 0)
    test.info().annotations.push({ type: `axe (${label}), not blocking`, description: summarise(other) });

  if (REPORT_ONLY) {
    mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
    const record = {
      test: test.info().titlePath.join(' › '),
      page: label,
      key,
      url: page.url(),
      violations: results.violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.length,
        targets: nodes.slice(0, 3).map((node) => node.target.join(' ')),
      })),
    };
    appendFileSync(REPORT_FILE, `${JSON.stringify(record)}\n`);
    return;
  }
  expect(summarise(blocking), `axe: critical or serious violations on ${label}`).toBe('');
  recordChecked('axe', key, `“${test.info().title}” (${label})`);
}

/** A phone's width: every page and modal a journey scans must fit it. */
export const PHONE_WIDTH = 390;

/**
 * What does not fit the page's width: the document scrolling sideways, or a table wider than the
 * box that holds it (cut off, or scrolled inside its card, so its right-hand columns and row
 * buttons are out of sight).
 */
export function overflowsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      found.push(`the page scrolls sideways (${root.scrollWidth} px wide in ${root.clientWidth} px)`);
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    for (const table of document.querySelectorAll('table')) {
      if (!table.checkVisibility()) continue;
      let box = table.parentElement;
      while (box && box !== document.body && !clips(box)) box = box.parentElement;
      if (!box || box === document.body) continue;
      if (box.scrollWidth > box.clientWidth + 1) {
        const name = table.getAttribute('aria-label') ?? table.querySelector('th')?.textContent ?? 'a table';
        found.push(`table "${name}" is ${box.scrollWidth} px wide in a box of ${box.clientWidth} px`);
      }
    }
    return found;
  });
}

/**
 * Checks once per page and modal in the run (the scan's key at any width) that it fits a phone: the page is
 * laid out at PHONE_WIDTH, measured, and put back to the journey's width.
 */
async function expectFitsNarrowScreen(page: Page, label: string, key: string): Promise<void> {
  if (checkedBy('width', key) !== undefined) return;
  const viewport = page.viewportSize();
  if (viewport && viewport.width !== PHONE_WIDTH) {
    await page.setViewportSize({ width: PHONE_WIDTH, height: viewport.height });
    // Let the layout (media and container queries, resize observers) settle.
    await settle(page);
  }
  const overflows = await overflowsOf(page);
  if (viewport && viewport.width !== PHONE_WIDTH) {
    await page.setViewportSize(viewport);
    await settle(page);
  }
  expect(overflows, `${label} at ${PHONE_WIDTH} px`).toEqual([]);
  recordChecked('width', key, label);
}
