import { ALL_BRANCHES, roleAssignmentFailureText, staffMessages } from '@clubline/domain';
import { Alert, Button, Group, List, Select, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from 'urql';
import { listedErrorTextOf } from '../../app/errors/error-text.ts';
import { useRefreshableQuery } from '../../app/graphql/useRefreshableQuery.ts';
import { useSessionData } from '../../app/session/SessionContext.tsx';
import { graphql } from '../../gql/index.ts';
import { InfoCard } from '../../ui/InfoCard.tsx';
import { notifySuccess } from '../../ui/notifications.ts';

const SecurityGroupsQuery = graphql(`
  query StaffSecurityGroups($personId: ID!) {
    getStaffSecurityGroups(personId: $personId) {
      personId
      assignments {
        roleId
        roleName
        branchId
        isSuperAdmin
      }
      assignable {
        roleId
        roleName
        branchIds
      }
    }
  }
`);

const AssignRoleMutation = graphql(`
  mutation AssignRoleToPerson($roleId: String!, $branchId: String!, $personId: ID!) {
    assignRoleToPerson(roleId: $roleId, branchId: $branchId, personId: $personId) {
      personId
    }
  }
`);

const RemoveRoleMutation = graphql(`
  mutation RemoveRoleFromPerson($roleId: String!, $branchId: String!, $personId: ID!) {
    removeRoleFromPerson(roleId: $roleId, branchId: $branchId, personId: $personId) {
      personId
    }
  }
`);

/** ALL_BRANCHES, a group's name or a branch's name. */
function useScopeName(): (scope: string) => string {
  const { branches, groups } = useSessionData();
  return (scope) =>
    scope === ALL_BRANCHES
      ? 'All branches'
      : (groups.find((group) => group.id === scope)?.name ??
        branches.find((b) => b.id === scope)?.name ??
        scope);
}

/**
 * Spec 3 §2 Staff "security groups": the staff member's roles per branch, branch group or all
 * branches, with Add and Remove where the viewer holds manage-role-assignment-<role> (the server
 * decides; the choices offered are what it says the viewer may assign). Failed changes are listed
 * as "{branch} to/from {role} role" (spec 3 §8).
 */
export function SecurityGroupsSection({ personId }: { personId: string }) {
  const scopeName = useScopeName();
  const [{ data, error }, refetch] = useRefreshableQuery({
    query: SecurityGroupsQuery,
    variables: { personId },
  });
  const [, assign] = useMutation(AssignRoleMutation);
  const [, remove] = useMutation(RemoveRoleMutation);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [scope, setScope] = useState<string | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const groups = data?.getStaffSecurityGroups;
  const assignable = groups?.assignable ?? [];
  const roleName = (id: string) => assignable.find((role) => role.roleId === id)?.roleName ?? id;
  const scopes = assignable.find((role) => role.roleId === roleId)?.branchIds ?? [];
  const mayChange = (assignment: { roleId: string; branchId: string }) =>
    assignable.some(
      (role) => role.roleId === assignment.roleId && role.branchIds.includes(assignment.branchId),
    );

  const change = async (
    action: 'assign' | 'remove',
    variables: { roleId: string; branchId: string; name: string },
  ) => {
    setBusy(true);
    const run = action === 'assign' ? assign : remove;
    const result = await run({ roleId: variables.roleId, branchId: variables.branchId, personId });
    setBusy(false);
    if (result.error) {
      setFailures([roleAssignmentFailureText(scopeName(variables.branchId), variables.name, action)]);
      return;
    }
    setFailures([]);
    notifySuccess();
    if (action === 'assign') {
      setRoleId(null);
      setScope(null);
    }
    refetch();
  };

  return (
    <InfoCard title="Security groups">
      <Stack gap="sm">
        {error && (
          <Text c="red">
            {listedErrorTextOf(error, ['STAFF_ACCESS_DENIED'], {
              // Roles reaching branches the viewer does not run stay hidden (docs/security.md).
              STAFF_ACCESS_DENIED: staffMessages.rolesHidden,
            })}
          </Text>
        )}
        {failures.length > 0 && (
          <Alert color="red" variant="light" role="alert" title="Not changed">
            <List size="sm">
              {failures.map((failure) => (
                <List.Item key={failure}>{failure}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {groups && groups.assignments.length === 0 && <Text c="dimmed">No roles</Text>}
        {groups && groups.assignments.length > 0 && (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Role</Table.Th>
                <Table.Th>Branch</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.assignments.map((assignment) => (
                <Table.Tr key={`${assignment.roleId}:${assignment.branchId}`}>
                  <Table.Td>
                    {assignment.roleName}
                    {assignment.isSuperAdmin && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        (super admin)
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{scopeName(assignment.branchId)}</Table.Td>
                  <Table.Td>
                    {mayChange(assignment) && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        disabled={busy}
                        aria-label={`Remove ${assignment.roleName} at ${scopeName(assignment.branchId)}`}
                        onClick={() =>
                          change('remove', {
                            roleId: assignment.roleId,
                            branchId: assignment.branchId,
                            name: assignment.roleName,
                          })
                        }
                      >
                        Remove
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {assignable.length > 0 && (
          <>
            <Title order={3} size="h5">
              Assign a role
            </Title>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <Select
                label="Role"
                data={assignable.map((role) => ({ value: role.roleId, label: role.roleName }))}
                value={roleId}
                onChange={(value) => {
                  setRoleId(value);
                  setScope(null);
                }}
              />
              <Select
                label="Branch"
                data={scopes.map((id) => ({ value: id, label: scopeName(id) }))}
                value={scope}
                onChange={setScope}
                disabled={roleId === null}
                searchable
              />
              <Button
                disabled={busy || roleId === null || scope === null}
                onClick={() =>
                  roleId && scope && change('assign', { roleId, branchId: scope, name: roleName(roleId) })
                }
              >
                Assign
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </InfoCard>
  );
}
