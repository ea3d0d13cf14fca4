import { Menu, Popover, ScrollArea, Tooltip } from '@mantine/core';

/**
 * The shell's floating parts — menus, popovers, tooltips and the scroll area inside them — with
 * floating-ui under them, in a chunk of their own (floating.tsx loads it after the first render).
 */
export const FLOATING_PARTS = { Menu, Popover, ScrollArea, Tooltip };

export type FloatingParts = typeof FLOATING_PARTS;
