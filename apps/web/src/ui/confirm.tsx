import { modals } from '@mantine/modals';
import { useEffect } from 'react';

type ConfirmProps = Parameters<typeof modals.openConfirmModal>[0];

/** Modals managers mounted and listening now, and the confirmation last asked while there was none. */
let listening = 0;
let waiting: ConfirmProps | undefined;

/**
 * Marks the modals manager as listening while it is mounted. Rendered right after `ModalsProvider`,
 * as its sibling: React runs a sibling's effects after the provider's, whose effect is what starts
 * listening.
 */
export function ModalsListening() {
  useEffect(() => {
    listening += 1;
    const asked = waiting;
    waiting = undefined;
    if (asked) modals.openConfirmModal(asked);
    return () => {
      listening -= 1;
    };
  }, []);
  return null;
}

/**
 * A confirmation (Archive, Remove, End…). `modals.openConfirmModal` only dispatches a window event,
 * and the manager that listens for it is loaded after the first render (app/AppOverlays.tsx): a
 * click made before it mounted was lost, and the button did nothing. Until it listens, the
 * confirmation waits and opens as it mounts; clicked again meanwhile, it opens once.
 */
export function openConfirm(props: ConfirmProps): void {
  if (listening > 0) modals.openConfirmModal(props);
  else waiting = props;
}
