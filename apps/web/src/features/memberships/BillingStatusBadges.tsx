import {
  type BillingStatus,
  billingStatusLabel,
  billingStatusTone,
  MEMBERSHIP_STATUS_LABELS,
  type MembershipStatus,
  showsBillingStatusTag,
} from '@clubline/domain';
import { Badge, Group } from '@mantine/core';

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
 * and 'overdue' when the member's overdue references hold its customer reference.
 */
export function MembershipTags({
  status,
  billingStatus,
  overdue,
}: {
  status: MembershipStatus;
  billingStatus: BillingStatus | null;
  overdue: boolean;
}) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="outline" color={status === 'ACTIVE' ? 'teal' : 'gray'}>
        {MEMBERSHIP_STATUS_LABELS[status]}
      </Badge>
      {showsBillingStatusTag(billingStatus) && <BillingStatusBadge status={billingStatus} />}
      {overdue && (
        <Badge variant="light" color="red">
          overdue
        </Badge>
      )}
    </Group>
  );
}
