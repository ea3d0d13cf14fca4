import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { SIDEBAR_AUTO_CLOSE_BELOW_PX } from '../constants.ts';

/**
 * The sidebar's open state (spec 1 §2.2, §3): open by default, persisted in localStorage. Under
 * 1024 px the menu is closed; opening it there lasts until the next navigation and is not stored.
 */
export const SIDEBAR_STATE_KEY = 'clubline.sidebarOpen';
const NARROW_QUERY = `(max-width: ${SIDEBAR_AUTO_CLOSE_BELOW_PX - 0.02}px)`;

function readSidebarOpen(storage: Storage): boolean {
  return storage.getItem(SIDEBAR_STATE_KEY) !== 'false';
}

function writeSidebarOpen(storage: Storage, open: boolean): void {
  storage.setItem(SIDEBAR_STATE_KEY, String(open));
}

export interface SidebarState {
  open: boolean;
  narrow: boolean;
  toggle: () => void;
  /** Closes the menu on a narrow screen (after following a link). */
  closeIfNarrow: () => void;
}

export function useSidebarState(storage: Storage = window.localStorage): SidebarState {
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false }) === true;
  const [stored, setStored] = useState(() => readSidebarOpen(storage));
  const [narrowOpen, setNarrowOpen] = useState(false);

  const toggle = useCallback(() => {
    if (narrow) {
      setNarrowOpen((open) => !open);
      return;
    }
    setStored((open) => {
      writeSidebarOpen(storage, !open);
      return !open;
    });
  }, [narrow, storage]);

  const closeIfNarrow = useCallback(() => {
    if (narrow) setNarrowOpen(false);
  }, [narrow]);

  return { open: narrow ? narrowOpen : stored, narrow, toggle, closeIfNarrow };
}
