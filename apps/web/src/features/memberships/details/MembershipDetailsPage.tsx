import { isUuid } from '@clubline/domain';
import { Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../../app/graphql/errors.ts';
import { usePrefetchedPolicy } from '../../../app/graphql/usePrefetchedPolicy.ts';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { type Crumb, PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { PageMessage } from '../../../ui/PageMessage.tsx';
import { memberListPath, personName, useMemberArea } from '../../members/public.ts';
import { MEMBERSHIP_MESSAGES } from '../membership-messages.ts';
import { memberMembershipsPath } from '../paths.ts';
import { ReceiptsSection } from '../receipts/ReceiptsSection.tsx';
import { MembershipDetails } from './MembershipDetails.tsx';
import { MembershipDetailsQuery } from './membership-details-query.ts';

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
  const variables = { personId, membershipId };
  const [{ data, error, fetching }, reexecute] = useRefreshableQuery({
    query: MembershipDetailsQuery,
    variables,
    // The route's loader may have asked it already (membership-details-query.ts).
    requestPolicy: usePrefetchedPolicy(MembershipDetailsQuery, variables, 'network-only'),
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
