import { Badge, Group, Table, Text } from '@mantine/core';
import { useSessionData } from '../../../app/session/SessionContext.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { formatInstant } from '../../../ui/format.ts';
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
    }
    branchTransfer {
      sourceBranchId
      branchId
      tags
      customerReference
    }
  }
`);

/** One activity: when (branch time zone), what, where, and its details. */
export function MemberActivityRow(props: {
  activity: FragmentType<typeof MemberActivityRowFragment>;
  timeZone: string;
}) {
  const activity = getFragmentData(MemberActivityRowFragment, props.activity);
  const { branches } = useSessionData();
  const branchName = (id: string | null | undefined) =>
    (id && branches.find((branch) => branch.id === id)?.name) || 'another branch';
  const tags = activity.visit?.tags ?? activity.branchTransfer?.tags ?? [];
  const transfer = activity.branchTransfer;
  const details = transfer
    ? `From ${branchName(transfer.sourceBranchId)} to ${branchName(transfer.branchId)}`
    : formatDuration(activity.arrivalDepartureDuration)
      ? `Stayed ${formatDuration(activity.arrivalDepartureDuration)}`
      : null;
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatInstant(activity.activityTimestamp, props.timeZone, 'dateTime')}
      </Table.Td>
      <Table.Td>{ACTIVITY_KIND_LABELS[activity.kind] ?? activity.kind}</Table.Td>
      <Table.Td>{branchName(activity.branchId)}</Table.Td>
      <Table.Td>
        <Group gap={6}>
          {details && <Text size="sm">{details}</Text>}
          {tags.map((tag) => (
            <Badge key={tag} size="xs" variant="light" color={tag === 'DENIED' ? 'red' : 'gray'}>
              {activityTagLabel(tag)}
            </Badge>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
