import { GROUP_OPERATIONS_ACCESS, operationDescription } from '@clubline/domain';
import { Button, Card, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useClient, useMutation, useQuery } from 'urql';
import { useFeatureFlag } from '../../app/flags/useFeatureFlag.ts';
import { isNotFound } from '../../app/graphql/errors.ts';
import { NotFoundPage } from '../../app/pages/NotFoundPage.tsx';
import { QueryError } from '../../app/pages/QueryError.tsx';
import { usePermissions } from '../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { graphql } from '../../gql/index.ts';
import { openConfirm } from '../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../ui/notifications.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ROLES_PATH } from './paths.ts';
import { RoleFormModal } from './RoleFormModal.tsx';
import { canManageRoles, canRemoveRole, canToggleOperations } from './role-rules.ts';
import {
  GROUP_OPERATIONS_LABEL,
  ROLE_CHANGE_FAILED,
  ROLE_CHANGED,
  ROLE_REFETCH_DELAY_MS,
  ROLE_REMOVAL_REFETCH_DELAY_MS,
  ROLE_REMOVE_FAILED,
  ROLE_REMOVED,
} from './role-texts.ts';
import { useDelayedRefetch } from './useDelayedRefetch.ts';

const RoleQuery = graphql(`
  query Role($roleId: ID!) {
    getRoleSummary(roleId: $roleId) {
      roleId
      name
      description
      type
      membersCount
      accessToGroupOperations
      operations {
        id
        name
        allowed
      }
    }
  }
`);

const AssignOperationMutation = graphql(`
  mutation AssignOperationToRole($roleId: ID!, $opId: ID!) {
    assignOperationToRole(roleId: $roleId, opId: $opId) {
      roleId
    }
  }
`);

const RemoveOperationMutation = graphql(`
  mutation RemoveOperationFromRole($roleId: ID!, $opId: ID!) {
    removeOperationFromRole(roleId: $roleId, opId: $opId) {
      roleId
    }
  }
`);

const RemoveRoleMutation = graphql(`
  mutation RemoveRole($roleId: ID!) {
    removeRole(roleId: $roleId)
  }
`);

/** The element holding an operation's plain description (the name stays the spec's, 1 §6). */
const descriptionId = (operationId: string) => `operation-description-${operationId}`;

/**
 * Spec 3 §2 roles/{roleId}: description, access to group operations, the permissions table with
 * allowed toggles, Edit and Remove. Every control is disabled from a change until the role has been
 * read again, about 2 s later (spec 3 §4).
 */
export function RolePage() {
  const { roleId = '' } = useParams();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const changesEnabled = useFeatureFlag('roles_create_modify_remove');
  const client = useClient();
  const [{ data, error, fetching }] = useQuery({ query: RoleQuery, variables: { roleId } });
  const refetch = useCallback(
    () => client.query(RoleQuery, { roleId }, { requestPolicy: 'network-only' }).toPromise(),
    [client, roleId],
  );
  const { busy, run } = useDelayedRefetch(refetch);
  const [, assign] = useMutation(AssignOperationMutation);
  const [, unassign] = useMutation(RemoveOperationMutation);
  const [, removeRole] = useMutation(RemoveRoleMutation);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  // The value a toggle was clicked to, shown while the change is on its way.
  const [pending, setPending] = useState<{ opId: string; allowed: boolean } | null>(null);
  const role = data?.getRoleSummary;
  usePageTitle(role?.name ?? 'Role');

  if (error) return isNotFound(error) ? <NotFoundPage inShell /> : <QueryError error={error} />;
  if (!role || (fetching && !data)) return <PageLoader />;

  const locked = busy || removing || !canToggleOperations(permissions, role, changesEnabled);
  const allowedNow = (opId: string, stored: boolean) => (pending?.opId === opId ? pending.allowed : stored);

  const toggle = (opId: string, allowed: boolean) => {
    setPending({ opId, allowed });
    void run(async () => {
      const change = allowed ? assign : unassign;
      const result = await change({ roleId: role.roleId, opId });
      if (result.error) notifyError(ROLE_CHANGE_FAILED);
      else notifySuccess(ROLE_CHANGED);
    }, ROLE_REFETCH_DELAY_MS).finally(() => setPending(null));
  };

  const confirmRemove = () =>
    openConfirm({
      title: 'Remove role',
      children: <Text size="sm">Remove the role {role.name}? This cannot be undone.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        setRemoving(true);
        const result = await removeRole({ roleId: role.roleId });
        if (result.error) {
          notifyError(ROLE_REMOVE_FAILED);
          setRemoving(false);
          return;
        }
        notifySuccess(ROLE_REMOVED);
        // Spec 3 §4: the list is read again about 3 s after a removal from the role page.
        setTimeout(() => navigate(ROLES_PATH), ROLE_REMOVAL_REFETCH_DELAY_MS);
      },
    });

  return (
    <>
      <PageHeader
        title={role.name}
        description={role.description ?? undefined}
        breadcrumbs={[{ label: 'Roles', to: ROLES_PATH }, { label: role.name }]}
        actions={
          <Group gap="sm">
            {canManageRoles(permissions, changesEnabled) && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={() => setEditing(true)}
                disabled={busy || removing}
              >
                Edit
              </Button>
            )}
            {canRemoveRole(permissions, role, changesEnabled) && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={confirmRemove}
                disabled={busy || removing}
              >
                Remove
              </Button>
            )}
          </Group>
        }
      />
      <Stack gap="md">
        <Card withBorder>
          <Checkbox
            label={GROUP_OPERATIONS_LABEL}
            description="Whether the role may use group operations."
            checked={allowedNow(GROUP_OPERATIONS_ACCESS, role.accessToGroupOperations)}
            disabled={locked}
            onChange={(event) => toggle(GROUP_OPERATIONS_ACCESS, event.currentTarget.checked)}
          />
        </Card>
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={280}>
            <Table verticalSpacing="xs" highlightOnHover aria-label="Permissions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Permission</Table.Th>
                  <Table.Th ta="center" w={100}>
                    Allowed
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {role.operations.map((operation) => (
                  <Table.Tr key={operation.id}>
                    <Table.Td>
                      {operation.name}
                      <Text id={descriptionId(operation.id)} size="xs" c="dimmed">
                        {operationDescription(operation.id)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group justify="center">
                        <Checkbox
                          aria-label={`${operation.name} allowed`}
                          aria-describedby={descriptionId(operation.id)}
                          checked={allowedNow(operation.id, operation.allowed)}
                          disabled={locked}
                          onChange={(event) => toggle(operation.id, event.currentTarget.checked)}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      </Stack>
      <RoleFormModal
        opened={editing}
        onClose={() => setEditing(false)}
        role={role}
        knownRoles={[]}
        onSaved={() => void run(async () => undefined, ROLE_REFETCH_DELAY_MS)}
      />
    </>
  );
}
