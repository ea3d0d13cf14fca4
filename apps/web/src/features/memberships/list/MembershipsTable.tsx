import { showsOverdueTag } from '@clubline/domain';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../ui/format.ts';
import { ResponsiveTable } from '../../../ui/ResponsiveTable.tsx';
import { MembershipTags } from '../BillingStatusBadges.tsx';
import type { MembershipFactsOf } from '../membership-facts.ts';
import { membershipPath } from '../paths.ts';

interface MembershipsTableProps {
  label: string;
  memberships: readonly MembershipFactsOf[];
  personId: string;
  branchId: string | null;
  overdueReferences: readonly string[];
}

/** One row per membership: its plan (a link to its page), option, dates and tags. */
export function MembershipsTable({
  label,
  memberships,
  personId,
  branchId,
  overdueReferences,
}: MembershipsTableProps) {
  return (
    <ResponsiveTable
      label={label}
      rows={memberships}
      rowKey={(membership) => membership.id}
      verticalSpacing="sm"
      highlightOnHover
      columns={[
        {
          header: 'Membership',
          role: 'title',
          cell: (membership) => (
            <>
              <Anchor
                component={Link}
                to={membershipPath(personId, branchId, membership.id)}
                size="sm"
                fw={500}
              >
                {membership.membershipPlan.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {membership.paymentOption.name}
              </Text>
            </>
          ),
        },
        {
          header: 'Start date',
          nowrap: true,
          cell: (membership) => formatCalendarDate(membership.startDate),
        },
        {
          header: 'End date',
          nowrap: true,
          cell: (membership) => formatCalendarDate(membership.endDate) ?? '—',
        },
        {
          header: 'Status',
          cell: (membership) => (
            <MembershipTags
              status={membership.status}
              billingStatus={membership.accountBillingStatus}
              overdue={showsOverdueTag(membership, overdueReferences)}
              allowAccessUntil={membership.allowAccessUntil}
            />
          ),
        },
      ]}
    />
  );
}
