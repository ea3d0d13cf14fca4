import { Anchor, Text, Title } from '@mantine/core';
import { CenteredPanel } from '../../ui/CenteredPanel.tsx';

export const GENERIC_ERROR_TEXT = 'Something went wrong. Please contact the support';

/** Spec 1 §2.3: the generic error page. */
export function GenericErrorPage({ inShell = false }: { inShell?: boolean }) {
  return (
    <CenteredPanel fullHeight={!inShell}>
      <Title order={1} size="h2">
        Error
      </Title>
      <Text>{GENERIC_ERROR_TEXT}</Text>
      <Anchor href="/">Homepage</Anchor>
    </CenteredPanel>
  );
}
