import { endDateAfterPause, SUSPENSION_LIMITS } from '@clubline/domain';
import { Group, Select, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../../gql/index.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';
import { MEMBERSHIP_MESSAGES } from '../membership-messages.ts';
import type { ActionMembership } from './action-membership.ts';

/**
 * The fields Suspend and Free period share (spec 2 §5 "Suspension (create) and free period": the
 * same rules on the start, the duration and its type): a billing member starts on a billing date
 * and counts payments; any other member picks a day and counts days or weeks.
 */

const PauseBillingDatesQuery = graphql(`
  query PauseBillingDates($branchId: ID!, $startDate: String!, $count: Int) {
    getBillingDates(branchId: $branchId, startDate: $startDate, count: $count)
  }
`);

/** About 6 months of fortnightly billing dates (a billing start is at most 6 months ahead). */
const PAUSE_BILLING_DATE_COUNT = 14;

const UNIT_OPTIONS = [
  { value: 'DAYS', label: 'Days' },
  { value: 'WEEKS', label: 'Weeks' },
];

interface PauseStartFieldProps {
  billing: boolean;
  branchId: string;
  today: string;
  value: string;
  onChange: (value: string) => void;
  error: ReactNode;
}

/** The start: a billing date from the provider's calendar for billing members, else any day. */
export function PauseStartField({ billing, branchId, today, value, onChange, error }: PauseStartFieldProps) {
  const [dates] = useQuery({
    query: PauseBillingDatesQuery,
    variables: { branchId, startDate: today, count: PAUSE_BILLING_DATE_COUNT },
    pause: !billing,
  });
  if (!billing) {
    return (
      <DateField
        label="Start date"
        withAsterisk
        value={value}
        onChange={(value) => onChange(value)}
        error={error}
      />
    );
  }
  const billingDates = (dates.data?.getBillingDates ?? []).filter((date) => date > today);
  return (
    <Select
      label="Start date"
      withAsterisk
      placeholder="Choose a billing date"
      description="Billing members are paused from a billing date"
      data={billingDates.map((date) => ({ value: date, label: formatCalendarDate(date) ?? date }))}
      value={value === '' ? null : value}
      onChange={(chosen) => onChange(chosen ?? '')}
      error={dates.error ? MEMBERSHIP_MESSAGES.loadDatesFailed : error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

interface PauseDurationFieldsProps {
  billing: boolean;
  duration: string;
  onDuration: (value: string) => void;
  durationError: ReactNode;
  unit: string | null;
  onUnit: (value: string | null) => void;
  unitError: ReactNode;
}

/**
 * A billing pause counts billing periods of 14 days (spec 2 §7: PERIODS = 14 days), not the member's
 * own payments: a weekly member misses 2 payments a period. The label says what is counted.
 */
const BILLING_DURATION_HINT = `1 to ${SUSPENSION_LIMITS.PERIODS}; each period is 2 weeks, whatever the payment frequency`;

/** The duration: 1 to 13 periods for billing (the type is PERIODS), else days or weeks. */
export function PauseDurationFields(props: PauseDurationFieldsProps) {
  const { billing } = props;
  return (
    <Group grow align="flex-start">
      <TextInput
        label={billing ? 'Duration (2-week periods)' : 'Duration'}
        withAsterisk
        inputMode="numeric"
        description={billing ? BILLING_DURATION_HINT : undefined}
        value={props.duration}
        onChange={(event) => props.onDuration(event.currentTarget.value)}
        error={props.durationError}
      />
      {!billing && (
        <Select
          label="Unit"
          withAsterisk
          placeholder="Days or weeks"
          data={UNIT_OPTIONS}
          value={props.unit}
          onChange={props.onUnit}
          error={props.unitError}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Group>
  );
}

/**
 * What a pause changes for a non-billing membership (it has no debits to move): a fixed end moves
 * by the change in paused days (`days`: a new pause's length, or an edit's difference), from the
 * domain's rule the server applies; nothing when it has no end.
 */
export function PausedEndNotice({
  membership,
  days,
}: {
  membership: Pick<ActionMembership, 'kind' | 'endDate' | 'cancellationReason'>;
  days: number;
}) {
  if (membership.kind !== 'NON_BILLING' || membership.endDate === null) return null;
  const endDate = endDateAfterPause(membership, days);
  if (endDate === membership.endDate) return null;
  return (
    <Text size="sm" role="note">
      The membership now ends on {formatCalendarDate(endDate)} instead of{' '}
      {formatCalendarDate(membership.endDate)}.
    </Text>
  );
}

/**
 * Where a preview would be while the duration is out of range: the limit's message (the spec's
 * text, from the domain's schema) rather than nothing, so staff see why nothing is previewed.
 */
export function DurationLimitNote({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <Text size="sm" c="red" role="note" aria-label="Why there is no preview">
      No preview: {message}.
    </Text>
  );
}
