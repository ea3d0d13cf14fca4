import { type CountryCode, formatMoney } from '@clubline/domain';
import { Table, Text } from '@mantine/core';
import { useQuery } from 'urql';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { graphql } from '../../../gql/index.ts';
import { formatCalendarDate } from '../../../ui/format.ts';
import { TableSection } from '../../../ui/TableSection.tsx';
import { MemberPageHeader, useMemberArea } from '../../members/public.ts';
import { currencyCountry } from '../../plans/public.ts';
import { TRANSACTIONS_PAGE } from '../paths.ts';

const MemberTransactionsQuery = graphql(`
  query MemberTransactions($personId: ID!) {
    getMembershipTransactions(personId: $personId) {
      id
      membershipId
      type
      label
      amount
      date
      reference
    }
    getMemberships(personId: $personId) {
      id
      membershipPlan {
        id
        name
        country
      }
    }
  }
`);

/** Spec 2 §2 "transactions": every membership's ledger rows, newest first (the server's order). */
export function MemberTransactionsPage() {
  usePageTitle('Member transactions');
  const { personId } = useMemberArea();
  const [{ data, error, fetching }] = useQuery({
    query: MemberTransactionsQuery,
    variables: { personId },
    requestPolicy: 'network-only',
  });
  const plans = new Map((data?.getMemberships ?? []).map((m) => [m.id, m.membershipPlan]));
  const rows = data?.getMembershipTransactions ?? [];

  return (
    <>
      <MemberPageHeader page={TRANSACTIONS_PAGE} title="Member transactions" />
      <TableSection
        title="Transactions"
        titleHidden
        loading={fetching && !data}
        error={error ? 'An error occurred while obtaining the transactions' : null}
        empty={data && rows.length === 0 ? 'No transactions' : null}
      >
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Transactions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th visibleFrom="sm">Membership</Table.Th>
                <Table.Th visibleFrom="sm">Reference</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const plan = plans.get(row.membershipId);
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(row.date)}</Table.Td>
                    <Table.Td>{row.label}</Table.Td>
                    <Table.Td visibleFrom="sm">{plan?.name ?? '—'}</Table.Td>
                    <Table.Td visibleFrom="sm">{row.reference ?? '—'}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      <TransactionAmount
                        type={row.type}
                        amount={row.amount}
                        country={plan ? currencyCountry(plan.country) : undefined}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </TableSection>
    </>
  );
}

/**
 * A charge adds to what the member owes; a payment takes from it, shown with a minus as a credit;
 * a submitted debit is neither until it settles, so its amount is shown dimmed.
 */
function TransactionAmount({
  type,
  amount,
  country,
}: {
  type: string;
  amount: number | null;
  country: CountryCode | undefined;
}) {
  if (amount === null) return '—';
  if (type === 'PAYMENT')
    return (
      <Text span inherit c="teal.8">
        {formatMoney(-amount, country)}
      </Text>
    );
  if (type === 'CHARGE') return formatMoney(amount, country);
  return (
    <Text span inherit c="dimmed">
      {formatMoney(amount, country)}
    </Text>
  );
}
