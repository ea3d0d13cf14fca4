import { Button, Group, Stack, Text } from '@mantine/core';
import { formatInstant } from '../../../ui/format.ts';

export interface DrawerWaitlistEntry {
  id: string;
  personId: string;
  firstName: string;
  lastName: string;
  offer: { status: string; expiresAt: string } | null;
}

interface SessionWaitlistListProps {
  entries: readonly DrawerWaitlistEntry[];
  timeZone: string;
  busyPersonId: string | null;
  onPromote: (entry: DrawerWaitlistEntry) => void;
  onRemove: (entry: DrawerWaitlistEntry) => void;
}

/** The members waiting, first first, each promotable into the session or removable (spec 2 §4). */
export function SessionWaitlistList({
  entries,
  timeZone,
  busyPersonId,
  onPromote,
  onRemove,
}: SessionWaitlistListProps) {
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nobody is waiting
      </Text>
    );
  return (
    <Stack gap={6} component="ol" style={{ paddingLeft: 18, margin: 0 }} aria-label="Waitlist">
      {entries.map((entry) => {
        const name = `${entry.firstName} ${entry.lastName}`;
        const busy = busyPersonId === entry.personId;
        return (
          <li key={entry.id}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {name}
                </Text>
                {entry.offer && (
                  <Text size="xs" c="dimmed">
                    {entry.offer.status === 'OFFERED'
                      ? `Place offered, held until ${formatInstant(entry.offer.expiresAt, timeZone, 'dateTime')}`
                      : entry.offer.status === 'EXPIRED'
                        ? `Offer expired ${formatInstant(entry.offer.expiresAt, timeZone, 'dateTime')}`
                        : `Offer ${entry.offer.status.toLowerCase()}`}
                  </Text>
                )}
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => onPromote(entry)}
                  loading={busy}
                  aria-label={`Promote ${name}`}
                >
                  Promote
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(entry)}
                  disabled={busy}
                  aria-label={`Remove ${name} from the waitlist`}
                >
                  Remove
                </Button>
              </Group>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
