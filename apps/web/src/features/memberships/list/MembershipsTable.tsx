import { showsOverdueTag } from '@clubline/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../ui/format.ts';
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
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Membership</Table.Th>
            <Table.Th>Start date</Table.Th>
            <Table.Th>End date</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {memberships.map((membership) => (
            <Table.Tr key={membership.id}>
              <Table.Td>
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
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(membership.startDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatCalendarDate(membership.endDate) ?? '—'}
              </Table.Td>
              <Table.Td>
                <MembershipTags
                  status={membership.status}
                  billingStatus={membership.accountBillingStatus}
                  allowAccessUntil={membership.allowAccessUntil}
                  overdue={showsOverdueTag(membership, overdueReferences)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
