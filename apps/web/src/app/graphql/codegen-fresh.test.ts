import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../../codegen.ts';

/**
 * The committed src/gql/ is what codegen makes from today's documents and the server's printed
 * schema, so a document or schema change without a fresh codegen fails here rather than as stale
 * types. Codegen runs in memory (saveToFile false), so this test never writes into src/gql; it
 * needs only node's fs, which the web project's jsdom environment keeps.
 */
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const gqlDir = path.join(webRoot, 'src/gql');
const HINT = 'src/gql/ is stale: run `npm run codegen -w @clubline/web` and commit src/gql/';

describe('GraphQL codegen', () => {
  it('matches the committed apps/web/src/gql/', { timeout: 60_000 }, async () => {
    // generate's declared result widens to any; saveToFile false returns the files it made.
    const outputs: { filename: string; content: string }[] = await generate(
      { ...config, cwd: webRoot, silent: true },
      false,
    );
    const generated = new Map(
      outputs.map((output) => [path.resolve(webRoot, output.filename), output.content]),
    );
    const committed = readdirSync(gqlDir).map((name) => path.join(gqlDir, name));

    expect([...generated.keys()].sort(), HINT).toEqual(committed.sort());
    for (const [file, content] of generated) {
      expect(readFileSync(file, 'utf8'), `${path.relative(webRoot, file)}: ${HINT}`).toBe(content);
    }
  });
});
