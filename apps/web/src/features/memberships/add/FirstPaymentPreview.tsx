import { type CountryCode, formatMoney, parseIsoDate } from '@clubline/domain';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import type { FirstPaymentDetailsQuery } from '../../../gql/graphql.ts';
import { DetailList } from '../../../ui/DetailList.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';
import { DebitsTable } from '../DebitsTable.tsx';
import { MEMBERSHIP_MESSAGES } from '../membership-messages.ts';

type Details = FirstPaymentDetailsQuery['getFirstPaymentDetails'];

/** A period paid for, [start, end) on the wire, as its first and last days. */
function period(start: string | null, end: string | null): string | null {
  const last = end ? parseIsoDate(end)?.subtract({ days: 1 }).toString() : undefined;
  return start && last ? `${formatCalendarDate(start)} – ${formatCalendarDate(last)}` : null;
}

/** Spec 2 §3 "First payment preview" and the next six debits, shown before the sale is saved. */
export function FirstPaymentPreview({
  details,
  loading,
  failed,
  country,
}: {
  details: Details | undefined;
  loading: boolean;
  failed: boolean;
  country: CountryCode | undefined;
}) {
  if (failed)
    return (
      <Alert color="red" variant="light" role="alert">
        {MEMBERSHIP_MESSAGES.loadFirstPaymentFailed}
      </Alert>
    );
  if (!details) return loading ? <Loader size="sm" aria-label="Loading the first payment" /> : null;
  const first = details.earliestPayment;
  return (
    <Stack gap="xs" component="section" aria-label="First payment">
      <Title order={3} size="h5">
        First payment
      </Title>
      {first ? (
        <DetailList
          items={[
            { label: 'Date', value: formatCalendarDate(first.paymentDate) },
            {
              label: 'Amount with all fees',
              value: formatMoney(first.firstPaymentAmountPlusAllFees, country),
            },
            {
              label: 'Partial payment',
              value:
                first.partialPaymentAmount > 0
                  ? `${formatMoney(first.partialPaymentAmount, country)} (${period(first.partialPaymentStartDate, first.partialPaymentEndDate) ?? ''})`
                  : formatMoney(0, country),
            },
            {
              label: 'First recurring payment',
              value: `${formatMoney(first.firstRecurringPaymentAmount, country)}${
                period(first.firstRecurringPaymentStartDate, first.firstRecurringPaymentEndDate)
                  ? ` (${period(first.firstRecurringPaymentStartDate, first.firstRecurringPaymentEndDate)})`
                  : ''
              }`,
            },
            ...(details.recurringPayment
              ? [
                  {
                    label: 'Recurring payment',
                    value: `${formatMoney(details.recurringPayment.amount, country)} from ${formatCalendarDate(
                      details.recurringPayment.startDate,
                    )}${details.recurringPayment.endDate ? ` to ${formatCalendarDate(details.recurringPayment.endDate)}` : ''}`,
                  },
                ]
              : []),
          ]}
        />
      ) : (
        <Text size="sm" c="dimmed">
          Nothing is debited.
        </Text>
      )}
      {details.paidInBranchAmount > 0 && (
        <Text size="sm">Paid in branch now: {formatMoney(details.paidInBranchAmount, country)}</Text>
      )}
      <Title order={3} size="h5">
        Next payments
      </Title>
      <DebitsTable
        label="Next payments"
        debits={details.nextDebits}
        country={country}
        empty="No payments are scheduled."
      />
    </Stack>
  );
}
