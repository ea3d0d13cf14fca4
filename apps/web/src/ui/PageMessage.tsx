import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

interface PageMessageProps {
  message: string;
  /** A heading above the message (Alert's title), e.g. what failed to load. */
  title?: string;
  /** 'error' for a failure, 'info' for a page that has nothing to show. */
  kind?: 'error' | 'info';
  back?: { label: string; to: string };
}

/** A page-level message in place of a page's content (e.g. "Member not found"). */
export function PageMessage({ message, title, kind = 'info', back }: PageMessageProps) {
  const Icon = kind === 'error' ? IconAlertCircle : IconInfoCircle;
  return (
    <Alert
      color={kind === 'error' ? 'red' : 'gray'}
      variant="light"
      icon={<Icon size={20} />}
      role={kind === 'error' ? 'alert' : 'status'}
      maw={640}
      title={title}
    >
      <Stack gap={6}>
        <Text fw={500}>{message}</Text>
        {back && (
          <Anchor component={Link} to={back.to} size="sm">
            {back.label}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
