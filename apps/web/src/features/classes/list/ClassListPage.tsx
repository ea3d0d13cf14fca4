import { type BookingAudience, branchesFor } from '@clubline/domain';
import { Anchor, Badge, Button, ColorSwatch, Group, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { graphql } from '../../../gql/index.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { TableSection } from '../../../ui/TableSection.tsx';
import { classPath } from '../paths.ts';

// The create form loads when it is first opened.
const CreateClassModal = lazy(async () => ({
  default: (await import('./CreateClassModal.tsx')).CreateClassModal,
}));

const ClassesQuery = graphql(`
  query Classes($branches: [ID!]) {
    getClasses(branches: $branches) {
      id
      name
      description
      color
      allowBookingsFrom
      sessionWaitlistConfig {
        status
        limit
      }
      branches {
        id
        name
      }
    }
  }
`);

/** Spec 3 §8. */
export const CLASSES_LOAD_FAILED = 'An error occurred while obtaining classes';

/** Who can book, as the list says it (spec 3 §4's boxes in words). */
export const AUDIENCE_LABELS: Record<BookingAudience, string> = {
  ALL: 'Members, staff and guests',
  MEMBER: 'Members and staff',
  CASUAL: 'Guests',
  NONE: 'No one',
};

/**
 * Spec 2 §2, spec 3 §2: the classes, each linking to its page, and Create class for whoever holds
 * manage-classes at some branch (at a branch: at that branch). A branch's list shows its classes.
 */
export function ClassListPage() {
  usePageTitle('Classes');
  const { branchId = null } = useParams();
  const permissions = usePermissions();
  const [creating, setCreating] = useState(false);
  const [{ data, error, fetching }] = useQuery({
    query: ClassesQuery,
    variables: { branches: branchId ? [branchId] : null },
  });
  const classes = data?.getClasses ?? [];
  const manageable = branchesFor(permissions, 'manage-classes');
  const canCreate = branchId ? manageable.includes(branchId) : manageable.length > 0;

  return (
    <>
      <PageHeader
        title="Classes"
        breadcrumbs={[{ label: 'Management' }, { label: 'Classes' }]}
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              Create class
            </Button>
          )
        }
      />
      <TableSection
        title="Classes"
        titleHidden
        loading={fetching && !data}
        error={error ? CLASSES_LOAD_FAILED : null}
        empty={classes.length === 0 ? 'No classes' : null}
      >
        <Table.ScrollContainer minWidth={280}>
          <Table highlightOnHover verticalSpacing="sm" aria-busy={fetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th visibleFrom="sm">Who can book</Table.Th>
                <Table.Th visibleFrom="sm">Waitlist</Table.Th>
                <Table.Th visibleFrom="md">Branches</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {classes.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <ColorSwatch color={item.color} size={16} mt={4} aria-hidden />
                      <div>
                        <Anchor component={Link} to={classPath(item.id, branchId)} fw={500}>
                          {item.name}
                        </Anchor>
                        <Text size="sm" c="dimmed" lineClamp={2}>
                          {item.description}
                        </Text>
                        {/* Where the branch column is hidden: the same class name runs at several branches. */}
                        <Text hiddenFrom="md" size="xs" c="dimmed">
                          {item.branches.map((branch) => branch.name).join(', ')}
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{AUDIENCE_LABELS[item.allowBookingsFrom]}</Table.Td>
                  <Table.Td visibleFrom="sm">
                    {item.sessionWaitlistConfig.status === 'ENABLED' ? (
                      <Badge variant="light" color="teal">
                        {`On, ${item.sessionWaitlistConfig.limit ?? 0} places`}
                      </Badge>
                    ) : (
                      <Badge variant="light" color="gray">
                        Off
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    {item.branches.map((branch) => branch.name).join(', ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </TableSection>
      {creating && (
        <Suspense>
          <CreateClassModal opened={creating} onClose={() => setCreating(false)} branchId={branchId} />
        </Suspense>
      )}
    </>
  );
}
