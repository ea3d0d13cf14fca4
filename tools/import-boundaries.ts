import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * ARCHITECTURE rule 2: imports run one way. This test reads every source file's imports and
 * fails on a violation, so the rule holds without anyone remembering it.
 */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'gql') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(name)) out.push(full);
  }
  return out;
}

export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  // Type-only imports are erased at run time and carry no dependency, so they are not checked.
  const pattern =
    /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'"`;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
  for (const match of text.matchAll(pattern)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier) specifiers.push(specifier);
  }
  return specifiers;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

export const rel = (file: string) => path.relative(root, file);

/** Which feature (server) a repo-relative path lies in, if any. */
const featureOf = (file: string) => /^apps\/server\/src\/features\/([^/]+)\//.exec(rel(file))?.[1];

export function checkImport(file: string, specifier: string): string | null {
  const from = rel(file);
  const resolved = specifier.startsWith('.') ? rel(path.resolve(path.dirname(file), specifier)) : null;

  if (from.startsWith('packages/domain/')) {
    if (resolved === null && !['zod', 'temporal-polyfill', 'vitest', 'fast-check'].includes(specifier)) {
      return 'domain imports nothing but zod and temporal-polyfill';
    }
    if (resolved && !resolved.startsWith('packages/domain/')) return 'domain imports only itself';
  }
  if (from.startsWith('apps/web/')) {
    if (specifier.startsWith('@clubline/server') || resolved?.startsWith('apps/server/')) {
      return 'the web never imports the server';
    }
  }
  if (from.startsWith('apps/server/src/platform/') && resolved?.startsWith('apps/server/src/features/')) {
    return 'platform never imports a feature';
  }
  const fromFeature = featureOf(file);
  const toFeature = resolved ? /^apps\/server\/src\/features\/([^/]+)\/(.+)$/.exec(resolved) : null;
  if (fromFeature && toFeature && toFeature[1] !== fromFeature) {
    const target = toFeature[2] ?? '';
    const isService = target.endsWith('.service') || target.endsWith('.service.ts');
    // Table definitions may reference another feature's tables for foreign keys.
    const tableToTable = /\.table(\.ts)?$/.test(from) && /\.table(\.ts)?$/.test(target);
    if (!isService && !tableToTable) return 'a feature reaches another only through its *.service.ts';
  }
  if (
    /^apps\/server\/src\/features\/.+\.graphql\.ts$/.test(from) &&
    /\.repository(\.ts)?$/.test(resolved ?? '')
  ) {
    return 'resolvers call services, not repositories';
  }
  if (/^(drizzle-orm|pg)(\/|$)/.test(specifier)) {
    const allowed =
      /\.(repository|table)\.ts$/.test(from) ||
      from.startsWith('apps/server/src/platform/') ||
      from.startsWith('apps/server/src/testing/') ||
      /\.test\.ts$/.test(from) ||
      from.startsWith('bench/');
    if (!allowed) return 'only repositories (and platform) import drizzle or pg';
  }
  return null;
}
