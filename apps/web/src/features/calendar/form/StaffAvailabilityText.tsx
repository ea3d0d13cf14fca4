import { endsAfterStart, isMembershipDate, type StaffAvailability } from '@clubline/domain';
import { Text } from '@mantine/core';
import { useQuery } from 'urql';
import { StaffAvailabilityQuery } from '../sessions-api.ts';

/** Spec 2 §4 "Staff availability"; the load error as spec 2 §8 spells it. */
const STAFF_AVAILABILITY_TEXTS: Readonly<Record<StaffAvailability, string>> = {
  LOADING: 'Checking availability...',
  FREE: 'Available at this time',
  BUSY: 'Busy: another of their sessions overlaps this time',
};
const STAFF_AVAILABILITY_FAILED = 'Staff availablility could not be loaded';

interface StaffAvailabilityTextProps {
  branchId: string;
  staffMemberId: string;
  date: string;
  startTime: string;
  endTime: string;
  excludeSessionId?: string | undefined;
}

/**
 * LOADING, FREE or BUSY for the chosen staff member over the chosen span (getStaffAvailability);
 * nothing when the span does not start before it ends (the spec gives no status then).
 */
export function StaffAvailabilityText(props: StaffAvailabilityTextProps) {
  const { branchId, staffMemberId, date, startTime, endTime, excludeSessionId } = props;
  const asked = isMembershipDate(date) && endsAfterStart(startTime, endTime);
  const [{ data, error, fetching }] = useQuery({
    query: StaffAvailabilityQuery,
    variables: {
      branchId,
      staffMemberId,
      date,
      startTime,
      endTime,
      excludeSessionId: excludeSessionId ?? null,
    },
    requestPolicy: 'network-only',
    pause: !asked,
  });
  if (!asked) return null;
  if (error)
    return (
      <Text span size="xs" c="red.8">
        {STAFF_AVAILABILITY_FAILED}
      </Text>
    );
  const status: StaffAvailability | null = fetching ? 'LOADING' : (data?.getStaffAvailability ?? null);
  if (status === null) return null;
  return (
    <Text
      span
      size="xs"
      c={status === 'BUSY' ? 'red.8' : status === 'FREE' ? 'teal.9' : 'dimmed'}
      data-availability={status}
    >
      {STAFF_AVAILABILITY_TEXTS[status]}
    </Text>
  );
}
