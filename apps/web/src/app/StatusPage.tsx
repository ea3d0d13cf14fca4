import { Badge, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';

type ServiceState = 'checking' | 'ok' | 'unavailable';

/**
 * The start page until sign-in exists: names the product and shows whether the service and its
 * database answer (the same /status the outage banner polls).
 */
export function StatusPage() {
  const [state, setState] = useState<ServiceState>('checking');
  useEffect(() => {
    const controller = new AbortController();
    fetch('/status', { signal: controller.signal })
      .then((response) => setState(response.ok ? 'ok' : 'unavailable'))
      .catch(() => {
        if (!controller.signal.aborted) setState('unavailable');
      });
    return () => controller.abort();
  }, []);
  return (
    <Center mih="100vh" bg="gray.0" p="md">
      <Card withBorder shadow="sm" padding="xl" maw={420} w="100%">
        <Stack gap="sm">
          <Title order={1} size="h2">
            Clubline
          </Title>
          <Text c="dimmed">The back-office for gym and club chains.</Text>
          <Group gap="xs">
            <Text size="sm">Service</Text>
            <Badge
              data-testid="service-status"
              color={state === 'ok' ? 'teal' : state === 'checking' ? 'gray' : 'red'}
              variant="light"
            >
              {state === 'ok' ? 'Running' : state === 'checking' ? 'Checking…' : 'Unavailable'}
            </Badge>
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}
