import {
  Alert,
  Card,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';

interface TableSectionProps {
  title: string;
  /** Keep the title for assistive technology only (the page heading already says it). */
  titleHidden?: boolean;
  /** Shown beside the title, e.g. a count. */
  aside?: ReactNode;
  loading: boolean;
  /**
   * Room kept while the first load runs, e.g. "100vh" for a table that fills the page: what is
   * below it then does not jump down when the rows arrive (layout shift).
   */
  loadingMinHeight?: string;
  /** A load failure, shown instead of the table. */
  error?: string | null;
  /** Shown instead of the table when there is nothing to list. */
  empty?: string | null;
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  children: ReactNode;
}

/** A titled table with its loading, error and empty states and, past one page, a pager. */
export function TableSection({
  title,
  titleHidden = false,
  aside,
  loading,
  loadingMinHeight,
  error,
  empty,
  page = 1,
  pageCount = 1,
  onPageChange,
  children,
}: TableSectionProps) {
  const body = error ? (
    <Alert color="red" variant="light" role="alert">
      {error}
    </Alert>
  ) : loading ? (
    <Center py="lg" mih={loadingMinHeight} style={{ alignItems: 'flex-start' }}>
      <Loader size="sm" />
    </Center>
  ) : empty ? (
    <Text c="dimmed" size="sm" py="md" ta="center">
      {empty}
    </Text>
  ) : (
    children
  );
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      {titleHidden ? (
        <VisuallyHidden>
          <Title order={2}>{title}</Title>
        </VisuallyHidden>
      ) : (
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {aside}
        </Group>
      )}
      <Card withBorder padding={0}>
        {body}
      </Card>
      {!error && !loading && pageCount > 1 && onPageChange && (
        <Group justify="flex-end">
          <Pagination
            total={pageCount}
            value={page}
            onChange={onPageChange}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      )}
    </Stack>
  );
}
