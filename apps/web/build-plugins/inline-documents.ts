import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A `graphql(`...`)` call of the client preset: one template literal, no interpolation. */
const GRAPHQL_CALL = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
/** An entry of gql.ts's runtime map: `"<source as a JSON string>": types.<ExportName>,`. */
const MAP_ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
/** A typed document of graphql.ts: its AST as JSON on one line. */
const TYPED_DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const VIRTUAL_PREFIX = 'virtual:clubline-document/';

/**
 * The generated map from each document's exact source to the name of its typed document in
 * graphql.ts, read from gql.ts itself so that codegen's naming rules are never guessed.
 */
function documentNames(gqlModuleSource: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, key, name] of gqlModuleSource.matchAll(MAP_ENTRY)) {
    if (key && name) names.set(JSON.parse(key) as string, name);
  }
  return names;
}

/** Each typed document's AST (JSON text) by its export name in graphql.ts. */
function documentAsts(graphqlModuleSource: string): Map<string, string> {
  const asts = new Map<string, string>();
  for (const [, name, json] of graphqlModuleSource.matchAll(TYPED_DOCUMENT)) {
    if (name && json) asts.set(name, json);
  }
  return asts;
}

/**
 * Replaces every `graphql(`...`)` call with an import of that one document, as a module of its
 * own (what the client preset's babel plugin does, one step further). Without it, each module
 * that calls `graphql()` imports gql.ts, whose map holds every document of the app, and every
 * query and mutation sat in the entry chunk; importing from graphql.ts would not do either, as a
 * module lands whole in one chunk. One module per document lets the bundler put each in the
 * chunk of the route that uses it. Build only: development and the unit tests keep the map, which
 * answers the same documents.
 */
export function inlineDocuments(options: { gqlDir: string }): Plugin {
  const gqlDir = path.resolve(options.gqlDir);
  let names = new Map<string, string>();
  let asts = new Map<string, string>();
  return {
    name: 'clubline:inline-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      names = documentNames(readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8'));
      asts = documentAsts(readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8'));
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return null;
      const ast = asts.get(id.slice(VIRTUAL_PREFIX.length + 1));
      return ast ? `export default ${ast};\n` : null;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir) || !code.includes('graphql(')) return null;
      const used = new Set<string>();
      const rewritten = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        const name = names.get(source);
        if (!name || !asts.has(name)) {
          this.error(
            `${file}: a graphql() document is not in src/gql; run \`npm run codegen -w @clubline/web\``,
          );
        }
        used.add(name);
        return `__document_${name}`;
      });
      if (used.size === 0) return null;
      const imports = [...used]
        .map((name) => `import __document_${name} from ${JSON.stringify(VIRTUAL_PREFIX + name)};\n`)
        .join('');
      return { code: imports + rewritten, map: null };
    },
  };
}
