import { errorText, formatPrice, termLabel } from '@clubline/domain';
import { Badge, Button, Group, SimpleGrid } from '@mantine/core';
import { IconArchive, IconCopy, IconPencil, IconSend } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isAccessDenied } from '../../../app/graphql/errors.ts';
import { useRefreshableQuery } from '../../../app/graphql/useRefreshableQuery.ts';
import { QueryError } from '../../../app/pages/QueryError.tsx';
import { usePageTitle } from '../../../app/shell/TitleContext.tsx';
import { graphql } from '../../../gql/index.ts';
import { DetailList } from '../../../ui/DetailList.tsx';
import { formatCalendarDate } from '../../../ui/format.ts';
import { InfoCard } from '../../../ui/InfoCard.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { PageMessage } from '../../../ui/PageMessage.tsx';
import { paymentOptionPath, planListPath, planPath } from '../paths.ts';
import { STATUS_COLORS, STATUS_LABELS } from '../plan-format.ts';
import { useShowsPromotionAndSuspension } from '../useBillingProvider.ts';
import { usePaymentOptionActions } from '../usePaymentOptionActions.tsx';
import { currencyCountry, usePriceLabel } from '../usePriceLabel.ts';
import { useAllowedActions } from './OptionActionsMenu.tsx';
import { promotionPeriod, saleTerm } from './option-format.ts';

const PaymentOptionModal = lazy(async () => ({
  default: (await import('../form/PaymentOptionModal.tsx')).PaymentOptionModal,
}));
const BranchSettingModal = lazy(async () => ({
  default: (await import('../plan/BranchSettingModal.tsx')).BranchSettingModal,
}));

const PaymentOptionPageQuery = graphql(`
  query PaymentOptionPage($membershipPlanId: ID!, $id: ID!) {
    getMembershipPlan(id: $membershipPlanId) {
      id
      name
      country
      ...PaymentOptionModal_plan
    }
    getPaymentOption(membershipPlanId: $membershipPlanId, id: $id) {
      id
      membershipPlanId
      name
      description
      notes
      status
      canManage
      paymentAmount
      paymentFrequency
      freePromotion
      promotion {
        termCount
        paymentAmount
      }
      term
      termType
      ongoing
      validityPeriod
      visitPassTermType
      membershipStartDate
      joinFee
      accessCardFee
      suspensionFee
      suspensionFeeFrequency
      sellingBranches {
        id
        name
      }
      isAvailableOnline
      saleStartDate
      saleEndDate
      branchSettings {
        branch {
          id
        }
        branchBillingAccountId
        waiveAdminFee
      }
      ...PaymentOptionModal_option
    }
  }
`);

/** Spec 3 §8. */
export const PAYMENT_OPTION_LOAD_FAILED = 'An error occurred while obtaining payment option details';

/**
 * Spec 3 §2: a payment option's DETAILS, PROMOTION, FEES and SALES, with Edit, Duplicate, Publish
 * and Archive as its status allows (spec 3 §4). Read without the cache so an action shows its effect.
 */
export function PaymentOptionPage() {
  const { membershipPlanId = '', paymentOptionId = '', branchId = null } = useParams();
  const navigate = useNavigate();
  const [{ data, error, fetching }, refetch] = useRefreshableQuery({
    query: PaymentOptionPageQuery,
    variables: { membershipPlanId, id: paymentOptionId },
    requestPolicy: 'network-only',
  });
  const reload = () => refetch();
  const plan = data?.getMembershipPlan;
  const option = data?.getPaymentOption;
  usePageTitle(option?.name ?? 'Payment option');
  const priceLabel = usePriceLabel();
  const showsPromotion = useShowsPromotionAndSuspension();
  const run = usePaymentOptionActions(reload);
  const [editing, setEditing] = useState(false);
  const allowed = useAllowedActions(
    option ?? { id: '', membershipPlanId, name: '', status: 'ARCHIVED', canManage: false },
    branchId,
  );

  if (error && isAccessDenied(error)) return <QueryError error={error} />;
  if (error) return <PageMessage kind="error" message={PAYMENT_OPTION_LOAD_FAILED} />;
  if (fetching && !data) return <PageLoader />;
  if (!plan || !option) {
    return (
      <PageMessage
        message={errorText('PAYMENT_OPTION_NOT_FOUND')}
        back={{ label: 'Back to membership plans', to: planListPath(branchId) }}
      />
    );
  }
  const country = currencyCountry(plan.country);
  const busy = run.running === option.id;

  return (
    <>
      <PageHeader
        title={option.name}
        breadcrumbs={[
          { label: 'Management' },
          { label: 'Membership plans', to: planListPath(branchId) },
          { label: plan.name, to: planPath(plan.id, branchId) },
          { label: option.name },
        ]}
        description={priceLabel(option, plan.country)}
        actions={
          <Group gap="xs">
            <Badge variant="light" size="lg" color={STATUS_COLORS[option.status]}>
              {STATUS_LABELS[option.status]}
            </Badge>
            {allowed.includes('EDIT') && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPencil size={14} />}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            )}
            {allowed.includes('DUPLICATE') && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconCopy size={14} />}
                onClick={async () => {
                  const copyId = await run.duplicate(option);
                  if (copyId) navigate(paymentOptionPath(plan.id, copyId, branchId));
                }}
              >
                Duplicate
              </Button>
            )}
            {allowed.includes('PUBLISH') && (
              <Button
                size="xs"
                leftSection={<IconSend size={14} />}
                loading={busy}
                onClick={() => run.publish(option)}
              >
                Publish
              </Button>
            )}
            {allowed.includes('ARCHIVE') && (
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconArchive size={14} />}
                loading={busy}
                onClick={() => run.archive(option)}
              >
                Archive
              </Button>
            )}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InfoCard title="DETAILS">
          <DetailList
            items={[
              { label: 'Name', value: option.name },
              { label: 'Description', value: option.description },
              { label: 'Term', value: termLabel(option) },
              { label: 'Membership start date', value: formatCalendarDate(option.membershipStartDate) },
              { label: 'Notes', value: option.notes },
            ]}
          />
        </InfoCard>
        {showsPromotion && (
          <InfoCard title="PROMOTION">
            <DetailList
              items={[
                {
                  label: 'Payment amount',
                  value: option.promotion ? formatPrice(option.promotion.paymentAmount, country) : null,
                },
                { label: 'Promotion period', value: promotionPeriod(option.promotion) },
              ]}
            />
          </InfoCard>
        )}
        <InfoCard title="FEES">
          <DetailList
            items={[
              { label: 'Joining fee', value: formatPrice(option.joinFee, country) },
              { label: 'Access card fee', value: formatPrice(option.accessCardFee, country) },
              ...(showsPromotion
                ? [{ label: 'Suspension fee', value: formatPrice(option.suspensionFee, country) }]
                : []),
            ]}
          />
        </InfoCard>
        <InfoCard title="SALES">
          <DetailList
            items={[
              {
                label: 'Available for',
                value: option.sellingBranches.map((branch) => branch.name).join(', '),
              },
              { label: 'Available online', value: option.isAvailableOnline ? 'Yes' : 'No' },
              { label: 'Sale term', value: saleTerm(option, plan.country) },
            ]}
          />
        </InfoCard>
      </SimpleGrid>
      {editing && !branchId && (
        <Suspense>
          <PaymentOptionModal
            opened
            plan={plan}
            option={option}
            priceLocked={option.status === 'PUBLISHED'}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              reload();
            }}
          />
        </Suspense>
      )}
      {editing && branchId && (
        <Suspense>
          <BranchSettingModal
            opened
            option={option}
            branchId={branchId}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              reload();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
