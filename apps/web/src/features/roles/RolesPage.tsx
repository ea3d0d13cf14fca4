import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useClient, useQuery } from 'urql';
import { useFeatureFlag } from '../../app/flags/useFeatureFlag.ts';
import { QueryError } from '../../app/pages/QueryError.tsx';
import { usePermissions } from '../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { graphql } from '../../gql/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { rolePath } from './paths.ts';
import { RoleFormModal } from './RoleFormModal.tsx';
import { canCreateRole } from './role-rules.ts';
import { ROLE_REFETCH_DELAY_MS } from './role-texts.ts';
import { useDelayedRefetch } from './useDelayedRefetch.ts';

const RolesQuery = graphql(`
  query Roles {
    getRoles {
      roleId
      name
      description
      type
      membersCount
    }
  }
`);

/** Spec 3 §2: /organization/management/roles, the roles with their assigned count and Create role. */
export function RolesPage() {
  usePageTitle('Roles');
  const permissions = usePermissions();
  const changesEnabled = useFeatureFlag('roles_create_modify_remove');
  const client = useClient();
  // Fresh on every visit: a role removed or added from another page shows at once.
  const [{ data, error, fetching }] = useQuery({ query: RolesQuery, requestPolicy: 'cache-and-network' });
  const refetch = useCallback(
    () => client.query(RolesQuery, {}, { requestPolicy: 'network-only' }).toPromise(),
    [client],
  );
  const { busy, run } = useDelayedRefetch(refetch);
  const [creating, setCreating] = useState(false);
  const roles = data?.getRoles ?? [];

  if (error) return <QueryError error={error} />;
  return (
    <>
      <PageHeader
        title="Roles"
        breadcrumbs={[{ label: 'Organisation' }, { label: 'Management' }, { label: 'Roles' }]}
        actions={
          canCreateRole(permissions, changesEnabled) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} disabled={busy}>
              Create role
            </Button>
          )
        }
      />
      {fetching && !data ? (
        <PageLoader />
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table highlightOnHover verticalSpacing="sm" bg="var(--mantine-color-body)" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th visibleFrom="sm">Description</Table.Th>
                <Table.Th ta="right">Assigned</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.map((role) => (
                <Table.Tr key={role.roleId}>
                  <Table.Td>
                    <Group gap={6}>
                      <Anchor component={Link} to={rolePath(role.roleId)} fw={500}>
                        {role.name}
                      </Anchor>
                      {role.type === 'BUILT_IN' && (
                        <Badge size="xs" variant="light" color="gray">
                          Built-in
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm" c={role.description ? undefined : 'dimmed'} lineClamp={2}>
                      {role.description ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{role.membersCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RoleFormModal
        opened={creating}
        onClose={() => setCreating(false)}
        knownRoles={roles}
        onSaved={() => void run(async () => undefined, ROLE_REFETCH_DELAY_MS)}
      />
    </>
  );
}
