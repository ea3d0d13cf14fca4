import { Button, Code, Group, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { CenteredPanel } from '../../ui/CenteredPanel.tsx';
import { useLogout } from '../auth/useLogout.ts';

const NO_PERMISSION_TITLE = 'Sorry...';
export const NO_PERMISSION_TEXT =
  "We can't show the page you are looking for. Seems like you don't have access. Please, ask your manager for an appropriate permission.";

interface NoPermissionPageProps {
  /** A start-up error code (zero_permission, no_branch, …): shown with a Log out button. */
  code?: string;
  /** Inside the shell the page sits in the content area rather than filling the window. */
  inShell?: boolean;
}

/** Spec 1 §2.3: the page a failed permission check, a denial or a start-up error shows. */
export function NoPermissionPage({ code, inShell = false }: NoPermissionPageProps) {
  const logout = useLogout();
  return (
    <CenteredPanel fullHeight={!inShell}>
      <Group gap="sm">
        <IconLock size={28} aria-hidden color="var(--mantine-color-red-6)" />
        <Title order={1} size="h2">
          {NO_PERMISSION_TITLE}
        </Title>
      </Group>
      <Text>{NO_PERMISSION_TEXT}</Text>
      {code && (
        <>
          <Text size="sm">
            Code: <Code data-testid="error-code">{code}</Code>
          </Text>
          <Group>
            <Button onClick={logout}>Log out</Button>
          </Group>
        </>
      )}
    </CenteredPanel>
  );
}
