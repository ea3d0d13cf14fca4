import { Anchor, Button, EmptyState, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureFlag } from '../../app/flags/useFeatureFlag.ts';
import { QueryError } from '../../app/pages/QueryError.tsx';
import { usePermissions } from '../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { graphql } from '../../gql/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ActionsHeader, RowActionButton } from '../../ui/RowActions.tsx';
import { BranchGroupFormModal } from './BranchGroupFormModal.tsx';
import { canCreateBranchGroup, canEditBranchGroup } from './branch-group-rules.ts';
import { branchGroupPath } from './paths.ts';
import { useBranchGroupOptions } from './useBranchGroupOptions.ts';

const BranchGroupsQuery = graphql(`
  query BranchGroups {
    allBranchesAndGroups {
      groups {
        id
        name
        description
        branches
        ...BranchGroupForm_group
      }
    }
  }
`);

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; groupId: string };

/** Spec 3 §2: /organization/branches/branch-groups. */
export function BranchGroupsPage() {
  usePageTitle('Branch groups');
  const permissions = usePermissions();
  const changesEnabled = useFeatureFlag('branch_groups');
  const branchOptions = useBranchGroupOptions();
  const [{ data, error, fetching }] = useQuery({ query: BranchGroupsQuery });
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const groups = data?.allBranchesAndGroups.groups ?? [];
  const editedGroup = editing.mode === 'edit' ? groups.find((group) => group.id === editing.groupId) : null;

  if (error) return <QueryError error={error} />;
  return (
    <>
      <PageHeader
        title="Branch groups"
        breadcrumbs={[
          { label: 'Organisation' },
          { label: 'Branches', to: '/organization/branches' },
          { label: 'Branch groups' },
        ]}
        actions={
          canCreateBranchGroup(permissions, changesEnabled) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: 'create' })}>
              Create branch group
            </Button>
          )
        }
      />
      {fetching && !data ? (
        <PageLoader />
      ) : groups.length === 0 ? (
        <EmptyState py="xl" title="No branch groups" />
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table highlightOnHover verticalSpacing="sm" bg="var(--mantine-color-body)" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th visibleFrom="sm">Description</Table.Th>
                <Table.Th ta="right">Branches</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((group) => (
                <Table.Tr key={group.id}>
                  <Table.Td>
                    <Anchor component={Link} to={branchGroupPath(group.id)} fw={500}>
                      {group.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm" c={group.description ? undefined : 'dimmed'} lineClamp={2}>
                      {group.description ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{group.branches.length}</Table.Td>
                  <Table.Td>
                    {canEditBranchGroup(permissions, group.id, changesEnabled) && (
                      <RowActionButton
                        label="Edit"
                        name={`Edit ${group.name}`}
                        icon={IconPencil}
                        onClick={() => setEditing({ mode: 'edit', groupId: group.id })}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <BranchGroupFormModal
        opened={editing.mode !== 'closed'}
        onClose={() => setEditing({ mode: 'closed' })}
        group={editedGroup ?? null}
        branchOptions={branchOptions}
        groupNames={groups}
      />
    </>
  );
}
