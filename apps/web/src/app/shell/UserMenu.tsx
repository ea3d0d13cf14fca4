import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '../auth/useLogout.ts';
import { useFloatingParts, useOpenOnArrival } from './floating.tsx';

const UNNAMED_USER = 'Unnamed user';

function initials(name: string | null): string | null {
  if (!name) return null;
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');
}

/** Spec 1 §2.2: the avatar menu with the user's name (or Unnamed user) and Log out. */
export function UserMenu({ displayName, compact }: { displayName: string | null; compact: boolean }) {
  const logout = useLogout();
  const name = displayName ?? UNNAMED_USER;
  const parts = useFloatingParts();
  const { openOnArrival, targetProps } = useOpenOnArrival(parts !== null);
  const target = (
    <UnstyledButton aria-label={`User menu: ${name}`} aria-haspopup="menu" {...targetProps}>
      <Group gap="xs" wrap="nowrap">
        <Avatar radius="xl" size={compact ? 28 : 32} color="teal">
          {initials(displayName)}
        </Avatar>
        {!compact && (
          <Text size="sm" fw={500} truncate maw={160}>
            {name}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
  if (!parts) return target;
  const { Menu } = parts;
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened={openOnArrival}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={logout}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
