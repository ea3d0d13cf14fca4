import { can } from '@clubline/domain';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { branchPath } from '../../../app/modules/areas.ts';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { formatInstant } from '../../../ui/format.ts';
import { InfoCard } from '../../../ui/InfoCard.tsx';
import { lastVisitAt } from '../list/person-roles.ts';
import { branchTimeZone } from '../time-zone.ts';

export const LastVisitCardFragment = graphql(`
  fragment LastVisitCard_person on Person {
    homeBranchId
    homeBranch {
      id
      timeZone {
        id
      }
    }
    roles {
      branchId
      lastVisitTimestamp
    }
  }
`);

export const BelongsToCardFragment = graphql(`
  fragment BelongsToCard_person on Person {
    homeBranch {
      id
      name
    }
  }
`);

/** Spec 2 §2: the last visit at the home branch, in the branch's time zone. */
export function LastVisitCard(props: { person: FragmentType<typeof LastVisitCardFragment> }) {
  const person = getFragmentData(LastVisitCardFragment, props.person);
  const timeZone = branchTimeZone(person.homeBranch);
  const at = formatInstant(lastVisitAt(person.roles, person.homeBranchId), timeZone, 'dateTime');
  return (
    <InfoCard title="Last visit">
      <Text size="sm" c={at ? undefined : 'dimmed'}>
        {at ?? 'No visits yet'}
      </Text>
    </InfoCard>
  );
}

/** Spec 2 §2: the home branch the member belongs to. */
export function BelongsToCard(props: { person: FragmentType<typeof BelongsToCardFragment> }) {
  const { homeBranch } = getFragmentData(BelongsToCardFragment, props.person);
  const permissions = usePermissions();
  return (
    <InfoCard title="Belongs to">
      {!homeBranch ? (
        <Text size="sm" c="dimmed">
          No home branch
        </Text>
      ) : can(permissions, 'view-member', homeBranch.id) ? (
        <Anchor component={Link} to={branchPath(homeBranch.id)} size="sm">
          {homeBranch.name}
        </Anchor>
      ) : (
        <Text size="sm">{homeBranch.name}</Text>
      )}
    </InfoCard>
  );
}
