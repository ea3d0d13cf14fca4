import { Table, Text } from '@mantine/core';
import { type FragmentType, getFragmentData, graphql } from '../../gql/index.ts';
import { weekWithHours } from './branch-format.ts';

export const BusinessHoursFragment = graphql(`
  fragment BusinessHoursTable_branch on Branch {
    businessHours {
      dayOfWeek
      startTime
      finishTime
    }
  }
`);

/** The opening hours of a branch, Monday first. */
export function BusinessHoursTable(props: { branch: FragmentType<typeof BusinessHoursFragment> }) {
  const { businessHours } = getFragmentData(BusinessHoursFragment, props.branch);
  if (businessHours.length === 0) return <Text c="dimmed">No business hours set</Text>;
  return (
    <Table withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {weekWithHours(businessHours).map(({ day, label, hours }) => (
          <Table.Tr key={day}>
            <Table.Td>{label}</Table.Td>
            <Table.Td ta="right" c={hours ? undefined : 'dimmed'}>
              {hours ? `${hours.startTime} – ${hours.finishTime}` : 'Closed'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
