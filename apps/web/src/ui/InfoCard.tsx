import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a details page, with optional actions beside the title. */
export function InfoCard({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
