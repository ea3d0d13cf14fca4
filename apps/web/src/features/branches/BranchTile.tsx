import { Badge, Card, Group, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { branchPath } from '../../app/modules/areas.ts';
import { type FragmentType, getFragmentData, graphql } from '../../gql/index.ts';
import classes from './BranchTile.module.css';

export const BranchTileFragment = graphql(`
  fragment BranchTile_branch on Branch {
    id
    name
    country
    memberCount
  }
`);

function memberCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}

/** One branch of the branch list (spec 3 §2): its name and member count, linking to the branch. */
export function BranchTile(props: { branch: FragmentType<typeof BranchTileFragment> }) {
  const branch = getFragmentData(BranchTileFragment, props.branch);
  return (
    <Card
      component={Link}
      to={branchPath(branch.id)}
      withBorder
      padding="md"
      radius="md"
      className={classes.tile}
      aria-label={branch.name}
      data-testid="branch-tile"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Text fw={600} className={classes.name}>
          {branch.name}
        </Text>
        <IconChevronRight
          size={18}
          aria-hidden
          color="var(--mantine-color-gray-5)"
          style={{ flex: 'none' }}
        />
      </Group>
      <Group gap="xs" mt="sm">
        <Badge variant="light" color="teal" radius="sm">
          {memberCountLabel(branch.memberCount)}
        </Badge>
        <Badge variant="outline" color="gray" radius="sm">
          {branch.country}
        </Badge>
      </Group>
    </Card>
  );
}
