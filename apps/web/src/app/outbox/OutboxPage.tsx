import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatInstant } from '../../ui/format.ts';
import { useAuthRuntime } from '../auth/RuntimeProvider.tsx';
import { usePageTitle } from '../shell/TitleContext.tsx';
import { linkify, type OutboxKind, type OutboxMessage, type OutboxResult, readOutbox } from './outbox-api.ts';

const KINDS: { value: OutboxKind; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
];

/**
 * The development outbox: what the email and SMS sandboxes "sent" for the signed-in user's
 * organisation (payment setup links, temporary passcodes, receipts), newest first. The server
 * serves the outboxes outside production only (docs/email.md), so in production this page says so.
 */
export function OutboxPage() {
  usePageTitle('Outbox');
  const { session } = useAuthRuntime();
  const [kind, setKind] = useState<OutboxKind>('email');
  const [result, setResult] = useState<OutboxResult | null>(null);
  const [round, setRound] = useState(0);

  const load = useCallback(async () => readOutbox(kind, await session.getAccessToken()), [kind, session]);

  useEffect(() => {
    void round;
    let active = true;
    setResult(null);
    void load().then((next) => {
      if (active) setResult(next);
    });
    return () => {
      active = false;
    };
  }, [load, round]);

  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            Outbox
          </Title>
          <Group gap="xs">
            <Button variant="default" onClick={() => setRound((n) => n + 1)}>
              Refresh
            </Button>
            <Button variant="default" component={Link} to="/door-simulator">
              Door simulator
            </Button>
            <Button variant="subtle" component={Link} to="/">
              Back to Clubline
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          Messages this development server would have sent for your organisation, newest first. Nothing here
          left the server.
        </Text>
        <Tabs value={kind} onChange={(value) => setKind(value === 'sms' ? 'sms' : 'email')}>
          <Tabs.List>
            {KINDS.map((option) => (
              <Tabs.Tab key={option.value} value={option.value}>
                {option.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <OutboxContent result={result} kind={kind} />
      </Stack>
    </Container>
  );
}

function OutboxContent({ result, kind }: { result: OutboxResult | null; kind: OutboxKind }) {
  if (result === null) return <Text>Loading…</Text>;
  switch (result.kind) {
    case 'absent':
      return (
        <Alert color="gray" title="No outbox on this server">
          This server sends real messages (production, or an SMTP server is configured), so there is no
          development outbox to read.
        </Alert>
      );
    case 'denied':
      return (
        <Alert color="orange" title="Not for this account">
          The {kind === 'email' ? 'email' : 'SMS'} outbox holds temporary passcodes, so only an account
          holding every permission on the organisation may read it. Sign in as super.admin.
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" title="The outbox could not be read">
          {result.message}
        </Alert>
      );
    case 'messages':
      return result.messages.length === 0 ? (
        <Text>No messages</Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {result.messages.map((message) => (
            <OutboxItem key={message.id} message={message} />
          ))}
        </Stack>
      );
  }
}

function OutboxItem({ message }: { message: OutboxMessage }) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {message.subject ?? message.to}
          </Text>
          <Badge variant="light" color={message.failureReason ? 'red' : 'gray'}>
            {message.status}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {message.subject !== undefined ? `To ${message.to} · ` : ''}
          {formatInstant(message.createdAt, timeZone, 'dateTime')}
        </Text>
        {message.failureReason && (
          <Text size="sm" c="red.8">
            {message.failureReason}
          </Text>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {linkify(message.text).map((part, index) =>
            part.href ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
              <Anchor key={index} href={part.href}>
                {part.text}
              </Anchor>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never move
              <span key={index}>{part.text}</span>
            ),
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
