import { can } from '@clubline/domain';
import { Button, Grid, Stack } from '@mantine/core';
import { IconArrowsExchange, IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../../../app/errors/ErrorBoundary.tsx';
import { useFeatureFlag } from '../../../app/flags/useFeatureFlag.ts';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { usePermissions, useSessionData } from '../../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { graphql } from '../../../gql/index.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { PageMessage } from '../../../ui/PageMessage.tsx';
import { MemberPageHeader } from '../area/MemberPageHeader.tsx';
import { useMemberArea } from '../area/member-area-context.ts';
import { MEMBER_AREA_MESSAGES } from '../area/member-area-messages.ts';
import { NotesWidget } from '../notes/NotesWidget.tsx';
import { personName } from '../person-name.ts';
import { AccessCardCard } from './AccessCardCard.tsx';
import { ContactDetailsCard } from './ContactDetailsCard.tsx';
import { EmergencyContactCard } from './EmergencyContactCard.tsx';
import { BelongsToCard, LastVisitCard } from './MembershipStatusCards.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { VaxPassCard } from './VaxPassCard.tsx';

// The two modals load when first opened: their forms (personal details with the address rules by
// country, the transfer's branch choice) are not part of the page's first render.
const EditPersonalDetailsModal = lazy(async () => ({
  default: (await import('./EditPersonalDetailsModal.tsx')).EditPersonalDetailsModal,
}));
const TransferMemberModal = lazy(async () => ({
  default: (await import('../transfer/TransferMemberModal.tsx')).TransferMemberModal,
}));

// MembershipsWidget_person: the fields of the memberships widget (spec 2 §2), a card the memberships
// feature puts in the member area's slot (member-area-slot.ts), arrive in the overview's one request.
const MemberOverviewQuery = graphql(`
  query MemberOverview($id: ID!) {
    getPerson(id: $id) {
      id
      firstName
      lastName
      homeBranchId
      ...ProfileCard_person
      ...ContactDetailsCard_person
      ...EmergencyContactCard_person
      ...VaxPassCard_person
      ...LastVisitCard_person
      ...BelongsToCard_person
      ...AccessCardCard_person
      ...EditPersonalDetails_person
      ...TransferMember_person
      ...NotesWidget_person
      ...MembershipsWidget_person
    }
  }
`);

type OpenModal = 'none' | 'edit' | 'transfer';

/** Spec 2 §2: the member overview. */
export function MemberOverviewPage() {
  const { personId, branchId, timeZone, extras } = useMemberArea();
  const permissions = usePermissions();
  const { options } = useSessionData();
  const transferEnabled = useFeatureFlag('member_transfer');
  const [{ data, error, fetching }, refetch] = useRefreshableQuery({
    query: MemberOverviewQuery,
    variables: { id: personId },
    requestPolicy: 'network-only',
  });
  const [open, setOpen] = useState<OpenModal>('none');
  // The other features' cards' code, asked beside the profile's query (member-area-slot.ts).
  useEffect(() => {
    for (const card of extras.overviewCards) void card.preload?.().catch(() => undefined);
  }, [extras.overviewCards]);
  const person = data?.getPerson;
  usePageTitle(person ? personName(person) : 'Member profile');

  if (error) return <PageMessage kind="error" message={MEMBER_AREA_MESSAGES.loadFailed} />;
  if (!person) return fetching ? <PageLoader /> : null;

  const home = person.homeBranchId;
  const canManage = home !== null && can(permissions, 'manage-member', home);
  const actions = (
    <>
      {canManage && (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconPencil size={16} />}
          onClick={() => setOpen('edit')}
        >
          Edit personal information
        </Button>
      )}
      {canManage && transferEnabled && (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconArrowsExchange size={16} />}
          onClick={() => setOpen('transfer')}
        >
          Transfer member
        </Button>
      )}
    </>
  );

  return (
    <>
      <MemberPageHeader page="overview" title={personName(person)} />
      {/* Each card fails on its own ('Error!', 'Access denied!'); the rest of the profile stays. */}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <ProfileCard
              person={person}
              canEditImage={canManage}
              onChanged={refetch}
              actions={canManage ? actions : undefined}
            />
            <ErrorBoundary fallback="inline">
              <BelongsToCard person={person} />
            </ErrorBoundary>
            <ErrorBoundary fallback="inline">
              <AccessCardCard person={person} personId={personId} branchId={branchId ?? home} />
            </ErrorBoundary>
            <ErrorBoundary fallback="inline">
              <LastVisitCard person={person} />
            </ErrorBoundary>
            <ErrorBoundary fallback="inline">
              <VaxPassCard person={person} />
            </ErrorBoundary>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {/* Other features' cards (the memberships widget), each in its own chunk: the
                overview's first render does not wait for their code. */}
            {extras.overviewCards.map(({ name, Card }) => (
              <ErrorBoundary key={name} fallback="inline">
                <Suspense fallback={null}>
                  <Card person={person} branchId={branchId} />
                </Suspense>
              </ErrorBoundary>
            ))}
            <ErrorBoundary fallback="inline">
              <ContactDetailsCard person={person} />
            </ErrorBoundary>
            <ErrorBoundary fallback="inline">
              <EmergencyContactCard person={person} />
            </ErrorBoundary>
            <ErrorBoundary fallback="inline">
              <NotesWidget person={person} timeZone={timeZone} />
            </ErrorBoundary>
          </Stack>
        </Grid.Col>
      </Grid>
      <Suspense fallback={null}>
        {open === 'edit' && (
          <EditPersonalDetailsModal
            person={person}
            opened
            onClose={() => setOpen('none')}
            defaultCountry={options.defaultCountry}
          />
        )}
        {open === 'transfer' && (
          <TransferMemberModal person={person} opened onClose={() => setOpen('none')} />
        )}
      </Suspense>
    </>
  );
}
