import { isUuid } from '@clubline/domain';
import { Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../../app/graphql/errors.ts';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { graphql } from '../../../gql/index.ts';
import { type Crumb, PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { PageMessage } from '../../../ui/PageMessage.tsx';
import { memberListPath, personName, useMemberArea } from '../../members/public.ts';
import { MEMBERSHIP_MESSAGES } from '../membership-messages.ts';
import { memberMembershipsPath } from '../paths.ts';
import { ReceiptsSection } from '../receipts/ReceiptsSection.tsx';
import { MembershipDetails } from './MembershipDetails.tsx';

const MembershipDetailsQuery = graphql(`
  query MembershipDetails($personId: ID!, $membershipId: ID!) {
    getPerson(id: $personId) {
      id
      tags
      overdueReferences
    }
    getMembership(personId: $personId, membershipId: $membershipId) {
      ...MembershipDetails_membership
    }
  }
`);

/** Spec 2 §2 "Membership details": one membership of the member, its billing and its actions. */
export function MembershipDetailsPage() {
  usePageTitle('Membership details');
  const { membershipId = '' } = useParams();
  const area = useMemberArea();
  const { personId, branchId } = area;
  const crumbs: Crumb[] = [
    { label: 'Members', to: memberListPath(branchId) },
    { label: 'Member profile', to: memberMembershipsPath(personId, branchId) },
    { label: 'Membership details' },
  ];
  const header = (
    <PageHeader
      title={
        <>
          Membership details{' — '}
          <Text component="span" inherit fw={400}>
            {personName(area)}
          </Text>
        </>
      }
      breadcrumbs={crumbs}
    />
  );
  if (!isUuid(membershipId))
    return (
      <>
        {header}
        <PageMessage message={MEMBERSHIP_MESSAGES.notFound} />
      </>
    );
  return <LoadedMembershipDetails key={membershipId} membershipId={membershipId} header={header} />;
}

function LoadedMembershipDetails({
  membershipId,
  header,
}: {
  membershipId: string;
  header: React.ReactNode;
}) {
  const { personId } = useMemberArea();
  const [{ data, error, fetching }, reexecute] = useRefreshableQuery({
    query: MembershipDetailsQuery,
    variables: { personId, membershipId },
    requestPolicy: 'network-only',
  });
  // Every read of the membership after an action reads its receipts again too (Pay overdue).
  const [reads, setReads] = useState(0);
  const refetch = useCallback(() => {
    reexecute();
    setReads((n) => n + 1);
  }, [reexecute]);
  // A sale that took money at the desk lands here asking for its receipt (AddMembershipModal).
  const location = useLocation();
  const showReceipt = (location.state as { showReceipt?: boolean } | null)?.showReceipt === true;
  const navigate = useNavigate();
  // Once shown, the request is dropped, so a reload or Back does not open the receipt again.
  const receiptShown = useCallback(
    () => navigate(location.pathname, { replace: true, state: null }),
    [navigate, location.pathname],
  );

  let body: React.ReactNode;
  if (error)
    body = isNotFound(error) ? (
      <PageMessage message={MEMBERSHIP_MESSAGES.notFound} />
    ) : (
      <PageMessage kind="error" message={MEMBERSHIP_MESSAGES.loadMembershipFailed} />
    );
  else if (!data) body = fetching ? <PageLoader /> : null;
  else if (!data.getMembership) body = <PageMessage message={MEMBERSHIP_MESSAGES.notFound} />;
  else
    body = (
      <MembershipDetails
        membership={data.getMembership}
        memberTags={data.getPerson?.tags ?? []}
        overdueReferences={data.getPerson?.overdueReferences ?? []}
        onChanged={refetch}
      />
    );
  const receipts = data?.getMembership ? (
    <ReceiptsSection
      membershipId={membershipId}
      openNewest={showReceipt}
      onNewestOpened={receiptShown}
      refreshKey={reads}
    />
  ) : null;
  return (
    <>
      {header}
      {body}
      {receipts && <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>{receipts}</div>}
    </>
  );
}
