import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The modules a first screen (the member list, the error texts every page shows) takes from this
 * package must not bring zod or the Temporal polyfill: the web downloads a module whole, with
 * everything it imports, so one constant read from a module that builds a form schema took zod
 * (about 21 kB gzip) to the first screen. Texts and limits live in *-messages.ts modules, schemas
 * in *-schema(s).ts modules (docs/ARCHITECTURE-NOTES.md "The domain package, light where a first
 * screen reads it").
 */
const HEAVY = ['zod', 'temporal-polyfill'];
const here = path.resolve(import.meta.dirname, '../packages/domain/src');

const LIGHT = [
  'errors/error-catalogue.ts',
  'members/person-search.ts',
  'search/member-search.ts',
  'phone/phone.ts',
  'phone/phone-format.ts',
  'dates/calendar-date.ts',
  'dates/time-zone-id.ts',
  'ids.ts',
  'permissions/permissions.ts',
  'memberships/membership-rules.ts',
  'classes/calendar-route.ts',
  'classes/wall-clock.ts',
  ...readdirSync(here, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('-messages.ts')),
];

/** Every package a module imports, itself or through its relative imports, with the path that does. */
function packagesReached(start: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(path.join(here, file), 'utf8');
    for (const [, typeOnly, specifier = ''] of text.matchAll(/^import (type )?[^'"]*['"]([^'"]+)['"]/gm)) {
      if (typeOnly) continue;
      if (specifier.startsWith('.')) visit(path.join(path.dirname(file), specifier), [...trail, file]);
      else if (!reached.has(specifier)) reached.set(specifier, [...trail, file]);
    }
  };
  visit(start, []);
  return reached;
}

describe('modules a first screen reads', () => {
  it.each(LIGHT)('%s brings neither zod nor the Temporal polyfill', (file) => {
    const heavy = [...packagesReached(file)].filter(([name]) =>
      HEAVY.some((h) => name === h || name.startsWith(`${h}/`)),
    );
    expect(heavy.map(([name, trail]) => `${name} via ${trail.join(' > ')}`)).toEqual([]);
  });
});
