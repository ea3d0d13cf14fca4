import {
  ALL_BRANCHES,
  branchesFor,
  can,
  PLAN_COUNTRIES,
  PLAN_TYPE_LABELS,
  PLAN_TYPES,
} from '@clubline/domain';
import { Anchor, Box, Button, Group, MultiSelect, Select, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { usePermissions, useSessionData } from '../../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import type { MembershipPlanType } from '../../../gql/graphql.ts';
import { graphql } from '../../../gql/index.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { SearchInput } from '../../../ui/SearchInput.tsx';
import { TableSection } from '../../../ui/TableSection.tsx';
import { planPath } from '../paths.ts';
import { countryLabel } from '../plan-format.ts';

// The create form loads when it is first opened.
const CreatePlanModal = lazy(async () => ({
  default: (await import('./CreatePlanModal.tsx')).CreatePlanModal,
}));

const MembershipPlansQuery = graphql(`
  query MembershipPlans($branches: [ID!]!, $term: String, $country: String, $type: MembershipPlanType) {
    getMembershipPlans(branches: $branches, term: $term, country: $country, type: $type) {
      id
      name
      description
      type
      country
      numberOfVisits
    }
  }
`);

/** Spec 3 §8. */
export const PLANS_LOAD_FAILED = 'An error occurred while obtaining membership plans';

interface Filters {
  branches: string[];
  country: string | null;
  type: MembershipPlanType | null;
}

const NO_FILTERS: Filters = { branches: [], country: null, type: null };

/**
 * Spec 3 §2: the membership plan list (organisation level, and a branch's behind its flag), with
 * a search box, branch, country and type filters, and the two-step Create membership plan modal.
 */
export function PlanListPage() {
  usePageTitle('Membership plans');
  const { branchId = null } = useParams();
  const permissions = usePermissions();
  const { branches } = useSessionData();
  const [term, setTerm] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // Reset clears the search box too, which keeps its own text: a new key mounts a blank one.
  const [searchKey, setSearchKey] = useState(0);
  const [creating, setCreating] = useState(false);

  const viewable = useMemo(() => {
    const allowed = new Set(branchesFor(permissions, 'view-membership-plan'));
    return branches.filter((branch) => allowed.has(branch.id));
  }, [branches, permissions]);
  // No branch chosen lists every branch the user may view; a branch page lists its branch.
  const searched = branchId
    ? [branchId]
    : filters.branches.length > 0
      ? filters.branches
      : viewable.map((b) => b.id);
  const [{ data, error, fetching }] = useQuery({
    query: MembershipPlansQuery,
    variables: { branches: searched, term: term || null, country: filters.country, type: filters.type },
  });
  const plans = data?.getMembershipPlans ?? [];
  const filtered =
    term !== '' || filters.branches.length > 0 || filters.country !== null || filters.type !== null;
  const canCreate = branchId === null && can(permissions, 'manage-membership-plan', ALL_BRANCHES);

  return (
    <>
      <PageHeader
        title="Membership plans"
        breadcrumbs={[{ label: 'Management' }, { label: 'Membership plans' }]}
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              Create membership plan
            </Button>
          )
        }
      />
      <Stack gap="lg">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Box w={{ base: '100%', sm: 240 }}>
            <SearchInput key={searchKey} placeholder="Search membership plans" onSearch={setTerm} />
          </Box>
          {!branchId && (
            <MultiSelect
              aria-label="Branches"
              placeholder={filters.branches.length === 0 ? 'All branches' : undefined}
              data={viewable.map((branch) => ({ value: branch.id, label: branch.name }))}
              value={filters.branches}
              onChange={(chosen) => setFilters((now) => ({ ...now, branches: chosen }))}
              clearable
              searchable
              w={{ base: '100%', sm: 240 }}
            />
          )}
          <Select
            aria-label="Country"
            placeholder="All countries"
            data={PLAN_COUNTRIES.map((code) => ({ value: code, label: countryLabel(code) }))}
            value={filters.country}
            onChange={(country) => setFilters((now) => ({ ...now, country }))}
            clearable
            w={{ base: 'calc(50% - 6px)', sm: 150 }}
          />
          <Select
            aria-label="Type"
            placeholder="All types"
            data={PLAN_TYPES.map((type) => ({ value: type, label: PLAN_TYPE_LABELS[type] }))}
            value={filters.type}
            onChange={(type) => setFilters((now) => ({ ...now, type: type as MembershipPlanType | null }))}
            clearable
            w={{ base: 'calc(50% - 6px)', sm: 150 }}
          />
          <Button
            variant="subtle"
            disabled={!filtered}
            onClick={() => {
              setFilters(NO_FILTERS);
              setTerm('');
              setSearchKey((key) => key + 1);
            }}
          >
            Reset filter
          </Button>
        </Group>
        <TableSection
          title="Membership plans"
          titleHidden
          loading={fetching && !data}
          error={error ? PLANS_LOAD_FAILED : null}
          empty={plans.length === 0 ? 'No membership plans' : null}
        >
          <Table.ScrollContainer minWidth={280}>
            <Table highlightOnHover verticalSpacing="sm" aria-busy={fetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th visibleFrom="sm">Country</Table.Th>
                  <Table.Th visibleFrom="sm" ta="right">
                    Number of visits
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plans.map((plan) => (
                  <Table.Tr key={plan.id}>
                    <Table.Td>
                      <Anchor component={Link} to={planPath(plan.id, branchId)} fw={500}>
                        {plan.name}
                      </Anchor>
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {plan.description}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {PLAN_TYPE_LABELS[plan.type]}
                      {/* On a phone the country column is hidden: two plans may share a name. */}
                      <Text hiddenFrom="sm" size="xs" c="dimmed">
                        {countryLabel(plan.country)}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{countryLabel(plan.country)}</Table.Td>
                    <Table.Td visibleFrom="sm" ta="right">
                      {plan.numberOfVisits ?? '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </TableSection>
      </Stack>
      {creating && (
        <Suspense>
          <CreatePlanModal opened={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
