import { Fieldset } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of fields in a long form. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      styles={{
        legend: {
          fontSize: 'var(--mantine-font-size-xs)',
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
          color: 'var(--mantine-color-dimmed)',
          marginBottom: 'var(--mantine-spacing-xs)',
        },
      }}
    >
      {children}
    </Fieldset>
  );
}
