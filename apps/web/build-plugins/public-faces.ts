import type { Plugin } from 'vite';

/** A feature's public face (tools/import-boundaries.ts, rule web-feature-public-face). */
const PUBLIC_FACE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]public\.ts$/;

/** One re-export: `export { a, type B } from './x.ts';`, `export * from './x.ts';`. */
const RE_EXPORT = /^export\s+(?:type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?)\s+from\s+(['"])[^'"]+\1;?$/;

/** The statements of `code` with its comments taken out, when every one is a re-export; else null. */
export function reExportsOnly(code: string): string[] | null {
  const statements = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter((statement) => statement !== '');
  return statements.every((statement) => RE_EXPORT.test(statement)) ? statements : null;
}

/**
 * Tells the bundler that a feature's `public.ts` has no side effects, so an importer is linked to
 * the module that holds what it takes. Without it a face stays a module of its own whose every
 * re-export is loaded with it: memberships' module, in the app's first chunk, takes the member
 * area's slot from members' face, and would bring members' page heading (and Mantine's Tabs) into
 * the first render with it. The build fails on a face that does more than re-export, since
 * marking it free of side effects would silently drop what it did.
 */
export function publicFaces(): Plugin {
  return {
    name: 'clubline:public-faces',
    apply: 'build',
    transform(code, id) {
      if (!PUBLIC_FACE.test(id)) return null;
      if (reExportsOnly(code) === null) {
        this.error(`${id}: a feature's public.ts only re-exports (export { … } from '…')`);
      }
      return { code, moduleSideEffects: false };
    },
  };
}
