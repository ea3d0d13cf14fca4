import { Center, Loader, Stack, Text } from '@mantine/core';

/** A loader with a short message, filling the page (start-up, callback, logout). */
export function FullPageMessage({ message }: { message: string }) {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="md" />
        <Text c="dimmed">{message}</Text>
      </Stack>
    </Center>
  );
}
