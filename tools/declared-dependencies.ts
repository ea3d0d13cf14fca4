import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ICruiseResult } from 'dependency-cruiser';

/**
 * Every workspace declares the packages its own files import. npm hoists everything to the root
 * node_modules, so an import of a package only the root (or a sibling) declares works here and
 * breaks where the workspace is installed on its own (`npm ci -w`, a deploy with --omit=dev).
 * knip does not catch those: it lets a workspace use the root's dependencies, and does not see a
 * relative import into another workspace's folder as a dependency on that workspace.
 */
export interface Workspace {
  /** Relative to the repository root; '' is the root. */
  dir: string;
  name: string;
  declared: Set<string>;
}

interface Manifest {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readManifest = (file: string): Manifest => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

export function readWorkspaces(root: string): Workspace[] {
  const rootManifest = readManifest(path.join(root, 'package.json'));
  return ['', ...(rootManifest.workspaces ?? [])].map((dir) => {
    const manifest = readManifest(path.join(root, dir, 'package.json'));
    const declared = new Set(
      [
        manifest.dependencies,
        manifest.devDependencies,
        manifest.peerDependencies,
        manifest.optionalDependencies,
      ].flatMap((list) => Object.keys(list ?? {})),
    );
    return { dir, name: manifest.name ?? dir, declared };
  });
}

/** The workspace a repository-relative path lies in: the deepest workspace folder holding it. */
function workspaceOf(workspaces: readonly Workspace[], file: string): Workspace | undefined {
  return workspaces
    .filter((workspace) => workspace.dir === '' || file.startsWith(`${workspace.dir}/`))
    .sort((a, b) => b.dir.length - a.dir.length)[0];
}

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

export interface Undeclared {
  workspace: string;
  file: string;
  /** The package the workspace must declare. */
  needs: string;
}

export function undeclaredImports(result: ICruiseResult, workspaces: readonly Workspace[]): Undeclared[] {
  const out = new Map<string, Undeclared>();
  for (const module of result.modules) {
    const own = workspaceOf(workspaces, module.source);
    if (!own || module.source.includes('node_modules/')) continue;
    for (const dependency of module.dependencies) {
      if (dependency.coreModule || dependency.dependencyTypes.includes('core')) continue;
      let needs: string | undefined;
      if (!dependency.module.startsWith('.') && !path.isAbsolute(dependency.module)) {
        needs = packageName(dependency.module);
      } else if (!dependency.resolved.includes('node_modules/')) {
        // A relative path into a sibling workspace's folder uses that workspace's code.
        const target = workspaceOf(workspaces, dependency.resolved);
        if (target && target !== own && target.dir !== '') needs = target.name;
      }
      if (!needs || needs === own.name || own.declared.has(needs)) continue;
      const key = `${own.name} ${needs}`;
      if (!out.has(key)) out.set(key, { workspace: own.name, file: module.source, needs });
    }
  }
  return [...out.values()].sort((a, b) =>
    `${a.workspace} ${a.needs}`.localeCompare(`${b.workspace} ${b.needs}`),
  );
}

export const describeUndeclared = (item: Undeclared) =>
  `${item.workspace} must declare ${item.needs} (imported by ${item.file})`;
