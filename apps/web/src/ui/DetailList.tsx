import { Box, Text } from '@mantine/core';
import classes from './DetailList.module.css';

export interface DetailItem {
  label: string;
  value: string | null | undefined;
}

/** Label–value pairs: side by side on wide screens, stacked on narrow ones. Missing values show a dash. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <Box component="dl" className={classes.list}>
      {items.map((item) => (
        <div key={item.label} className={classes.row}>
          <Text component="dt" size="sm" c="dimmed" className={classes.label}>
            {item.label}
          </Text>
          <Text component="dd" size="sm" className={classes.value}>
            {item.value ?? '—'}
          </Text>
        </div>
      ))}
    </Box>
  );
}
