import { isUuid } from '@clubline/domain';
import { useMemo } from 'react';
import { Outlet, useParams } from 'react-router';
import { useQuery } from 'urql';
import { ErrorBoundary } from '../../../app/errors/ErrorBoundary.tsx';
import { isAccessDenied, isNotFound } from '../../../app/graphql/errors.ts';
import { usePrefetchedPolicy } from '../../../app/graphql/usePrefetchedPolicy.ts';
import { NoPermissionPage } from '../../../app/pages/NoPermissionPage.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { PageMessage } from '../../../ui/PageMessage.tsx';
import type { MemberAreaExtras } from '../member-area-slot.ts';
import { memberListPath } from '../paths.ts';
import { branchTimeZone, branchToday } from '../time-zone.ts';
import { MemberAreaContext, type MemberAreaValue } from './member-area-context.ts';
import { MEMBER_AREA_MESSAGES } from './member-area-messages.ts';
import { MemberAreaQuery } from './member-area-query.ts';

/**
 * The member area (spec 2 §2) at /branch/:branchId/members/:personId and
 * /organization/members/:personId: loads the member once for its pages, or shows the page-level
 * message (not found, another branch's member, load failure). `extras` are the tabs and cards of
 * the member area's slot, given by the route (members.module.tsx).
 */
export function MemberArea({ extras }: { extras: MemberAreaExtras }) {
  const { personId = '', branchId = null } = useParams();
  // An address with something other than a member id in it names no member: say so, unasked.
  if (!isUuid(personId))
    return <PageMessage message={MEMBER_AREA_MESSAGES.notFound} back={backTo(branchId)} />;
  // A new branch or member (after a transfer, say) is a new area, loaded afresh.
  return (
    <LoadedMemberArea
      key={`${branchId ?? ''}/${personId}`}
      personId={personId}
      branchId={branchId}
      extras={extras}
    />
  );
}

function backTo(branchId: string | null) {
  return { label: 'Back to members', to: memberListPath(branchId) };
}

function LoadedMemberArea({
  personId,
  branchId,
  extras,
}: {
  personId: string;
  branchId: string | null;
  extras: MemberAreaExtras;
}) {
  const variables = { id: personId };
  const [{ data, error, fetching }] = useQuery({
    query: MemberAreaQuery,
    variables,
    // The route's loader may have asked it already (member-area-query.ts).
    requestPolicy: usePrefetchedPolicy(MemberAreaQuery, variables, 'network-only'),
  });
  const person = data?.getPerson;
  const value = useMemo<MemberAreaValue | null>(
    () =>
      person
        ? {
            personId: person.id,
            branchId,
            firstName: person.firstName,
            lastName: person.lastName,
            homeBranchId: person.homeBranchId,
            timeZone: branchTimeZone(person.homeBranch),
            today: branchToday(person.homeBranch),
            extras,
          }
        : null,
    [person, branchId, extras],
  );
  const back = backTo(branchId);

  if (error) {
    // The branch route is one the user works at (its guard checked), so a member they may not see
    // belongs to another branch; at organisation level it is a plain lack of permission.
    if (isAccessDenied(error))
      return branchId ? (
        <PageMessage message={MEMBER_AREA_MESSAGES.otherBranch} back={back} />
      ) : (
        <NoPermissionPage inShell />
      );
    if (isNotFound(error)) return <PageMessage message={MEMBER_AREA_MESSAGES.notFound} back={back} />;
    return (
      <PageMessage
        kind="error"
        title={MEMBER_AREA_MESSAGES.loadFailedTitle}
        message={MEMBER_AREA_MESSAGES.loadFailed}
        back={back}
      />
    );
  }
  if (fetching || !value) return <PageLoader />;
  if (branchId && value.homeBranchId !== branchId)
    return <PageMessage message={MEMBER_AREA_MESSAGES.otherBranch} back={back} />;
  return (
    <MemberAreaContext.Provider value={value}>
      {/* A member page that fails shows the error or no-permission page inside the shell. */}
      <ErrorBoundary fallback="page">
        <Outlet />
      </ErrorBoundary>
    </MemberAreaContext.Provider>
  );
}
