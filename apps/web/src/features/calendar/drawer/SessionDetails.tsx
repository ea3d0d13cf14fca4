import { spotsLeftText, waitlistSpotsLeftText } from '@clubline/domain';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { DetailList } from '../../../ui/DetailList.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';

interface SessionDetailsProps {
  session: {
    name: string;
    date: string;
    startTime: string;
    endTime: string;
    color: string;
    capacity: number | null;
    membersCount: number;
    waitlistQueueLength: number;
    isRecurring: boolean;
    isPast: boolean;
    staffMember: { firstName: string; lastName: string } | null;
    classAssociated: { name: string; sessionWaitlistConfig: { limit: number | null } } | null;
  };
  waitlistOn: boolean;
}

/** The session's name, day and times, staff member and places (spec 2 §9: spots left). */
export function SessionDetails({ session, waitlistOn }: SessionDetailsProps) {
  const capacity = session.capacity && session.capacity > 0 ? session.capacity : null;
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap" align="center">
        <span
          aria-hidden
          style={{ width: 12, height: 12, borderRadius: 3, background: session.color, flex: '0 0 auto' }}
        />
        <Title order={2} size="h4">
          {session.name}
        </Title>
      </Group>
      <Group gap={6}>
        {session.isRecurring && <Badge variant="light">Weekly</Badge>}
        {session.isPast && (
          <Badge variant="light" color="gray">
            Ended
          </Badge>
        )}
      </Group>
      <DetailList
        items={[
          { label: 'Date', value: formatCalendarDate(session.date) },
          { label: 'Time', value: `${session.startTime} – ${session.endTime}` },
          {
            label: 'Staff member',
            value: session.staffMember
              ? `${session.staffMember.firstName} ${session.staffMember.lastName}`
              : 'None',
          },
          {
            label: 'Booked',
            value: capacity === null ? `${session.membersCount}` : `${session.membersCount} of ${capacity}`,
          },
          { label: 'Places', value: spotsLeftText(session.capacity, session.membersCount) },
          ...(waitlistOn && session.classAssociated
            ? [
                {
                  label: 'Waitlist',
                  value: waitlistSpotsLeftText(
                    session.classAssociated.sessionWaitlistConfig.limit ?? 0,
                    session.waitlistQueueLength,
                  ),
                },
              ]
            : []),
        ]}
      />
      {!session.classAssociated && (
        <Text size="xs" c="dimmed">
          A session by name: anyone may book it, and it has no waitlist.
        </Text>
      )}
    </Stack>
  );
}
