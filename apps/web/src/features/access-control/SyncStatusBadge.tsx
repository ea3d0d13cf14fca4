import {
  combinedItemState,
  type ProviderSyncStatus,
  SYNC_STATE_LABELS,
  type SyncColour,
  syncStateColour,
} from '@clubline/domain';
import { Badge } from '@mantine/core';

/** Spec 3 §4 colours on the theme's palette. */
const MANTINE_COLOUR: Readonly<Record<SyncColour, string>> = {
  inactive: 'gray',
  warning: 'yellow',
  resting: 'blue',
  error: 'red',
  success: 'green',
};

/** The combined sync status of a card or level (spec 3 §4); "Unknown" before the service answers. */
export function SyncStatusBadge({ entries }: { entries: readonly ProviderSyncStatus[] | null }) {
  const state = entries === null ? null : combinedItemState(entries);
  return (
    <Badge
      variant="light"
      color={MANTINE_COLOUR[syncStateColour(state)]}
      data-colour={syncStateColour(state)}
    >
      {state === null ? 'Unknown' : SYNC_STATE_LABELS[state]}
    </Badge>
  );
}
