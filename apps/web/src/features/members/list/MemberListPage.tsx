import { branchesFor, can } from '@clubline/domain';
import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { usePermissions, useSessionData } from '../../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { SearchInput } from '../../../ui/SearchInput.tsx';
import { ExportMembersButton } from './ExportMembersButton.tsx';
import { MyMembersSection } from './MyMembersSection.tsx';
import { MEMBER_SEARCH_PLACEHOLDER, searchedCardNumber } from './member-search.ts';
import { ReciprocalMembersSection } from './ReciprocalMembersSection.tsx';

// The add-member form loads when it is first opened.
const AddMemberModal = lazy(async () => ({
  default: (await import('../add/AddMemberModal.tsx')).AddMemberModal,
}));

/**
 * Spec 2 §2: the member list, at organisation level (/organization/members) and branch level
 * (/branch/:branchId/members). Branch-level users search their branch only; organisation-level
 * users may narrow the search to some of their branches.
 */
export function MemberListPage() {
  usePageTitle('Members');
  const { branchId = null } = useParams();
  const permissions = usePermissions();
  const { branches } = useSessionData();
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const onSearch = useCallback((next: string) => setTerm(next), []);

  const viewable = useMemo(() => {
    const allowed = new Set(branchesFor(permissions, 'view-member'));
    return branches.filter((branch) => allowed.has(branch.id));
  }, [branches, permissions]);
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
            <SearchInput placeholder={MEMBER_SEARCH_PLACEHOLDER} onSearch={onSearch} maw={420} />
            {!branchId && (
              <MultiSelect
                aria-label="Branches"
                placeholder={chosen.length === 0 ? 'All branches' : undefined}
                data={viewable.map((branch) => ({ value: branch.id, label: branch.name }))}
                value={chosen}
                onChange={setChosen}
                clearable
                searchable
                maw={420}
                w="100%"
              />
            )}
          </Group>
          {card && (
            <Text size="sm" c="dimmed">
              Searching by access card {card}
            </Text>
          )}
        </Stack>
        <MyMembersSection term={term} branches={searched} branchId={branchId} />
        <ReciprocalMembersSection term={term} branches={searched} branchId={branchId} />
      </Stack>
      {branchId && adding && (
        <Suspense fallback={null}>
          <AddMemberModal branchId={branchId} opened={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
