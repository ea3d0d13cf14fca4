import { Anchor, Code, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { CenteredPanel } from '../../ui/CenteredPanel.tsx';

export const NOT_FOUND_TEXT = 'This page cannot be found...';

/** Spec 1 §2.3: an unknown path (or any other path under /login). */
export function NotFoundPage({ inShell = false }: { inShell?: boolean }) {
  const { pathname } = useLocation();
  return (
    <CenteredPanel fullHeight={!inShell}>
      <Title order={1} size="h2">
        {NOT_FOUND_TEXT}
      </Title>
      <Text>
        {/* A branch's path is one long word to the browser: it breaks anywhere rather than run out of the card on a phone. */}
        Nothing lives at <Code style={{ overflowWrap: 'anywhere' }}>{pathname}</Code>.
      </Text>
      <Anchor href="/">Go to the homepage</Anchor>
    </CenteredPanel>
  );
}
