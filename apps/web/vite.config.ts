import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineDocuments } from './build-plugins/inline-documents.ts';
import { loadGroups } from './build-plugins/load-groups.ts';
import { mantineCssByRoute } from './build-plugins/mantine-css.ts';
import { precompress } from './build-plugins/precompress.ts';
import { publicFaces } from './build-plugins/public-faces.ts';
import { scrollAreaRefs } from './build-plugins/scroll-area-refs.ts';

/**
 * Mantine's core and the components the shell and the member list draw, in one chunk the app
 * loads. Left to the automatic chunking, each component that two lazy pages share got a chunk of
 * its own: 68 files before the member list's first render, most under 2 kB, each a request and
 * each gzipped alone (about 13 kB more than in one file). Components only other pages use keep
 * their chunks.
 */
const MANTINE_SHELL =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Accordion|ActionIcon|Alert|Anchor|Avatar|Badge|Breadcrumbs|Button|Card|Center|CloseButton|Code|Collapse|Group|Input|InputBase|Loader|LoadingOverlay|NavLink|Overlay|Pagination|Paper|ScrollArea|Stack|Table|Text|TextInput|Title|Transition|UnstyledButton|VisuallyHidden))[\\/]/;

const groups = loadGroups(import.meta.dirname);

export default defineConfig({
  plugins: [
    groups.plugin,
    inlineDocuments({ gqlDir: path.resolve(import.meta.dirname, 'src/gql') }),
    mantineCssByRoute({
      nodeModules: path.resolve(import.meta.dirname, '../../node_modules'),
      sourceDir: path.resolve(import.meta.dirname, 'src'),
    }),
    publicFaces(),
    scrollAreaRefs(),
    react(),
    precompress(),
  ],
  server: {
    // `npm run dev -w @clubline/web` talks to the api started by `npm start`.
    proxy: {
      '/graphql': 'http://localhost:3000',
      '/status': 'http://localhost:3000',
      '/oidc': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    // No source maps in the build: the server would publish them with the app (the whole source,
    // comments included). Development (`vite`) keeps its own.
    sourcemap: false,
    // One stylesheet for the whole app, linked from index.html, instead of one per chunk: on the
    // cold path every chunk's stylesheet was a request of its own (31 of the member list's 97),
    // each gating its chunk, over HTTP/1.1's six connections. All of it is 31 kB gzip (the
    // Mantine components the app uses, build-plugins/mantine-css.ts, and our modules), the member
    // list's 31 files were 23 kB; it is cached with the other assets.
    cssCodeSplit: false,
    // dist/.vite/manifest.json: which chunks each entry and route loads, read by the bundle budget
    // (tools/bundle-budget.test.ts). The server does not serve it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod's configuration module, which the entry calls (app/startup/configure-zod.ts), in
            // a chunk of its own: in the shared chunk of @clubline/domain, the entry would
            // download every schema and the Temporal polyfill before redirecting to sign-in.
            { name: 'zod-config', test: /node_modules[\\/]zod[\\/]v4[\\/]core[\\/](core|util)\.js$/ },
            // The entry's modules, kept out of the app's group below (the app imports several).
            { name: 'boot', test: groups.entryGroup('src/main.tsx') },
            { name: 'mantine-shell', test: MANTINE_SHELL },
            // The app and the member list, a branch's first screen, with every module of ours
            // they import and the libraries those take (bar the groups above): one file and the
            // Mantine shell after the entry, where there were 17 files and then the list's 21
            // (build-plugins/load-groups.ts). The app is 3.7 kB gzip heavier with the list's code;
            // the other pages' first render moved by -11 to +3.7 kB (median -1.1: fewer files).
            {
              name: 'app',
              test: groups.appGroup({
                entry: 'src/main.tsx',
                app: 'src/app/mount.tsx',
                firstScreen: [
                  'src/features/members/list/MemberListPage.tsx',
                  'src/features/members/list/member-list-prefetch.ts',
                ],
              }),
            },
          ],
        },
      },
    },
  },
});
