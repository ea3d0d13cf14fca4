import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  breadcrumbs?: Crumb[];
  actions?: ReactNode;
}

/** The heading block of a page: optional breadcrumb, title, description and actions. */
export function PageHeader({ title, description, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <Stack gap={4} mb="lg">
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumbs fz="sm">
          {breadcrumbs.map((crumb) =>
            crumb.to ? (
              <Anchor component={Link} to={crumb.to} key={crumb.label} fz="sm">
                {crumb.label}
              </Anchor>
            ) : (
              <Text key={crumb.label} fz="sm" c="dimmed">
                {crumb.label}
              </Text>
            ),
          )}
        </Breadcrumbs>
      )}
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
