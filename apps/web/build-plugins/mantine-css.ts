import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's stylesheet by route. Instead of all of @mantine/core's CSS (295 kB) in the
 * app's first stylesheet, each of our modules imports the CSS of the Mantine components it uses,
 * so a route's chunk brings its own and the first render takes only the shell's and the page's.
 * Which files a component needs is read from Mantine's own build: the component's module and every
 * module it imports (relative imports, and components of @mantine/core that @mantine/notifications
 * or @mantine/modals use), each component folder giving styles/<Folder>.layer.css when it exists.
 *
 * The `.layer.css` files put every rule in `@layer mantine`, which loses to unlayered CSS (ours)
 * whatever order chunks load in; within the layer the files keep the order of Mantine's complete
 * styles.css, as a module imports them. The global files (baseline, CSS variables, global) are
 * imported once by the app (src/app/mount.tsx). Unit tests do not use this plugin (jsdom has no
 * layout); the browser journeys and their screenshots run on a build that does.
 */

const CORE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
const PACKAGE_IMPORT =
  /import\s*(?:\{[^}]*\}|[\w$]+)?\s*(?:from\s*)?['"](@mantine\/(?:notifications|modals))['"]/g;
const RELATIVE_FROM = /from\s*"(\.[^"]+)"/g;
/** The folders below esm/components or esm/utils, outermost first (Checkbox, CheckboxCard). */
const COMPONENT_FOLDERS = /[\\/]esm[\\/](?:components|utils)[\\/](.+)[\\/][^\\/]+$/;

interface MantineStyles {
  /** The CSS files (as import specifiers) a module importing these names needs, in Mantine's order. */
  forImports(coreNames: readonly string[], packages: readonly string[]): string[];
}

function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? '')
    .filter((name) => /^[A-Z]/.test(name));
}

export function mantineStyles(nodeModules: string): MantineStyles {
  const core = path.join(nodeModules, '@mantine/core');
  const esm = path.join(core, 'esm');
  const stylesDir = path.join(core, 'styles');
  const allStyles = readFileSync(path.join(core, 'styles.css'), 'utf8');

  // Which module of @mantine/core defines each exported name.
  const fileOfName = new Map<string, string>();
  const index = readFileSync(path.join(esm, 'index.mjs'), 'utf8');
  for (const match of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    const [, names = '', file = ''] = match;
    for (const name of names.split(',')) {
      const local = name
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (local) fileOfName.set(local, path.join(esm, file));
    }
  }

  const folderCss = new Map<string, string | null>();
  const cssOfFolder = (folder: string): string | null => {
    let css = folderCss.get(folder);
    if (css === undefined) {
      css = existsSync(path.join(stylesDir, `${folder}.layer.css`)) ? folder : null;
      folderCss.set(folder, css);
    }
    return css;
  };

  // Every component folder whose CSS a module needs: itself and everything it imports.
  const foldersOfFile = new Map<string, ReadonlySet<string>>();
  const collect = (file: string, into: Set<string>, seen: Set<string>) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    // A sub-component has a folder and a stylesheet of its own (Checkbox/CheckboxCard).
    const folders = COMPONENT_FOLDERS.exec(file)?.[1]?.split(/[\\/]/) ?? [];
    for (const folder of folders) if (cssOfFolder(folder)) into.add(folder);
    const text = readFileSync(file, 'utf8');
    for (const [, relative = ''] of text.matchAll(RELATIVE_FROM)) {
      collect(path.resolve(path.dirname(file), relative), into, seen);
    }
    for (const [, names = ''] of text.matchAll(CORE_IMPORT)) {
      for (const name of importedNames(names)) {
        const target = fileOfName.get(name);
        if (target) collect(target, into, seen);
      }
    }
  };
  const foldersOf = (file: string): ReadonlySet<string> => {
    let folders = foldersOfFile.get(file);
    if (!folders) {
      const into = new Set<string>();
      collect(file, into, new Set());
      folders = into;
      foldersOfFile.set(file, folders);
    }
    return folders;
  };

  // Mantine's order: where each file's rules stand in the complete stylesheet.
  const position = new Map<string, number>();
  const positionOf = (folder: string): number => {
    let at = position.get(folder);
    if (at === undefined) {
      const text = readFileSync(path.join(stylesDir, `${folder}.css`), 'utf8');
      const firstRule = text.slice(0, 200);
      at = allStyles.indexOf(firstRule);
      if (at < 0) at = Number.MAX_SAFE_INTEGER;
      position.set(folder, at);
    }
    return at;
  };

  return {
    forImports(coreNames, packages) {
      const folders = new Set<string>();
      for (const name of coreNames) {
        const file = fileOfName.get(name);
        if (file) for (const folder of foldersOf(file)) folders.add(folder);
      }
      for (const pkg of packages) {
        const entry = path.join(nodeModules, pkg, 'esm/index.mjs');
        for (const folder of foldersOf(entry)) folders.add(folder);
      }
      return [...folders]
        .sort((a, b) => positionOf(a) - positionOf(b) || a.localeCompare(b))
        .map((folder) => `@mantine/core/styles/${folder}.layer.css`);
    },
  };
}

/** The vite plugin: prepends those imports to each of our modules that uses Mantine. */
export function mantineCssByRoute(options: { nodeModules: string; sourceDir: string }): Plugin {
  let styles: MantineStyles | undefined;
  return {
    name: 'clubline:mantine-css-by-route',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(options.sourceDir) || !/\.tsx?$/.test(id) || /\.test\.tsx?$/.test(id)) return null;
      const coreNames = [...code.matchAll(CORE_IMPORT)].flatMap(([, names = '']) => importedNames(names));
      const packages = [...new Set([...code.matchAll(PACKAGE_IMPORT)].map(([, pkg = '']) => pkg))];
      if (coreNames.length === 0 && packages.length === 0) return null;
      styles ??= mantineStyles(options.nodeModules);
      const imports = styles.forImports(coreNames, packages);
      if (imports.length === 0) return null;
      // On the module's first line, so every line of it keeps its number (and its source map).
      return { code: `${imports.map((file) => `import '${file}';`).join('')}${code}`, map: null };
    },
  };
}
