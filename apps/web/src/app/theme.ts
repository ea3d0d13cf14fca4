import { createTheme } from '@mantine/core';

/** Clubline's Mantine theme: one place for colours, radius and fonts. */
export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
