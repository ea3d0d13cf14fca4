import { type CountryCode, formatMoney } from '@clubline/domain';
import { Text } from '@mantine/core';
import { type FragmentType, getFragmentData, graphql } from '../../gql/index.ts';
import { formatCalendarDate } from '../../ui/format.ts';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';

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
    <ResponsiveTable
      label={label}
      rows={debits}
      rowKey={(debit) => debit.date}
      verticalSpacing={4}
      fz="sm"
      columns={[
        { header: 'Date', nowrap: true, cell: (debit) => formatCalendarDate(debit.date) },
        { header: 'For', cell: (debit) => debit.charges.map((charge) => charge.label).join(', ') },
        { header: 'Amount', align: 'right', cell: (debit) => formatMoney(debit.amount, country) },
      ]}
    />
  );
}
