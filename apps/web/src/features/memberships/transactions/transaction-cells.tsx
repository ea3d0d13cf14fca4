import { type CountryCode, formatMoney } from '@clubline/domain';
import { Badge, Stack, Text } from '@mantine/core';
import type { DebitOutcome } from '../../../gql/graphql.ts';
import { formatCalendarDate } from '../../../ui/format.ts';
import type { ResponsiveColumn } from '../../../ui/ResponsiveTable.tsx';
import { currencyCountry } from '../../plans/public.ts';
import type { TransactionRow } from './transactions-query.ts';

const OUTCOMES: Readonly<Record<DebitOutcome, { label: string; color: string }>> = {
  SUBMITTED: { label: 'Submitted', color: 'blue' },
  PAID: { label: 'Paid', color: 'teal' },
  DISHONOURED: { label: 'Dishonoured', color: 'red' },
};

export const outcomeText = (outcome: DebitOutcome) => OUTCOMES[outcome].label;

const countryOf = (row: TransactionRow): CountryCode | undefined => currencyCountry(row.country);

/** Takes money off what is owed: a payment, or a direct debit that was paid. */
const isCredit = (row: TransactionRow) => row.kind === 'PAYMENT' || row.outcome === 'PAID';

/** A debit the bank has not paid (yet, or ever) changes nothing owed, so its amount is dimmed. */
function TransactionAmount({ row }: { row: TransactionRow }) {
  const money = formatMoney(isCredit(row) ? -row.amount : row.amount, countryOf(row));
  if (isCredit(row))
    return (
      <Text span inherit c="teal.9">
        {money}
      </Text>
    );
  if (row.kind === 'DEBIT')
    return (
      <Text span inherit c="dimmed">
        {money}
      </Text>
    );
  return money;
}

/** A debit's outcome: the badge, the day, and a dishonour's reason in the bank's words. */
function TransactionOutcome({ row }: { row: TransactionRow }) {
  if (!row.outcome) return '—';
  const { label, color } = OUTCOMES[row.outcome];
  return (
    <Stack gap={2} align="inherit">
      <Badge color={color} variant="light" size="sm">
        {label}
      </Badge>
      {row.outcomeDate ? (
        <Text span size="xs" c="dimmed">
          {formatCalendarDate(row.outcomeDate)}
        </Text>
      ) : null}
      {row.reasonLabel ? (
        <Text span size="xs" c="red.9">
          {row.reasonLabel}
        </Text>
      ) : null}
    </Stack>
  );
}

export const balanceText = (row: TransactionRow) => formatMoney(row.balance, countryOf(row));

/** The columns of the page's table and of the print view. */
export const TRANSACTION_COLUMNS: ResponsiveColumn<TransactionRow>[] = [
  { header: 'Date', nowrap: true, cell: (row) => formatCalendarDate(row.date) },
  { header: 'Description', role: 'title', cell: (row) => row.label },
  { header: 'Reference', cell: (row) => row.reference },
  { header: 'Outcome', cell: (row) => <TransactionOutcome row={row} /> },
  { header: 'Amount', align: 'right', nowrap: true, cell: (row) => <TransactionAmount row={row} /> },
  { header: 'Balance', align: 'right', nowrap: true, cell: balanceText },
];
