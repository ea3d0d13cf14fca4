import { activeMembershipsInOrder, showsOverdueTag } from '@clubline/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { formatCalendarDate } from '../../../ui/format.ts';
import { InfoCard } from '../../../ui/InfoCard.tsx';
import { MembershipTags } from '../BillingStatusBadges.tsx';
import { MembershipFactsFragment } from '../membership-facts.ts';
import { memberMembershipsPath, membershipPath } from '../paths.ts';

export const MembershipsWidgetFragment = graphql(`
  fragment MembershipsWidget_person on Person {
    id
    overdueReferences
    memberships {
      ...MembershipFacts
    }
  }
`);

/** Spec 2 §2: the overview's memberships widget; each current membership links to its page. */
export function MembershipsWidget(props: {
  person: FragmentType<typeof MembershipsWidgetFragment>;
  branchId: string | null;
}) {
  const person = getFragmentData(MembershipsWidgetFragment, props.person);
  const memberships = activeMembershipsInOrder(getFragmentData(MembershipFactsFragment, person.memberships));
  return (
    <InfoCard title="Memberships">
      <Stack gap="xs">
        {memberships.length === 0 && (
          <Text size="sm" c="dimmed">
            No active membership
          </Text>
        )}
        {memberships.map((membership) => (
          <Stack key={membership.id} gap={2}>
            <Group gap="xs" justify="space-between">
              <Anchor
                component={Link}
                to={membershipPath(person.id, props.branchId, membership.id)}
                size="sm"
                fw={500}
              >
                {membership.membershipPlan.name}
              </Anchor>
              <MembershipTags
                status={membership.status}
                billingStatus={membership.accountBillingStatus}
                allowAccessUntil={membership.allowAccessUntil}
                overdue={showsOverdueTag(membership, person.overdueReferences)}
              />
            </Group>
            <Text size="xs" c="dimmed">
              {membership.paymentOption.name} · from {formatCalendarDate(membership.startDate)}
              {membership.endDate ? ` to ${formatCalendarDate(membership.endDate)}` : ''}
            </Text>
          </Stack>
        ))}
        <Anchor component={Link} to={memberMembershipsPath(person.id, props.branchId)} size="sm">
          All memberships
        </Anchor>
      </Stack>
    </InfoCard>
  );
}
