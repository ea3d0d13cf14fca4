import { ActionIcon, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBell } from '@tabler/icons-react';
import { useFloatingParts, useOpenOnArrival } from './floating.tsx';
import classes from './NotificationIcon.module.css';

/**
 * The ribbon's notification icon. During an outage (spec 1 §2.2) it blinks red and opens the
 * Outage popup.
 */
export function NotificationIcon({ outage, size = 'lg' }: { outage: boolean; size?: 'md' | 'lg' }) {
  const parts = useFloatingParts();
  const { openOnArrival, targetProps } = useOpenOnArrival(parts !== null);
  const icon = (
    <ActionIcon
      variant={outage ? 'light' : 'subtle'}
      color={outage ? 'red' : 'gray'}
      size={size}
      aria-label={outage ? 'Outage' : 'Notifications'}
      className={outage ? classes.blinking : undefined}
      data-outage={outage}
      {...targetProps}
    >
      {outage ? <IconAlertTriangle size={20} /> : <IconBell size={20} />}
    </ActionIcon>
  );
  if (!parts) return icon;
  const { Popover, Tooltip } = parts;
  return (
    <Popover position="bottom-end" width={300} shadow="md" withArrow defaultOpened={openOnArrival}>
      <Popover.Target>
        <Tooltip label={outage ? 'Outage' : 'Notifications'}>{icon}</Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        {outage ? (
          <Stack gap={4} role="alert">
            <Text fw={700}>Outage</Text>
            <Text size="sm">
              Clubline is not answering as it should. Some pages may fail to load or save until the service is
              back.
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No notifications
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
