import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './import-boundaries.ts';

/**
 * Code and docs say why in their own words, never "see issue 14": issue numbers belong to the
 * tracker of the day, and a comment that cites one stops explaining anything once the tracker
 * moves or the issue is forgotten. Commit messages are where a change's history lives. Applied
 * migrations are history too, and never edited (drizzle records each by its hash).
 */
const ISSUE_CITATION = /\bissues? #?\d+\b/i;

/** Our code and docs, found on disk (a checkout need not be a git repository). */
const tracked = globSync('**/*.{ts,tsx,md,css,yaml}', {
  cwd: root,
  exclude: (name) =>
    ['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'migrations', '.git'].includes(
      path.basename(name),
    ),
}).filter((file) => !file.startsWith('apps/web/src/gql/') && file !== 'tools/no-issue-numbers.test.ts');

describe('the repository', () => {
  it('cites no issue numbers in code or docs', () => {
    const citations = tracked.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          ISSUE_CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(citations).toEqual([]);
  });
});

describe('the pattern', () => {
  it.each(['(issue 14)', 'Issue #3 says', 'since issues 12 and 13'])('finds %s', (text) => {
    expect(ISSUE_CITATION.test(text)).toBe(true);
  });
  it.each(['tissue 4', 'an issue with 3 rows', 'issues'])('leaves %s alone', (text) => {
    expect(ISSUE_CITATION.test(text)).toBe(false);
  });
});
