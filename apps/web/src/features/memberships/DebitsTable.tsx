import { type CountryCode, formatMoney } from '@clubline/domain';
import { Table, Text } from '@mantine/core';
import { type FragmentType, getFragmentData, graphql } from '../../gql/index.ts';
import { formatCalendarDate } from '../../ui/format.ts';

/** What every list of debits selects (next payments, previews, the first-payment schedule). */
const DebitRowFragment = graphql(`
  fragment DebitsTable_debit on ScheduledDebit {
    date
    amount
    charges {
      kind
      label
      amount
    }
  }
`);

export type DebitRowRef = FragmentType<typeof DebitRowFragment>;

/**
 * Direct debits with dates, amounts and what each is for: the membership's next payments, and
 * what a money-changing action charges or stops before it is saved.
 */
export function DebitsTable({
  label,
  debits: debitRefs,
  country,
  empty,
}: {
  label: string;
  debits: readonly DebitRowRef[];
  country: CountryCode | undefined;
  empty: string;
}) {
  const debits = getFragmentData(DebitRowFragment, debitRefs);
  if (debits.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table verticalSpacing={4} aria-label={label} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {debits.map((debit) => (
            <Table.Tr key={debit.date}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(debit.date)}</Table.Td>
              <Table.Td>{debit.charges.map((charge) => charge.label).join(', ')}</Table.Td>
              <Table.Td ta="right">{formatMoney(debit.amount, country)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
