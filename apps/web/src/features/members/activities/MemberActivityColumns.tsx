import { Badge, Group, Text } from '@mantine/core';
import { useSessionData } from '../../../app/session/SessionContext.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { formatInstant } from '../../../ui/format.ts';
import type { ResponsiveColumn } from '../../../ui/ResponsiveTable.tsx';
import { ACTIVITY_KIND_LABELS, activityTagLabel, formatDuration } from './activity-format.ts';

export const MemberActivityRowFragment = graphql(`
  fragment MemberActivityRow_activity on MemberActivity {
    id
    kind
    activityTimestamp
    branchId
    arrivalDepartureDuration
    attendanceStatus
    visit {
      branchId
      tags
      granted
      denialText
    }
    branchTransfer {
      sourceBranchId
      branchId
      tags
      customerReference
    }
    session {
      name
      startTime
      endTime
    }
    waitlistActivity {
      name
      sessionTime
    }
  }
`);

type ActivityRef = FragmentType<typeof MemberActivityRowFragment>;

const ENTRY_DENIED = 'Entry denied';

/** A session booking's attendance (spec 2 §3: BOOKED or ATTENDED), as the session drawer words it. */
const ATTENDANCE_LABELS: Readonly<Record<string, string>> = { BOOKED: 'Booked', ATTENDED: 'Attended' };

/** An activity's columns: when (branch time zone), what, where, and its details. */
export function useActivityColumns(timeZone: string): ResponsiveColumn<ActivityRef>[] {
  const { branches } = useSessionData();
  const branchName = (id: string | null | undefined) =>
    (id && branches.find((branch) => branch.id === id)?.name) || 'another branch';
  const read = (ref: ActivityRef) => getFragmentData(MemberActivityRowFragment, ref);
  return [
    {
      header: 'Date',
      nowrap: true,
      cell: (ref) => formatInstant(read(ref).activityTimestamp, timeZone, 'dateTime'),
    },
    { header: 'Activity', cell: (ref) => ACTIVITY_KIND_LABELS[read(ref).kind] ?? read(ref).kind },
    { header: 'Branch', cell: (ref) => branchName(read(ref).branchId) },
    {
      header: 'Details',
      cell: (ref) => {
        const activity = read(ref);
        const tags = activity.visit?.tags ?? activity.branchTransfer?.tags ?? [];
        const transfer = activity.branchTransfer;
        const denied = activity.visit && !activity.visit.granted;
        const { session, waitlistActivity: waitlist } = activity;
        // A denied visit says why, in the door's words (spec 2 §8 'Entry denied'); a session or
        // waitlist entry names its session, as the calendar does ("Spin, 06:00 – 07:00").
        const details = transfer
          ? `From ${branchName(transfer.sourceBranchId)} to ${branchName(transfer.branchId)}`
          : session
            ? `${session.name}, ${session.startTime} – ${session.endTime}`
            : waitlist
              ? `${waitlist.name}, ${waitlist.sessionTime}`
              : denied
                ? [ENTRY_DENIED, activity.visit?.denialText].filter(Boolean).join(': ')
                : formatDuration(activity.arrivalDepartureDuration)
                  ? `Stayed ${formatDuration(activity.arrivalDepartureDuration)}`
                  : null;
        return (
          <Group gap={6}>
            {details && (
              <Text size="sm" c={denied ? 'red.8' : undefined}>
                {details}
              </Text>
            )}
            {session && activity.attendanceStatus && (
              <Badge
                size="xs"
                variant="light"
                color={activity.attendanceStatus === 'ATTENDED' ? 'teal' : 'blue'}
              >
                {ATTENDANCE_LABELS[activity.attendanceStatus] ?? activity.attendanceStatus}
              </Badge>
            )}
            {tags.map((tag) => (
              <Badge key={tag} size="xs" variant="light" color={tag === 'DENIED' ? 'red' : 'gray'}>
                {activityTagLabel(tag)}
              </Badge>
            ))}
          </Group>
        );
      },
    },
  ];
}
