import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  isValidElement,
  type PointerEvent,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react';
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

/**
 * Mantine's Tooltip, mounted the first time the pointer enters its target, beside the target (its
 * `target` mode) rather than around it, so the button itself is never re-created. Mounted with the
 * page, the shell's fifteen tooltips each set state in a layout effect as they mount (floating-ui
 * measuring its reference): about a hundred updates React must render at once, before the page
 * answers. Nothing is shown before a hover in any case (tooltips open on hover only here); the
 * first hover shows the tooltip as soon as the floating parts are in.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  const loaded = useFloatingParts();
  const [target, setTarget] = useState<HTMLElement | null>(null);
  // Whether the pointer is on the target now: the tooltip mounted while it is starts open.
  const pointerOn = useRef(false);
  if (!isValidElement<PointerHandlers>(children)) return children ?? null;
  const own = children.props;
  const child = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      pointerOn.current = true;
      if (!target) setTarget(event.currentTarget);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      pointerOn.current = false;
    },
  });
  return (
    <>
      {child}
      {loaded && target ? (
        <loaded.Tooltip {...props} target={target} defaultOpened={pointerOn.current} />
      ) : null}
    </>
  );
}

interface PointerHandlers {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
}
