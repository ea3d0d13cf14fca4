import type { Plugin } from 'vite';

const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const MERGE_REFS = '\0clubline:scroll-area-merge-refs';

/**
 * floating-ui's `useMergeRefs` (MIT), as @floating-ui/react 0.27 writes it, for Mantine's
 * ScrollArea alone. ScrollArea imports that one hook from @floating-ui/react, and a chunk takes a
 * module whole: every Table brings ScrollArea (`Table.ScrollContainer`), so every table page
 * loaded the 15 kB of floating-ui that only menus, popovers and tooltips use.
 */
const MERGE_REFS_SOURCE = `import { useCallback, useMemo, useRef } from 'react';
export function useMergeRefs(refs) {
  const cleanupRef = useRef(undefined);
  const refEffect = useCallback((instance) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const refCleanup = ref(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => { ref(null); };
      }
      ref.current = instance;
      return () => { ref.current = null; };
    });
    return () => { cleanups.forEach((refCleanup) => refCleanup?.()); };
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
  }, refs);
}
`;

/** Resolves ScrollArea's import of @floating-ui/react to the hook above (build only). */
export function scrollAreaRefs(): Plugin {
  return {
    name: 'clubline:scroll-area-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return MERGE_REFS;
      return null;
    },
    load(id) {
      return id === MERGE_REFS ? MERGE_REFS_SOURCE : null;
    },
  };
}
