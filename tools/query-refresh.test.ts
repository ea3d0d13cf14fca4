import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './import-boundaries.ts';

/**
 * The web reads a query again with useRefreshableQuery's refresh, never with urql's own
 * re-execute (the second element of `useQuery`'s answer): that one makes a new query source each
 * time React applies its state update, and with results handed over in transitions a page sent,
 * and cancelled, its query every few milliseconds (apps/web/src/app/graphql/useRefreshableQuery.ts).
 */
const URQL_REEXECUTE = /\[\s*(?:\{[^}]*\}|\w+)\s*,\s*\w+\s*,?\s*\]\s*=\s*useQuery\b/;

const webSources = globSync('apps/web/src/**/*.{ts,tsx}', { cwd: root });

describe('the web', () => {
  it("never takes urql's own re-execute from useQuery", () => {
    const uses = webSources.filter((file) =>
      URQL_REEXECUTE.test(readFileSync(path.join(root, file), 'utf8').replace(/\s+/g, ' ')),
    );
    expect(uses).toEqual([]);
  });
});

describe('the pattern', () => {
  it.each([
    'const [{ data }, refetch] = useQuery({',
    'const [result, again] = useQuery<Data>({',
    'const [\n  { data, error },\n  reexecute,\n] = useQuery(',
  ])('finds %s', (text) => {
    expect(URQL_REEXECUTE.test(text.replace(/\s+/g, ' '))).toBe(true);
  });
  it.each(['const [{ data }] = useQuery({', 'const [{ data }, refresh] = useRefreshableQuery({'])(
    'leaves %s alone',
    (text) => {
      expect(URQL_REEXECUTE.test(text)).toBe(false);
    },
  );
});
