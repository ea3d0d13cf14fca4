import {
  canResetPassword,
  GENDER_LABELS,
  GENDERS,
  isInactiveStaff,
  isOneOf,
  staffMessages,
} from '@clubline/domain';
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { useMutation } from 'urql';
import { errorTextOf } from '../../app/errors/error-text.ts';
import { isAccessDenied } from '../../app/graphql/errors.ts';
import { useRefreshableQuery } from '../../app/graphql/useRefreshableQuery.ts';
import { useSessionData } from '../../app/session/SessionContext.tsx';
import { usePageTitle } from '../../app/shell/TitleContext.tsx';
import { graphql } from '../../gql/index.ts';
import { openConfirm } from '../../ui/confirm.tsx';
import { DetailList } from '../../ui/DetailList.tsx';
import { InfoCard } from '../../ui/InfoCard.tsx';
import { notifyError, notifySuccess } from '../../ui/notifications.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { PageMessage } from '../../ui/PageMessage.tsx';
import { staffListPath } from './paths.ts';
import { SecurityGroupsSection } from './SecurityGroupsSection.tsx';
import { StaffPhoto } from './StaffPhoto.tsx';

// The card panel and the edit form load after the profile's first render (the page's bundle budget).
const AccessCardsPanel = lazy(async () => ({
  default: (await import('../access-control/public.ts')).AccessCardsPanel,
}));
const EditStaffModal = lazy(async () => ({ default: (await import('./EditStaffModal.tsx')).EditStaffModal }));

const StaffMemberQuery = graphql(`
  query StaffMember($personId: ID!, $branchId: ID) {
    getStaffMember(personId: $personId, branchId: $branchId) {
      id
      firstName
      lastName
      email
      gender
      dateOfBirth
      mobilePhone {
        countryCode
        number
      }
      address {
        address1
        address2
        suburb
        city
        state
        postalCode
        country
      }
      username
      branches
      tags
      hasImage
      availableForSessions
      manageable
    }
  }
`);

const DisableStaffMutation = graphql(`
  mutation DisableStaffMember($personId: ID!) {
    disableStaffMember(personId: $personId) {
      id
      tags
    }
  }
`);

const EnableStaffMutation = graphql(`
  mutation EnableStaffMember($personId: ID!) {
    enableStaffMember(personId: $personId) {
      id
      tags
    }
  }
`);

const ResetPasswordMutation = graphql(`
  mutation ResetStaffPassword($username: String!) {
    resetPassword(username: $username)
  }
`);

/** Spec 3 §8 "Staff success", as written. */
const SUCCESS = {
  reset: staffMessages.passcodeEmailed,
  deactivated: staffMessages.deactivated,
  activated: staffMessages.activated,
};

/**
 * Spec 3 §2 "Staff": /staff/:personId and /branch/:branchId/staff/:personId, breadcrumb Management
 * (staff). Edit, photo, Deactivate / Reactivate and Reset password (active staff only) are offered
 * when the server says the viewer may manage them (`manageable`: their branches and every role they
 * hold, docs/staff.md); security groups and the access cards follow.
 */
export function StaffProfilePage() {
  const { personId = '', branchId = null } = useParams();
  const { branches } = useSessionData();
  const [{ data, error, fetching }, refetch] = useRefreshableQuery({
    query: StaffMemberQuery,
    variables: { personId, branchId },
    requestPolicy: 'cache-and-network',
  });
  const [, disable] = useMutation(DisableStaffMutation);
  const [, enable] = useMutation(EnableStaffMutation);
  const [, resetPassword] = useMutation(ResetPasswordMutation);
  const [editing, setEditing] = useState(false);
  const staff = data?.getStaffMember;
  const name = staff ? `${staff.firstName} ${staff.lastName}` : null;
  usePageTitle(name ?? 'Staff');
  const back = { label: 'Back to staff', to: staffListPath(branchId) };
  const breadcrumbs = [
    { label: staffMessages.breadcrumb, to: staffListPath(branchId) },
    ...(name ? [{ label: name }] : []),
  ];

  if (error && !staff) {
    const code = error.graphQLErrors[0]?.extensions.code;
    const message =
      code === 'STAFF_NOT_IN_BRANCH' || (branchId && isAccessDenied(error))
        ? staffMessages.notInBranch
        : code === 'STAFF_NOT_FOUND'
          ? staffMessages.notFound
          : errorTextOf(error);
    return (
      <>
        <PageHeader title="Staff" breadcrumbs={breadcrumbs} />
        <PageMessage message={message} back={back} kind={code === 'STAFF_NOT_FOUND' ? 'info' : 'error'} />
      </>
    );
  }
  if (fetching || !staff) return <PageLoader />;

  const inactive = isInactiveStaff(staff.tags);
  // The server decides: their branches and every role they hold (an admin on ALL_BRANCHES who
  // works here is not this branch's manager's to change).
  const manageable = staff.manageable;
  const refresh = refetch;
  const branchNames = staff.branches.map((id) => branches.find((branch) => branch.id === id)?.name ?? id);

  const confirm = (title: string, body: string, label: string, run: () => Promise<void>) =>
    openConfirm({
      title,
      children: <Text size="sm">{body}</Text>,
      labels: { confirm: label, cancel: 'Cancel' },
      onConfirm: () => void run(),
    });
  const setActive = (active: boolean) =>
    confirm(
      active ? 'Reactivate staff member' : 'Deactivate staff member',
      active
        ? `${name} will be able to sign in again.`
        : `${name} will no longer be able to sign in, and sessions already open will stop working.`,
      active ? 'Reactivate' : 'Deactivate',
      async () => {
        const result = await (active ? enable : disable)({ personId: staff.id });
        if (result.error) return notifyError(errorTextOf(result.error));
        notifySuccess(active ? SUCCESS.activated : SUCCESS.deactivated);
        refresh();
      },
    );
  const reset = () =>
    confirm(
      'Reset password',
      `A temporary passcode will be emailed to ${staff.email ?? name}. The next sign-in with it must set a new password.`,
      'Reset password',
      async () => {
        const result = await resetPassword({ username: staff.username ?? '' });
        if (result.error) return notifyError(errorTextOf(result.error));
        notifySuccess(SUCCESS.reset);
      },
    );

  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            {name}
            {inactive && (
              <Badge color="gray" variant="light">
                inactive
              </Badge>
            )}
          </Group>
        }
        breadcrumbs={breadcrumbs}
        actions={
          manageable && (
            <Group gap="sm">
              <Button variant="default" onClick={() => setEditing(true)}>
                Edit
              </Button>
              {!inactive && canResetPassword(staff.tags) && staff.username && (
                <Button variant="default" onClick={reset}>
                  Reset password
                </Button>
              )}
              {inactive ? (
                <Button onClick={() => setActive(true)}>Reactivate</Button>
              ) : (
                <Button color="red" variant="light" onClick={() => setActive(false)}>
                  Deactivate
                </Button>
              )}
            </Group>
          )
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <InfoCard title="Profile">
            <Group align="flex-start" gap="lg" wrap="nowrap">
              <StaffPhoto
                personId={staff.id}
                name={name ?? ''}
                hasImage={staff.hasImage}
                editable={manageable}
                onChanged={refresh}
              />
              <DetailList
                items={[
                  { label: 'Username', value: staff.username },
                  { label: 'Email', value: staff.email },
                  {
                    label: 'Mobile phone',
                    value: staff.mobilePhone
                      ? `${staff.mobilePhone.countryCode} ${staff.mobilePhone.number}`
                      : null,
                  },
                  {
                    label: 'Gender',
                    value: isOneOf(GENDERS, staff.gender) ? GENDER_LABELS[staff.gender] : null,
                  },
                  { label: 'Date of birth', value: staff.dateOfBirth },
                  // Spec 3 §6: branch-level users do not see the Works for branches.
                  ...(branchId ? [] : [{ label: 'Works for', value: branchNames.join(', ') }]),
                  { label: 'Available for sessions', value: staff.availableForSessions ? 'Yes' : 'No' },
                ]}
              />
            </Group>
          </InfoCard>
          <SecurityGroupsSection personId={staff.id} />
        </SimpleGrid>
        <Suspense fallback={null}>
          <AccessCardsPanel
            personId={staff.id}
            branchId={branchId ?? staff.branches[0] ?? null}
            kind="staff"
            manageable={manageable}
          />
        </Suspense>
      </Stack>
      {editing && (
        <Suspense fallback={null}>
          <EditStaffModal
            staff={staff}
            opened={editing}
            onClose={() => setEditing(false)}
            onSaved={refresh}
          />
        </Suspense>
      )}
    </>
  );
}
