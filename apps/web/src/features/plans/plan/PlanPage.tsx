import { PLAN_TYPE_LABELS } from '@clubline/domain';
import { Button, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { isAccessDenied } from '../../../app/graphql/errors.ts';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { NotFoundPage } from '../../../app/pages/NotFoundPage.tsx';
import { QueryError } from '../../../app/pages/QueryError.tsx';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { graphql } from '../../../gql/index.ts';
import { DetailList } from '../../../ui/DetailList.tsx';
import { InfoCard } from '../../../ui/InfoCard.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { PageMessage } from '../../../ui/PageMessage.tsx';
import { planListPath } from '../paths.ts';
import { countryLabel } from '../plan-format.ts';
import { PaymentOptionsSection } from './PaymentOptionsSection.tsx';

const EditPlanModal = lazy(async () => ({ default: (await import('./EditPlanModal.tsx')).EditPlanModal }));

const MembershipPlanQuery = graphql(`
  query MembershipPlan($id: ID!) {
    getMembershipPlan(id: $id) {
      id
      name
      description
      country
      type
      numberOfVisits
      accessType
      canEdit
      ...EditPlan_plan
      ...PaymentOptions_plan
    }
  }
`);

/** Spec 3 §8. */
export const PLAN_LOAD_FAILED = 'An error occurred while obtaining membership plan details';

/**
 * Spec 3 §2: a membership plan, its details (editable at organisation level only) and its payment
 * options. Read without the cache (spec 3 §7), so publish and archive show their effect.
 */
export function PlanPage() {
  const { membershipPlanId = '', branchId = null } = useParams();
  const [{ data, error, fetching }, refetch] = useRefreshableQuery({
    query: MembershipPlanQuery,
    variables: { id: membershipPlanId },
    requestPolicy: 'network-only',
  });
  const [editing, setEditing] = useState(false);
  const plan = data?.getMembershipPlan;
  usePageTitle(plan?.name ?? 'Membership plan');

  if (error && isAccessDenied(error)) return <QueryError error={error} />;
  if (error) return <PageMessage kind="error" message={PLAN_LOAD_FAILED} />;
  if (fetching && !data) return <PageLoader />;
  if (!plan) return <NotFoundPage inShell />;
  const reload = () => refetch();

  return (
    <>
      <PageHeader
        title={plan.name}
        breadcrumbs={[
          { label: 'Management' },
          { label: 'Membership plans', to: planListPath(branchId) },
          { label: plan.name },
        ]}
      />
      <Stack gap="xl">
        <InfoCard
          title="Plan details"
          actions={
            branchId === null &&
            plan.canEdit && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPencil size={14} />}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            )
          }
        >
          <DetailList
            items={[
              { label: 'Name', value: plan.name },
              { label: 'Description', value: plan.description },
              { label: 'Country', value: countryLabel(plan.country) },
              { label: 'Type', value: PLAN_TYPE_LABELS[plan.type] },
              ...(plan.type === 'VISITOR_PASS'
                ? [{ label: 'Number of visits', value: plan.numberOfVisits?.toString() ?? null }]
                : []),
              { label: 'Access type', value: plan.accessType },
            ]}
          />
        </InfoCard>
        <PaymentOptionsSection plan={plan} branchId={branchId} onChanged={reload} />
      </Stack>
      {editing && (
        <Suspense>
          <EditPlanModal opened={editing} plan={plan} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
