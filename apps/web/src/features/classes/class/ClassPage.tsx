import { Alert, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useFeatureFlag } from '../../../app/flags/useFeatureFlag.ts';
import { isAccessDenied } from '../../../app/graphql/errors.ts';
import { NotFoundPage } from '../../../app/pages/NotFoundPage.tsx';
import { QueryError } from '../../../app/pages/QueryError.tsx';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { graphql } from '../../../gql/index.ts';
import { CHANGES_HAVE_BEEN_MADE, notifySuccess } from '../../../ui/notifications.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { PageMessage } from '../../../ui/PageMessage.tsx';
import { ClassForm } from '../form/ClassForm.tsx';
import { classValuesOf, toClassInput } from '../form/class-form.ts';
import { classListPath } from '../paths.ts';
import { ClassPictureSection } from './picture/ClassPictureSection.tsx';

const ClassQuery = graphql(`
  query Class($id: ID!) {
    getClass(id: $id) {
      id
      name
      description
      color
      allowOnlineBooking
      allowBookingsFrom
      bookingByMembership {
        isAllowed
        membershipPlans
      }
      sessionWaitlistConfig {
        status
        limit
      }
      hasActiveSessionWaitlist
      waitlistOffers {
        holdMinutes
        cutoffMinutes
      }
      lateCancellation {
        enabled
        windowMinutes
        feeCents
        freeWaivers
      }
      branches {
        id
        name
      }
      canEdit
    }
  }
`);

const UpdateClassMutation = graphql(`
  mutation UpdateClass($input: UpdateClassInput!) {
    updateClass(input: $input) {
      id
    }
  }
`);

/** Spec 2 §8. */
export const CLASS_LOAD_FAILED = 'An error occurred while obtaining class details';

/**
 * Spec 2 §2, spec 3 §2: a class's page, breadcrumb "Management (classes)", with its form, which
 * saves with updateClass for whoever holds manage-classes on all of the class's branches (the
 * server's canEdit) and is read-only for anyone else.
 */
export function ClassPage() {
  const { classId = '', branchId = null } = useParams();
  const [{ data, error, fetching }] = useQuery({
    query: ClassQuery,
    variables: { id: classId },
    requestPolicy: 'cache-and-network',
  });
  const [, updateClass] = useMutation(UpdateClassMutation);
  const classImage = useFeatureFlag('class_image');
  const found = data?.getClass;
  usePageTitle(found?.name ?? 'Class');
  if (error && isAccessDenied(error)) return <QueryError error={error} />;
  if (error) return <PageMessage kind="error" message={CLASS_LOAD_FAILED} />;
  if (fetching && !data) return <PageLoader />;
  if (!found) return <NotFoundPage inShell />;

  return (
    <>
      <PageHeader
        title={found.name}
        breadcrumbs={[{ label: 'Management (classes)', to: classListPath(branchId) }, { label: found.name }]}
      />
      <Stack gap="lg" maw={880}>
        {!found.canEdit && (
          <Alert color="gray" variant="light">
            You can see this class; changing it takes the permission to manage classes at every branch it runs
            at.
          </Alert>
        )}
        {classImage && <ClassPictureSection classId={found.id} name={found.name} editable={found.canEdit} />}
        <ClassForm
          // A saved class comes back with its stored values: the form starts again from them.
          key={JSON.stringify(found)}
          label="Class details"
          initialValues={classValuesOf(found)}
          currentBranches={found.branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          waitlistHasMembers={found.hasActiveSessionWaitlist}
          readOnly={!found.canEdit}
          submitLabel="Save"
          save={async (input) => {
            const result = await updateClass({ input: { id: found.id, ...toClassInput(input) } });
            if (result.error) return result.error;
            notifySuccess(CHANGES_HAVE_BEEN_MADE);
            return undefined;
          }}
        />
      </Stack>
    </>
  );
}
