import { branchesFor, can } from '@clubline/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { usePermissions, useSessionData } from '../../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { ExportMembersButton } from './ExportMembersButton.tsx';
import { MemberSearchBox } from './MemberSearchBox.tsx';
import { MyMembersSection } from './MyMembersSection.tsx';
import { searchedCardNumber } from './member-search.ts';
import { ReciprocalMembersSection } from './ReciprocalMembersSection.tsx';
import { useMemberListState } from './useMemberListState.ts';

// Only the organisation-level list chooses branches; it loads the choice after its first render.
const BranchFilter = lazy(async () => ({ default: (await import('./BranchFilter.tsx')).BranchFilter }));

// The add-member form loads when it is first opened.
const AddMemberModal = lazy(async () => ({
  default: (await import('../add/AddMemberModal.tsx')).AddMemberModal,
}));

/**
 * Spec 2 §2: the member list, at organisation level (/organization/members) and branch level
 * (/branch/:branchId/members). Branch-level users search their branch only; organisation-level
 * users may narrow the search to some of their branches. The term, each table's page and the
 * chosen branches live in the address, so Back from a member and shared links restore
 * them.
 */
export function MemberListPage() {
  usePageTitle('Members');
  const { branchId = null } = useParams();
  const permissions = usePermissions();
  const { branches } = useSessionData();
  const { state, setTerm, setBranches, setPage } = useMemberListState();
  const { term } = state;
  const [adding, setAdding] = useState(false);
  const [loading, setLoading] = useState({ mine: false, reciprocal: false });
  // The same state kept when nothing changed: a new object would render the page, and with it
  // both tables' rows, again for every start and stop of their queries.
  const onMineLoading = useCallback(
    (mine: boolean) => setLoading((now) => (now.mine === mine ? now : { ...now, mine })),
    [],
  );
  const onReciprocalLoading = useCallback(
    (reciprocal: boolean) =>
      setLoading((now) => (now.reciprocal === reciprocal ? now : { ...now, reciprocal })),
    [],
  );
  const onMinePage = useCallback(
    (page: number, options?: { replace?: boolean }) => setPage('mine', page, options),
    [setPage],
  );
  const onReciprocalPage = useCallback(
    (page: number, options?: { replace?: boolean }) => setPage('reciprocal', page, options),
    [setPage],
  );

  const viewable = useMemo(() => {
    const allowed = new Set(branchesFor(permissions, 'view-member'));
    return branches.filter((branch) => allowed.has(branch.id));
  }, [branches, permissions]);
  // Branches from the address that the user may not view (or that no longer exist) are ignored.
  const chosen = useMemo(
    () => state.branches.filter((id) => viewable.some((branch) => branch.id === id)),
    [state.branches, viewable],
  );
  const searched = useMemo(
    () => (branchId ? [branchId] : chosen.length > 0 ? chosen : viewable.map((branch) => branch.id)),
    [branchId, chosen, viewable],
  );
  const canAdd = branchId !== null && can(permissions, 'manage-member', branchId);
  const card = searchedCardNumber(term);

  return (
    <>
      <PageHeader
        title="Members"
        actions={
          <Group gap="sm">
            <ExportMembersButton branches={searched} />
            {canAdd && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                Add new member
              </Button>
            )}
          </Group>
        }
      />
      <Stack gap="xl">
        <Stack gap={6}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <MemberSearchBox term={term} onSearch={setTerm} loading={loading.mine || loading.reciprocal} />
            {!branchId && (
              <Suspense
                fallback={
                  <TextInput
                    aria-label="Branches"
                    placeholder={chosen.length === 0 ? 'All branches' : undefined}
                    readOnly
                    maw={420}
                    w="100%"
                  />
                }
              >
                <BranchFilter
                  placeholder={chosen.length === 0 ? 'All branches' : undefined}
                  branches={viewable}
                  value={chosen}
                  onChange={setBranches}
                />
              </Suspense>
            )}
          </Group>
          {card && (
            <Text size="sm" c="dimmed">
              Searching by access card {card}
            </Text>
          )}
        </Stack>
        <MyMembersSection
          term={term}
          branches={searched}
          branchId={branchId}
          page={state.page}
          onPageChange={onMinePage}
          onLoadingChange={onMineLoading}
        />
        <ReciprocalMembersSection
          term={term}
          branches={searched}
          branchId={branchId}
          page={state.reciprocalPage}
          onPageChange={onReciprocalPage}
          onLoadingChange={onReciprocalLoading}
        />
      </Stack>
      {branchId && adding && (
        <Suspense fallback={null}>
          <AddMemberModal branchId={branchId} opened={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
