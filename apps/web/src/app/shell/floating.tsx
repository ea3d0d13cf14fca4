import type { TooltipProps } from '@mantine/core';
import { startTransition, useEffect, useState } from 'react';
import type { FloatingParts } from './floating-parts.tsx';

/**
 * The ribbon's and the sidebar's menus, popovers and tooltips arrive after the first render: the
 * shell draws its buttons at once, starts loading these parts as it mounts (about a sixth of the
 * app's code with floating-ui), and wraps the buttons in them when they are in. A menu or popover
 * clicked before then opens as soon as they arrive (`useOpenOnArrival`).
 */
let parts: FloatingParts | null = null;
let loading: Promise<FloatingParts> | null = null;

function loadFloatingParts(): Promise<FloatingParts> {
  loading ??= import('./floating-parts.tsx').then((module) => {
    parts = module.FLOATING_PARTS;
    return parts;
  });
  return loading;
}

/** The floating parts once loaded (null before), loading them on first use. */
export function useFloatingParts(): FloatingParts | null {
  const [loaded, setLoaded] = useState(parts);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    // A failed download leaves the plain buttons; the next mount tries again.
    loadFloatingParts().then(
      // In a transition: every button of the ribbon and sidebar is wrapped again at once, a render
      // the browser should be able to interrupt (app/graphql/client.ts).
      (module) => {
        if (current) startTransition(() => setLoaded(module));
      },
      () => {
        loading = null;
      },
    );
    return () => {
      current = false;
    };
  }, [loaded]);
  return loaded;
}

/**
 * For a menu or popover whose parts may not be in yet: `targetProps` go on the plain button (its
 * click before then) and `openOnArrival` is the menu's `defaultOpened`, so that click is not lost.
 * Once the parts are in, `targetProps` is empty: an `onClick` key, even undefined, would override
 * the handler Mantine's targets and tooltips give their child.
 */
export function useOpenOnArrival(loaded: boolean): {
  openOnArrival: boolean;
  targetProps: { onClick?: () => void };
} {
  const [openOnArrival, setOpenOnArrival] = useState(false);
  return { openOnArrival, targetProps: loaded ? {} : { onClick: () => setOpenOnArrival(true) } };
}

/** Mantine's Tooltip once the floating parts are in; the bare target before. */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  const loaded = useFloatingParts();
  if (!loaded) return children ?? null;
  return <loaded.Tooltip {...props}>{children}</loaded.Tooltip>;
}
