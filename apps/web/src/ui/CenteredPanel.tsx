import { Card, Center, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card in the middle of the page, for system pages (login, errors, start-up). */
export function CenteredPanel({
  children,
  fullHeight = true,
}: {
  children: ReactNode;
  fullHeight?: boolean;
}) {
  return (
    // A full-height panel is the whole page, so it is the page's main landmark; inside the shell
    // the shell's <main> already is.
    <Center
      component={fullHeight ? 'main' : 'div'}
      mih={fullHeight ? '100vh' : '60vh'}
      p="md"
      bg={fullHeight ? 'gray.0' : undefined}
    >
      <Card withBorder shadow="sm" padding="xl" maw={520} w="100%">
        <Stack gap="md">{children}</Stack>
      </Card>
    </Center>
  );
}
