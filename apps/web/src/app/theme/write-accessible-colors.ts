import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeAccessibleColors } from './palettes.ts';

/**
 * Writes accessible-colors.ts from palettes.ts's search (`npm run theme:colors -w @clubline/web`),
 * after a Mantine upgrade or a change of the contrast rules; palettes.test.ts says when it is due.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const target = path.join(here, 'accessible-colors.ts');
const palettes = Object.entries(computeAccessibleColors())
  .map(([name, shades]) => `  ${name}: [${shades.map((shade) => `'${shade}'`).join(', ')}],`)
  .join('\n');
writeFileSync(
  target,
  `import type { MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's palettes made WCAG AA, as palettes.ts works them out: written by
 * \`npm run theme:colors -w @clubline/web\` (write-accessible-colors.ts), not by hand, and checked
 * against the search by palettes.test.ts.
 */
export const accessibleColors: Record<string, MantineColorsTuple> = {
${palettes}
};
`,
);
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
