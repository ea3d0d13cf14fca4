import { Alert, List, Stack, Text } from '@mantine/core';
import { formatCalendarDate } from '../../../ui/format.ts';

/** What previewSessionChange and previewSessionRemoval answer. */
export interface ChangePreview {
  sessionsAffected: number;
  blockedByAttendance: boolean;
  affectedBookings: readonly {
    sessionId: string;
    date: string;
    personId: string;
    firstName: string;
    lastName: string;
    status: string;
    outcome: string;
  }[];
}

/** Spec 2 §4: a session with an ATTENDED member cannot be removed. */
const REMOVAL_BLOCKED = 'A member has attended this session, so it cannot be removed.';

const OUTCOMES: Readonly<Record<string, string>> = {
  CANCELLED: 'booking cancelled',
  MOVED: 'booking moves with the session',
  OVER_CAPACITY: 'over the new capacity',
};

const sessionsText = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;

/** The bookings a change or a removal would move or cancel, shown before it is saved. */
export function SessionChangePreview({ preview, removal }: { preview: ChangePreview; removal: boolean }) {
  const bookings = preview.affectedBookings;
  return (
    <Stack gap="xs" aria-live="polite">
      <Text fw={600}>
        {removal ? 'This removes' : 'This changes'} {sessionsText(preview.sessionsAffected)}.
      </Text>
      {removal && preview.blockedByAttendance && (
        <Alert color="red" role="alert">
          {REMOVAL_BLOCKED}
        </Alert>
      )}
      {bookings.length === 0 ? (
        <Text size="sm">No booking is affected.</Text>
      ) : (
        <>
          <Text size="sm">
            {bookings.length} {bookings.length === 1 ? 'booking is' : 'bookings are'} affected:
          </Text>
          <List size="sm" spacing={2} aria-label="Affected bookings">
            {bookings.map((booking) => (
              <List.Item key={`${booking.sessionId}-${booking.personId}`}>
                {booking.firstName} {booking.lastName}, {formatCalendarDate(booking.date) ?? booking.date}:{' '}
                {OUTCOMES[booking.outcome] ?? booking.outcome.toLowerCase()}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
