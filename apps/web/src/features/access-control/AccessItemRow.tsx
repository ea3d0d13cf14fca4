import { canRemoveItem, combinedItemState, isStruckThrough, type ProviderSyncStatus } from '@clubline/domain';
import { Button, Group, Text } from '@mantine/core';
import { SyncStatusBadge } from './SyncStatusBadge.tsx';

/**
 * One card or access level with its sync status. Removed and pending-removal items are struck
 * through; Remove is offered as spec 3 §4 allows (never twice, not mid-removal or mid-retry).
 */
export function AccessItemRow(props: {
  name: string;
  entries: readonly ProviderSyncStatus[] | null;
  /** Absent: the item cannot be removed here (levels, or the viewer may not manage cards). */
  onRemove?: () => void;
  removing?: boolean;
}) {
  const state = props.entries === null ? null : combinedItemState(props.entries);
  const struck = isStruckThrough(state);
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="access-item">
      <Group gap="xs" wrap="nowrap">
        <Text
          size="sm"
          ff="monospace"
          td={struck ? 'line-through' : undefined}
          c={struck ? 'dimmed' : undefined}
        >
          {props.name}
        </Text>
        <SyncStatusBadge entries={props.entries} />
      </Group>
      {props.onRemove && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={props.onRemove}
          loading={props.removing}
          disabled={props.entries === null || !canRemoveItem(props.entries)}
          aria-label={`Remove card ${props.name}`}
        >
          Remove
        </Button>
      )}
    </Group>
  );
}
