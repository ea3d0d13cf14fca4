import { Anchor, Button, Card, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useFeatureFlag } from '../../app/flags/useFeatureFlag.ts';
import { branchPath } from '../../app/modules/areas.ts';
import { QueryError } from '../../app/pages/QueryError.tsx';
import { usePermissions } from '../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { graphql } from '../../gql/index.ts';
import { openConfirm } from '../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../ui/notifications.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import {
  BRANCH_GROUP_CHANGE_FAILED,
  BRANCH_GROUP_CHANGED,
  BranchGroupFormModal,
} from './BranchGroupFormModal.tsx';
import { canEditBranchGroup, canRemoveBranchFromGroup } from './branch-group-rules.ts';
import { BRANCH_GROUPS_PATH } from './paths.ts';
import { useBranchGroupOptions } from './useBranchGroupOptions.ts';

const BranchGroupDetailQuery = graphql(`
  query BranchGroupDetail($id: ID!) {
    getBranchGroup(id: $id) {
      id
      name
      description
      branches
      ...BranchGroupForm_group
    }
    allBranchesAndGroups {
      branches {
        id
        name
        memberCount
      }
      groups {
        id
        name
      }
    }
  }
`);

const RemoveBranchFromBranchGroupMutation = graphql(`
  mutation RemoveBranchFromBranchGroup($branchGroupId: ID!, $branchId: ID!) {
    removeBranchFromBranchGroup(branchGroupId: $branchGroupId, branchId: $branchId) {
      id
      branches
    }
  }
`);

/** Spec 3 §2: a branch group, its description and its branches. */
export function BranchGroupDetailPage() {
  const { branchGroupId = '' } = useParams();
  const permissions = usePermissions();
  const changesEnabled = useFeatureFlag('branch_groups');
  const branchOptions = useBranchGroupOptions();
  const [{ data, error, fetching }] = useQuery({
    query: BranchGroupDetailQuery,
    variables: { id: branchGroupId },
  });
  const [, removeBranch] = useMutation(RemoveBranchFromBranchGroupMutation);
  const [editing, setEditing] = useState(false);
  const group = data?.getBranchGroup;
  usePageTitle(group?.name ?? 'Branch group');

  if (error) return <QueryError error={error} />;
  if (fetching || !group || !data) return <PageLoader />;

  const members = data.allBranchesAndGroups.branches
    .filter((branch) => group.branches.includes(branch.id))
    .sort((a, b) => a.name.localeCompare(b.name));
  const removable = canRemoveBranchFromGroup(permissions, group, changesEnabled);

  const confirmRemove = (branch: { id: string; name: string }) =>
    openConfirm({
      title: 'Remove branch',
      children: (
        <Text size="sm">
          Remove {branch.name} from {group.name}?
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const result = await removeBranch({ branchGroupId: group.id, branchId: branch.id });
        // Removing a branch changes the group: spec 3 §8's change failure, never the raw server text.
        if (result.error) notifyError(BRANCH_GROUP_CHANGE_FAILED);
        else notifySuccess(BRANCH_GROUP_CHANGED);
      },
    });

  return (
    <>
      <PageHeader
        title={group.name}
        description={group.description ?? undefined}
        breadcrumbs={[{ label: 'Branch groups', to: BRANCH_GROUPS_PATH }, { label: group.name }]}
        actions={
          canEditBranchGroup(permissions, group.id, changesEnabled) && (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          )
        }
      />
      <Card withBorder padding={0}>
        <ResponsiveTable
          label={`Branches of ${group.name}`}
          rows={members}
          rowKey={(branch) => branch.id}
          minWidth={420}
          verticalSpacing="sm"
          highlightOnHover
          columns={[
            {
              header: 'Branch',
              role: 'title',
              cell: (branch) => (
                <Anchor component={Link} to={branchPath(branch.id)}>
                  {branch.name}
                </Anchor>
              ),
            },
            { header: 'Members', align: 'right', cell: (branch) => branch.memberCount },
            removable && {
              header: 'Actions',
              role: 'actions',
              width: 100,
              cell: (branch) => (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => confirmRemove(branch)}
                  aria-label={`Remove ${branch.name}`}
                >
                  Remove
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <BranchGroupFormModal
        opened={editing}
        onClose={() => setEditing(false)}
        group={group}
        branchOptions={branchOptions}
        groupNames={data.allBranchesAndGroups.groups}
      />
    </>
  );
}
