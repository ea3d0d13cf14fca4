import { branchesFor, can, STAFF_PAGE_SIZE, staffMessages } from '@clubline/domain';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { usePermissions, useSessionData } from '../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { graphql } from '../../gql/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { SearchInput } from '../../ui/SearchInput.tsx';
import { TableSection } from '../../ui/TableSection.tsx';
import { staffPath } from './paths.ts';

const AddStaffModal = lazy(async () => ({ default: (await import('./AddStaffModal.tsx')).AddStaffModal }));

const StaffListQuery = graphql(`
  query StaffList($branches: [ID!]!, $term: String, $limit: Int, $offset: Int) {
    getStaffMembers(branches: $branches, term: $term, limit: $limit, offset: $offset) {
      pageInfo {
        total
      }
      persons {
        id
        firstName
        lastName
        email
        username
        branches
        tags
        roles
      }
    }
  }
`);

/**
 * The roles a staff member holds, comma-separated; the server leaves them out (null) when their
 * assignments reach branches the viewer does not see, as on the staff member's own page.
 */
function rolesText(roles: readonly string[] | null | undefined): string {
  if (!roles) return '—';
  return roles.length > 0 ? roles.join(', ') : 'No role';
}

/**
 * Spec 3 §2 "Staff": /organization/staff and /branch/:branchId/staff. Section All Members, list
 * Staff members, a search (500 ms), 50 a page, and Add staff member for users who manage staff
 * somewhere (spec 3 §6: Add staff on any branch). Branch-level users see their branch's staff.
 */
export function StaffListPage() {
  usePageTitle('Staff');
  const { branchId = null } = useParams();
  const permissions = usePermissions();
  const { branches } = useSessionData();
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const onSearch = useCallback((next: string) => {
    setTerm(next);
    setPage(1);
  }, []);
  const searched = useMemo(
    () => (branchId ? [branchId] : branchesFor(permissions, 'view-staff-member')),
    [branchId, permissions],
  );
  const [{ data, fetching, error }] = useQuery({
    query: StaffListQuery,
    variables: { branches: searched, term, limit: STAFF_PAGE_SIZE, offset: (page - 1) * STAFF_PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  const result = data?.getStaffMembers;
  const total = result?.pageInfo.total ?? 0;
  const canAdd = branchId
    ? can(permissions, 'manage-staff-member', branchId)
    : branchesFor(permissions, 'manage-staff-member').length > 0;
  const branchName = (id: string) => branches.find((branch) => branch.id === id)?.name ?? id;

  return (
    <>
      <PageHeader
        title={staffMessages.sectionTitle}
        actions={
          canAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Add staff member
            </Button>
          )
        }
      />
      <Stack gap="md">
        <SearchInput placeholder="Search staff" onSearch={onSearch} />
        <TableSection
          title={staffMessages.listTitle}
          aside={<Text c="dimmed">{total}</Text>}
          loading={fetching && !result}
          error={error ? staffMessages.listFailed : null}
          empty={result && result.persons.length === 0 ? 'No staff members' : null}
          page={page}
          pageCount={Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE))}
          onPageChange={setPage}
        >
          <ResponsiveTable
            label={staffMessages.listTitle}
            rows={result?.persons ?? []}
            rowKey={(staff) => staff.id}
            minWidth={680}
            striped
            highlightOnHover
            columns={[
              {
                header: 'Name',
                role: 'title',
                cell: (staff) => (
                  <>
                    <Anchor component={Link} to={staffPath(staff.id, branchId)} fw={600}>
                      {staff.firstName} {staff.lastName}
                    </Anchor>
                    {staff.email && (
                      <Text size="sm" c="dimmed">
                        {staff.email}
                      </Text>
                    )}
                  </>
                ),
              },
              { header: 'Username', cell: (staff) => staff.username ?? '—' },
              !branchId && { header: 'Branches', cell: (staff) => staff.branches.map(branchName).join(', ') },
              { header: 'Roles', cell: (staff) => rolesText(staff.roles) },
              {
                header: 'Tags',
                cell: (staff) => (
                  <Group gap={4}>
                    {staff.tags.map((tag) => (
                      <Badge key={tag} color="gray" variant="light">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                ),
              },
            ]}
          />
        </TableSection>
      </Stack>
      {adding && (
        <Suspense fallback={null}>
          <AddStaffModal branchId={branchId} opened={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
