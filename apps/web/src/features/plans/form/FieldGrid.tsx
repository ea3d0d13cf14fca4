import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Inputs side by side while each has `min` of room, else stacked: a plain CSS grid, so the plan
 * forms load no grid component of their own (they sit at the first-load budget, tools/bundle-budget.ts).
 */
export function FieldGrid({ min = '12rem', children }: { min?: string; children: ReactNode }) {
  return (
    <Box
      style={{
        display: 'grid',
        gap: 'var(--mantine-spacing-sm)',
        gridTemplateColumns: `repeat(auto-fit, minmax(min(${min}, 100%), 1fr))`,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
