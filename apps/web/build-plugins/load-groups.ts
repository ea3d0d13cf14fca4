import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type ModuleInfo = Rolldown.ModuleInfo;

/**
 * Chunk groups drawn from the module graph ("every module of ours this one imports statically"),
 * so code that always loads together is one file instead of one file per shared module.
 *
 * Left to the automatic chunking, a module that the app and one lazy page both import gets a
 * chunk of its own (the chunking does not assume that the app is always loaded before its pages):
 * the app's code arrived as 17 files, most under 1 kB, and the member list's as 21 more, after the
 * app. Each file is a request, and on a phone's network over HTTP/1.1's six connections each wave
 * of small requests is another round trip before the first screen can render.
 *
 * The graph is read once the build has parsed every module (`buildEnd`); the groups' `test`
 * runs later, while chunks are made. A group takes the libraries its modules import with them
 * (rolldown's `includeDependenciesRecursively`, on by default), unless an earlier group took them.
 */

/**
 * Libraries are not walked: their graphs run through barrel modules (`@mantine/core`'s index
 * re-exports every component), so "imported statically" there means "reachable", not "used".
 * A group gets the libraries its own modules import through rolldown, which knows what is used.
 */
const VENDOR = /[\\/]node_modules[\\/]/;

/**
 * A barrel: a module of re-exports only (`@clubline/domain`'s index). The web imports a few names
 * from it, and its graph edges reach the whole package, so a first-party import through a barrel
 * is followed to the module that exports each name it takes.
 */
const BARREL =
  /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/|export\s*(?:\*|\{[^}]*\})\s*from\s*["'][^"']+["'];?))*\s*$/;
export function isBarrel(info: Pick<ModuleInfo, 'id' | 'code' | 'importedIds'>): boolean {
  return !VENDOR.test(info.id) && info.code !== null && info.importedIds.length > 0 && BARREL.test(info.code);
}

/** Where the build says which file holds each module a group took from a lazy import. */
export const PLACED_FILE = '.vite/load-groups.json';

/** A namespace or default import: every name the module exports. */
export const ALL: readonly string[] = ['*'];
const IMPORT_FROM =
  /\b(?:import|export)\s+(type\s+)?([\w$]+\s*,\s*)?(\*\s*as\s+[\w$]+|\{[^}]*\}|[\w$]+)\s*from\s*["']([^"']+)["']/g;

/** The names each static import (or re-export) of `code` takes, by specifier; `ALL` for `* as`. */
export function namedImports(code: string): { specifier: string; names: readonly string[] }[] {
  const found: { specifier: string; names: readonly string[] }[] = [];
  for (const [, typeOnly, defaultName, clause = '', specifier = ''] of code.matchAll(IMPORT_FROM)) {
    if (typeOnly) continue;
    if (defaultName !== undefined || !clause.startsWith('{')) {
      found.push({ specifier, names: ALL });
      continue;
    }
    const names = clause
      .slice(1, -1)
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter((name) => name !== '');
    found.push({ specifier, names });
  }
  return found;
}

/** The module behind a barrel that exports `name` (through nested barrels), if one does. */
function exporterOf(
  infos: ReadonlyMap<string, ModuleInfo>,
  barrels: ReadonlySet<string>,
  barrel: string,
  name: string,
): string | undefined {
  for (const source of infos.get(barrel)?.importedIds ?? []) {
    if (!infos.get(source)?.exports.includes(name)) continue;
    return barrels.has(source) ? exporterOf(infos, barrels, source, name) : source;
  }
  return undefined;
}

interface AppGroupOptions {
  /** The entry (index.html's script): no module of its own joins the app. */
  entry: string;
  /** The app, which the entry imports for a signed-in visitor. */
  app: string;
  /**
   * The page a member of staff lands on (and its route's loader): they join the app with every
   * module of ours they import, so nothing is left to fetch between the app and its first render.
   */
  firstScreen: readonly string[];
}

export interface LoadGroups {
  plugin: Plugin;
  /** The `test` of the app's group (see {@link AppGroupOptions}). */
  appGroup(options: AppGroupOptions): (id: string) => boolean;
  /**
   * The `test` of the entry's own group: the modules the entry imports, which the app's group
   * must not take (the app imports several of them too). Declared before the app's group, it
   * keeps them in a chunk the entry loads, not in the app a signed-out visitor never needs.
   */
  entryGroup(entry: string): (id: string) => boolean;
}

export function loadGroups(sourceDir: string): LoadGroups {
  const imports = new Map<string, readonly string[]>();
  // Modules something imports with `import()`: each stays the start of a chunk of its own (a
  // group that took one would load it with the group's file), except the app and its first screen.
  const lazy = new Set<string>();
  const barrels = new Set<string>();
  const closures = new Map<string, Set<string>>();

  const closure = (root: string): Set<string> => {
    const cached = closures.get(root);
    if (cached) return cached;
    const found = new Set<string>();
    const pending = [root];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      if (!barrels.has(id)) pending.push(...(imports.get(id) ?? []));
    }
    closures.set(root, found);
    return found;
  };
  const idOf = (source: string) => path.resolve(sourceDir, source);
  // The modules that joined a group though something imports them lazily (the app, its first
  // pages): the build's manifest no longer names them, so the file that holds each is written
  // beside it (`.vite/load-groups.json`, read by tools/bundle-budget.ts).
  const placed = new Set<string>();

  return {
    plugin: {
      name: 'clubline:load-groups',
      apply: 'build',
      async buildEnd() {
        imports.clear();
        closures.clear();
        lazy.clear();
        const infos = new Map<string, ModuleInfo>();
        for (const id of this.getModuleIds()) {
          const info = this.getModuleInfo(id);
          if (info) infos.set(id, info);
        }
        barrels.clear();
        for (const info of infos.values()) if (isBarrel(info)) barrels.add(info.id);
        for (const [id, info] of infos) {
          for (const target of info.dynamicallyImportedIds) lazy.add(target);
          if (VENDOR.test(id)) continue;
          const edges = new Set(info.importedIds);
          for (const { specifier, names } of namedImports(info.code ?? '')) {
            const barrel = (await this.resolve(specifier, id))?.id;
            if (barrel === undefined || !barrels.has(barrel)) continue;
            if (names === ALL)
              for (const imported of infos.get(barrel)?.importedIds ?? []) edges.add(imported);
            // A name no module exports is a type the transform kept out of the code's meaning.
            else
              for (const name of names) {
                const source = exporterOf(infos, barrels, barrel, name);
                if (source !== undefined) edges.add(source);
              }
          }
          imports.set(id, [...edges]);
        }
      },
      generateBundle(_options, bundle) {
        const files: Record<string, string> = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          for (const source of placed)
            if (output.moduleIds.includes(idOf(source))) files[source] = output.fileName;
        }
        this.emitFile({
          type: 'asset',
          fileName: PLACED_FILE,
          source: `${JSON.stringify(files, null, 2)}\n`,
        });
      },
    },
    appGroup({ entry, app, firstScreen }) {
      for (const source of [app, ...firstScreen]) placed.add(source);
      const roots = [app, ...firstScreen].map(idOf);
      return (id) => {
        if (imports.size === 0)
          throw new Error('load-groups: the module graph was not read (plugin missing?)');
        if (closure(idOf(entry)).has(id)) return false;
        // The app and its first pages are imported lazily by design; they join the group themselves.
        if (roots.includes(id)) return true;
        if (lazy.has(id) || VENDOR.test(id)) return false;
        return roots.some((root) => closure(root).has(id));
      };
    },
    entryGroup(entry) {
      return (id) => id !== idOf(entry) && closure(idOf(entry)).has(id);
    },
  };
}
