import { type CountryCode, formatMoney } from '@clubline/domain';
import { Table, Text } from '@mantine/core';
import { formatCalendarDate } from '../../ui/format.ts';

export interface DebitRow {
  date: string;
  amount: number;
  charges: readonly { kind: string; label: string; amount: number }[];
}

/**
 * Direct debits with dates, amounts and what each is for: the membership's next payments, and
 * what a money-changing action charges or stops before it is saved (issue 14).
 */
export function DebitsTable({
  label,
  debits,
  country,
  empty,
}: {
  label: string;
  debits: readonly DebitRow[];
  country: CountryCode | undefined;
  empty: string;
}) {
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
