import { ANY_BRANCH, can } from '@clubline/domain';
import { ActionIcon, Group } from '@mantine/core';
import { IconHelp, IconLayoutDashboard, type IconProps, IconSettings } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { HELP_CENTRE_URL } from '../constants.ts';
import { useFeatureFlags } from '../flags/useFeatureFlag.ts';
import { useSessionData } from '../session/SessionContext.tsx';
import { BranchSwitcher } from './BranchSwitcher.tsx';
import { DeferredTooltip, useFloatingParts, useOpenOnArrival } from './floating.tsx';
import { NotificationIcon } from './NotificationIcon.tsx';
import { settingsMenu } from './navigation.ts';
import { UserMenu } from './UserMenu.tsx';
import { useOutageStatus } from './useOutageStatus.ts';

/** Spec 1 §2.2: the ribbon above every signed-in page. */
export function Ribbon({ areaLabel, compact }: { areaLabel: string; compact: boolean }) {
  const { permissions, displayName } = useSessionData();
  const flags = useFeatureFlags();
  const outage = useOutageStatus({ enabled: flags.outage_alert, simulate: flags.simulate_outage });
  const settings = settingsMenu({ permissions, flags });
  // Narrow screens keep room for the branch switcher's label.
  const iconSize = compact ? 'md' : 'lg';

  return (
    <Group
      component="header"
      justify="space-between"
      wrap="nowrap"
      h={56}
      px={compact ? 'xs' : 'md'}
      gap="xs"
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        background: 'var(--mantine-color-body)',
      }}
    >
      <div style={{ minWidth: 0, flex: '0 1 auto' }}>
        <BranchSwitcher currentLabel={areaLabel} compact={compact} />
      </div>
      <Group gap={compact ? 0 : 'xs'} wrap="nowrap">
        {can(permissions, 'ui-access-grey-area', ANY_BRANCH) && (
          <RibbonLink
            to="/"
            tooltip="Dashboard"
            label="Dashboard"
            icon={IconLayoutDashboard}
            size={iconSize}
          />
        )}
        {settings.length > 0 && <SettingsMenu entries={settings} size={iconSize} />}
        {!flags.hide_help_icon && (
          <RibbonLink
            to={HELP_CENTRE_URL}
            newTab
            tooltip="Help centre"
            label="Help"
            icon={IconHelp}
            size={iconSize}
          />
        )}
        <NotificationIcon outage={outage} size={iconSize} />
        <UserMenu displayName={displayName} compact={compact} />
      </Group>
    </Group>
  );
}

/** The ribbon's Settings menu: the settings pages the user may open. */
function SettingsMenu({ entries, size }: { entries: ReturnType<typeof settingsMenu>; size: 'md' | 'lg' }) {
  const parts = useFloatingParts();
  const { openOnArrival, targetProps } = useOpenOnArrival(parts !== null);
  const target = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={size}
      aria-label="Settings"
      aria-haspopup="menu"
      {...targetProps}
    >
      <IconSettings size={20} />
    </ActionIcon>
  );
  if (!parts) return target;
  const { Menu } = parts;
  return (
    <Menu position="bottom-end" shadow="md" width={200} defaultOpened={openOnArrival}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Settings</Menu.Label>
        {entries.map((entry) => (
          <Menu.Item key={entry.to} component={Link} to={entry.to}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

interface RibbonLinkProps {
  /** A route, or an absolute URL (react-router's Link leaves those to the browser). */
  to: string;
  /** Opens in a new tab, without access back to this one. */
  newTab?: boolean;
  tooltip: string;
  label: string;
  icon: ComponentType<IconProps>;
  size: 'md' | 'lg';
}

/** A ribbon icon that opens a page (Dashboard, Help centre): one look and tooltip for each. */
function RibbonLink({ to, newTab = false, tooltip, label, icon: Icon, size }: RibbonLinkProps) {
  return (
    <DeferredTooltip label={tooltip}>
      <ActionIcon
        component={Link}
        to={to}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        variant="subtle"
        color="gray"
        size={size}
        aria-label={label}
      >
        <Icon size={20} />
      </ActionIcon>
    </DeferredTooltip>
  );
}
