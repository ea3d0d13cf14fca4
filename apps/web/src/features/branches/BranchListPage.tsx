import { isPermittedBranch } from '@clubline/domain';
import { Box, EmptyState } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { QueryError } from '../../app/pages/QueryError.tsx';
import { usePermissions } from '../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { graphql } from '../../gql/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { SearchInput } from '../../ui/SearchInput.tsx';
import { BranchTile } from './BranchTile.tsx';
import { matchesBranchSearch } from './branch-search.ts';

const BranchListQuery = graphql(`
  query BranchList {
    allBranchesAndGroups {
      branches {
        id
        name
        ...BranchTile_branch
      }
    }
  }
`);

/** Minimum tile width of the branch grid (spec 3 §2). */
export const BRANCH_TILE_MIN_WIDTH_PX = 327;

/** Spec 3 §2: /organization/branches/branch-list, a tile grid of the permitted branches. */
export function BranchListPage() {
  usePageTitle('Branch list');
  const permissions = usePermissions();
  const [{ data, error, fetching }] = useQuery({ query: BranchListQuery });
  const [term, setTerm] = useState('');
  const onSearch = useCallback((next: string) => setTerm(next), []);

  const permitted = useMemo(
    () =>
      (data?.allBranchesAndGroups.branches ?? [])
        .filter((branch) => isPermittedBranch(permissions, branch.id))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [data, permissions],
  );
  const shown = permitted.filter((branch) => matchesBranchSearch(branch.name, term));

  if (error) return <QueryError error={error} />;
  return (
    <>
      <PageHeader
        title={data ? `Branches (${permitted.length})` : 'Branches'}
        breadcrumbs={[{ label: 'Organisation' }, { label: 'Branches' }]}
      />
      <Box mb="md">
        <SearchInput placeholder="Search branches" onSearch={onSearch} />
      </Box>
      {fetching && !data ? (
        <PageLoader />
      ) : shown.length === 0 ? (
        <EmptyState
          py="xl"
          icon={<IconBuildingStore size={28} />}
          title="No branches"
          description={term ? `Nothing matches “${term}”.` : undefined}
        />
      ) : (
        <Box
          component="ul"
          aria-label="Branches"
          p={0}
          m={0}
          style={{
            listStyle: 'none',
            display: 'grid',
            gap: 'var(--mantine-spacing-md)',
            gridTemplateColumns: `repeat(auto-fill, minmax(min(${BRANCH_TILE_MIN_WIDTH_PX}px, 100%), 1fr))`,
          }}
        >
          {shown.map((branch) => (
            <li key={branch.id}>
              <BranchTile branch={branch} />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
