import {
  type BillingStatus,
  billingStatusLabel,
  billingStatusTone,
  MEMBERSHIP_STATUS_LABELS,
  type MembershipStatus,
  showsBillingStatusTag,
} from '@clubline/domain';
import { Badge, Group } from '@mantine/core';
import { formatCalendarDate } from '../../ui/format.ts';

const TONE_COLOURS = { warning: 'yellow', success: 'teal', error: 'red' } as const;

/** The billing status coloured (spec 2 §4): warning, success or error. */
export function BillingStatusBadge({ status }: { status: BillingStatus }) {
  return (
    <Badge variant="light" color={TONE_COLOURS[billingStatusTone(status)]}>
      {billingStatusLabel(status)}
    </Badge>
  );
}

/**
 * The membership's status and its tags: the billing status (hidden when ACTIVE or DDR_ACTIVE)
 * and 'overdue' when the member's overdue references hold its customer reference (then an OVERDUE
 * billing status is not shown as well: the desk would read OVERDUE twice). A BLOCKED
 * membership an admin unblocked reads 'Unblocked until …' while the allowance is in force: its
 * status stays BLOCKED (overdue control owns it), but the member may come in, and that is what
 * staff at the desk need to see.
 */
export function MembershipTags({
  status,
  billingStatus,
  overdue,
  allowAccessUntil = null,
}: {
  status: MembershipStatus;
  billingStatus: BillingStatus | null;
  overdue: boolean;
  /** The last day of an admin's allowance in force (the server gives null before and after it). */
  allowAccessUntil?: string | null;
}) {
  const unblocked = status === 'BLOCKED' && allowAccessUntil !== null;
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="outline" color={status === 'ACTIVE' || unblocked ? 'teal' : 'gray'}>
        {unblocked
          ? `Unblocked until ${formatCalendarDate(allowAccessUntil)}`
          : MEMBERSHIP_STATUS_LABELS[status]}
      </Badge>
      {showsBillingStatusTag(billingStatus) && !(overdue && billingStatus === 'OVERDUE') && (
        <BillingStatusBadge status={billingStatus} />
      )}
      {overdue && (
        <Badge variant="light" color="red">
          overdue
        </Badge>
      )}
    </Group>
  );
}
