import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * axe-core inside the journeys (docs/accessibility.md): every page a journey visits is checked
 * against WCAG 2.0/2.1 A and AA plus axe's best practices (landmarks, heading order). A critical
 * or serious violation fails the journey; moderate and minor ones are attached to the report.
 *
 * AXE_MODE=report records every violation (test-results/axe/violations.jsonl) without failing,
 * for measuring a baseline before a fix.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['critical', 'serious']);
const REPORT_ONLY = process.env.AXE_MODE === 'report';
const REPORT_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-results/axe/violations.jsonl',
);

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One readable block per rule: impact, rule, help, and the first few elements with the reason. */
export function summarise(violations: readonly Violation[]): string {
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

/** Runs axe on the page as it is now; `label` names the page in the failure and the report. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Each run walks the whole page (seconds on a large list on a busy machine): it brings its own
  // time, so a journey's budget stays the journey's.
  test.setTimeout(test.info().timeout + 30_000);
  // Transitions (modals, notifications) fade in: axe reads colours mid-fade as low contrast.
  await page.waitForTimeout(250);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const other = results.violations.filter((violation) => !BLOCKING.has(violation.impact ?? ''));
  if (other.length > 0)
    test.info().annotations.push({ type: `axe (${label}), not blocking`, description: summarise(other) });

  if (REPORT_ONLY) {
    mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
    const record = {
      test: test.info().titlePath.join(' › '),
      page: label,
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
}
