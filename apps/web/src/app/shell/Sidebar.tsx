import { ActionIcon, NavLink, Overlay, Text } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX, SIDEBAR_TRANSITION_MS } from '../constants.ts';
import { DeferredTooltip } from './floating.tsx';
import type { MenuEntry } from './navigation.ts';
import classes from './Sidebar.module.css';
import type { SidebarState } from './sidebar-state.ts';

interface SidebarProps {
  state: SidebarState;
  /** "Organisation" or the branch name. */
  areaLabel: string;
  entries: MenuEntry[];
}

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Spec 1 §2.2: the collapsible sidebar, 283 px open and 64 px closed, 300 ms transition. */
export function Sidebar({ state, areaLabel, entries }: SidebarProps) {
  const { pathname } = useLocation();
  const { open, narrow, toggle, closeIfNarrow } = state;
  const width = open ? SIDEBAR_EXPANDED_PX : SIDEBAR_COLLAPSED_PX;
  const overlay = narrow && open;
  const transition = { '--sidebar-transition': `${SIDEBAR_TRANSITION_MS}ms` } as CSSProperties;
  const className = [classes.sidebar, open ? '' : classes.collapsed, overlay ? classes.overlay : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes.rail} style={{ ...transition, width: overlay ? SIDEBAR_COLLAPSED_PX : width }}>
      <nav aria-label="Main menu" className={className} style={{ ...transition, width }} data-open={open}>
        <div className={classes.header}>
          {open && (
            <Text fw={700} fz="lg" c="teal.8">
              Clubline
            </Text>
          )}
          <DeferredTooltip label={open ? 'Collapse menu' : 'Expand menu'} position="right">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={toggle}
              aria-label={open ? 'Collapse menu' : 'Expand menu'}
            >
              {open ? <IconLayoutSidebarLeftCollapse size={20} /> : <IconLayoutSidebarLeftExpand size={20} />}
            </ActionIcon>
          </DeferredTooltip>
        </div>
        {open && entries.length > 0 && (
          <Text className={classes.area} size="xs" tt="uppercase" fw={700} c="dimmed" title={areaLabel}>
            {areaLabel}
          </Text>
        )}
        <div className={classes.nav}>
          {entries.map((entry) => {
            const Icon = entry.icon;
            const active = entry.exact
              ? pathname === entry.to
              : isActive(pathname, entry.to) || (entry.children ?? []).some((c) => isActive(pathname, c.to));
            if (!open) {
              return (
                <DeferredTooltip key={entry.to} label={entry.label} position="right">
                  <NavLink
                    component={Link}
                    to={entry.to}
                    active={active}
                    aria-label={entry.label}
                    leftSection={<Icon size={20} stroke={1.6} />}
                    styles={{ section: { marginInlineEnd: 0 }, root: { justifyContent: 'center' } }}
                  />
                </DeferredTooltip>
              );
            }
            const children = entry.children ?? [];
            return (
              <NavLink
                key={entry.to}
                component={Link}
                to={entry.to}
                label={<span className={classes.label}>{entry.label}</span>}
                active={active && children.length === 0}
                leftSection={<Icon size={20} stroke={1.6} />}
                opened={children.length > 0}
                onClick={closeIfNarrow}
                childrenOffset={28}
              >
                {children.length > 0
                  ? children.map((child) => (
                      <NavLink
                        key={child.to}
                        component={Link}
                        to={child.to}
                        label={<span className={classes.label}>{child.label}</span>}
                        active={isActive(pathname, child.to)}
                        onClick={closeIfNarrow}
                      />
                    ))
                  : undefined}
              </NavLink>
            );
          })}
        </div>
      </nav>
      {overlay && <Overlay fixed opacity={0.25} zIndex={150} onClick={closeIfNarrow} />}
    </div>
  );
}
