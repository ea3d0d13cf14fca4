import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { MemberTags } from '../list/MemberTags.tsx';
import { personName } from '../person-name.ts';
import { ProfileImage } from './ProfileImage.tsx';

const ProfileCardFragment = graphql(`
  fragment ProfileCard_person on Person {
    id
    firstName
    lastName
    hasImage
    homeBranchId
    tags
    roles {
      branchId
      roleType
      status
    }
  }
`);

const STATUS_COLORS: Record<string, string> = {
  MEMBER: 'teal',
  PROSPECT: 'blue',
  SUSPENDED: 'orange',
  BLOCKED: 'red',
  INACTIVE: 'gray',
};

/**
 * The role, and its status when that is not simply the role's own (a Member who is blocked,
 * suspended or inactive): a red "Member" alone would leave the front desk guessing why.
 */
function roleLabel(role: { roleType: string; status: string }): string {
  return role.status === role.roleType.toUpperCase()
    ? role.roleType
    : `${role.roleType} · ${role.status.charAt(0)}${role.status.slice(1).toLowerCase()}`;
}

interface ProfileCardProps {
  person: FragmentType<typeof ProfileCardFragment>;
  /** Whether the user may change the picture. */
  canEditImage: boolean;
  onChanged: () => void;
  /** The profile's actions (edit, transfer). */
  actions?: ReactNode;
}

/** Spec 2 §2: the member's name, picture, what they are at their home branch, and tags. */
export function ProfileCard({ canEditImage, onChanged, actions, ...props }: ProfileCardProps) {
  const person = getFragmentData(ProfileCardFragment, props.person);
  const name = personName(person);
  const homeRoles = person.roles.filter(
    (role) => role.branchId === person.homeBranchId && role.roleType !== 'StaffMember',
  );
  return (
    <Card withBorder padding="lg" component="section" aria-label="Profile">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="center">
          <ProfileImage
            personId={person.id}
            name={name}
            hasImage={person.hasImage}
            editable={canEditImage}
            onChanged={onChanged}
          />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Group gap={6}>
              {homeRoles.map((role) => (
                <Badge key={role.roleType} color={STATUS_COLORS[role.status] ?? 'gray'} variant="light">
                  {roleLabel(role)}
                </Badge>
              ))}
            </Group>
            {person.tags.length > 0 && <MemberTags tags={person.tags} />}
          </Stack>
        </Group>
        {actions && (
          <Group gap="sm" wrap="wrap">
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
