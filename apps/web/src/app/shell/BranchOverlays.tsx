import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { WEB_MODULES } from '../../features.ts';
import { useFeatureFlags } from '../flags/useFeatureFlag.ts';
import { isOpen } from '../modules/access.ts';
import type { BranchOverlay } from '../modules/web-module.ts';
import { useSessionData } from '../session/SessionContext.tsx';

const OVERLAYS: readonly BranchOverlay[] = WEB_MODULES.flatMap((module) => module.overlays?.branch ?? []);

/** One lazy component per overlay, made once: re-rendering the shell must not load it again. */
const LOADED = new Map<BranchOverlay, ComponentType<{ branchId: string }>>();
function componentOf(overlay: BranchOverlay): ComponentType<{ branchId: string }> {
  const known = LOADED.get(overlay);
  if (known) return known;
  const component = lazy(async () => ({ default: (await overlay.lazy()).Component }));
  LOADED.set(overlay, component);
  return component;
}

/** Resolves once the browser is idle after the first render (or after a second at most). */
function useAfterFirstRender(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 1_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/**
 * The branch area's floating parts (the arrival card, spec 1 §2.2): each where its `requires` is
 * open at this branch, loaded after the page's first render so that the first screen never waits
 * for their code.
 */
export function BranchOverlays({ branchId }: { branchId: string }) {
  const { permissions } = useSessionData();
  const flags = useFeatureFlags();
  const ready = useAfterFirstRender();
  const open = useMemo(
    () => OVERLAYS.filter((overlay) => isOpen(overlay.requires, { permissions, flags, branchId })),
    [permissions, flags, branchId],
  );
  if (!ready || open.length === 0) return null;
  return (
    <>
      {open.map((overlay) => {
        const Component = componentOf(overlay);
        return (
          <Suspense key={OVERLAYS.indexOf(overlay)} fallback={null}>
            <Component branchId={branchId} />
          </Suspense>
        );
      })}
    </>
  );
}
