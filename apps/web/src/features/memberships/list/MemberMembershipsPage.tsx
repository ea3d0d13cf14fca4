import { activeMembershipsInOrder, can, groupMemberships } from '@clubline/domain';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { getFragmentData, graphql } from '../../../gql/index.ts';
import { TableSection } from '../../../ui/TableSection.tsx';
import { MemberPageHeader, useMemberArea } from '../../members/public.ts';
import { MembershipFactsFragment } from '../membership-facts.ts';
import { MEMBERSHIP_MESSAGES } from '../membership-messages.ts';
import { MEMBERSHIPS_PAGE } from '../paths.ts';
import { MembershipsTable } from './MembershipsTable.tsx';
import { PastMembershipArrears } from './PastMembershipArrears.tsx';

// The two-step sale is the heaviest form of the area: loaded when staff open it.
const AddMembershipModal = lazy(async () => ({
  default: (await import('../add/AddMembershipModal.tsx')).AddMembershipModal,
}));

const MemberMembershipsQuery = graphql(`
  query MemberMemberships($personId: ID!) {
    getPerson(id: $personId) {
      id
      overdueReferences
    }
    getMemberships(personId: $personId) {
      ...MembershipFacts
    }
  }
`);

/** Spec 2 §2 "Member memberships": the active table (grouped, spec 2 §4) and the history. */
export function MemberMembershipsPage() {
  usePageTitle('Member memberships');
  const { personId, branchId, homeBranchId } = useMemberArea();
  const permissions = usePermissions();
  const canAdd = homeBranchId !== null && can(permissions, 'manage-membership', homeBranchId);
  const [adding, setAdding] = useState(false);
  const [{ data, error, fetching }, refresh] = useRefreshableQuery({
    query: MemberMembershipsQuery,
    variables: { personId },
    requestPolicy: 'network-only',
  });
  const memberships = getFragmentData(MembershipFactsFragment, data?.getMemberships ?? []);
  const active = activeMembershipsInOrder(memberships);
  const { history } = groupMemberships(memberships);
  const overdueReferences = data?.getPerson?.overdueReferences ?? [];
  const loadError = error ? MEMBERSHIP_MESSAGES.loadMembershipsFailed : null;
  const loading = fetching && !data;

  return (
    <>
      <MemberPageHeader
        page={MEMBERSHIPS_PAGE}
        title="Member profile"
        actions={
          canAdd && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Add a membership
            </Button>
          )
        }
      />
      <Stack gap="xl">
        <PastMembershipArrears
          memberships={memberships}
          personId={personId}
          homeBranchId={homeBranchId}
          onPaid={refresh}
        />
        <TableSection
          title="Active memberships"
          loading={loading}
          error={loadError}
          empty={data && active.length === 0 ? 'No active memberships' : null}
        >
          <MembershipsTable
            label="Active memberships"
            memberships={active}
            personId={personId}
            branchId={branchId}
            overdueReferences={overdueReferences}
          />
        </TableSection>
        <TableSection
          title="Membership History"
          loading={loading}
          error={loadError}
          empty={data && history.length === 0 ? 'No past memberships' : null}
        >
          <MembershipsTable
            label="Membership History"
            memberships={history}
            personId={personId}
            branchId={branchId}
            overdueReferences={overdueReferences}
          />
        </TableSection>
      </Stack>
      {adding && homeBranchId && (
        <Suspense fallback={null}>
          <AddMembershipModal personId={personId} branchId={homeBranchId} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
