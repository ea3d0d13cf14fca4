import {
  CANCELLATION_REASON_LABELS,
  can,
  canPayOverdue,
  DISHONOUR_REASON_LABELS,
  DISHONOUR_REASONS,
  END_VIA_PROVIDER_NOTICE,
  formatMoney,
  isOneOf,
  membershipActions,
  showsOverdueTag,
  suspendFacts,
} from '@clubline/domain';
import { Alert, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useFeatureFlag } from '../../../app/flags/useFeatureFlag.ts';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { DetailList } from '../../../ui/DetailList.tsx';
import { formatCalendarDate, formatInstant } from '../../../ui/format.ts';
import { withArticle } from '../../../ui/wording.ts';
import { useMemberArea } from '../../members/public.ts';
import { BillingStatusBadge, MembershipTags } from '../BillingStatusBadges.tsx';
import { DebitsTable } from '../DebitsTable.tsx';
import { countryOf, MembershipFactsFragment, toFacts } from '../membership-facts.ts';
import type { ActionMembership } from '../modals/action-membership.ts';
import { PaymentHistoryLink } from './PaymentHistoryLink.tsx';
import { PaymentSetupActions } from './PaymentSetupActions.tsx';
import { SignupPanel } from './SignupPanel.tsx';
import { type SuspensionRow, SuspensionsSection, SuspensionsSectionFragment } from './SuspensionsSection.tsx';

// Each action's modal is its own chunk, loaded when staff open it.
const EndMembershipModal = lazy(async () => ({
  default: (await import('../modals/EndMembershipModal.tsx')).EndMembershipModal,
}));
const ChangeMembershipModal = lazy(async () => ({
  default: (await import('../modals/ChangeMembershipModal.tsx')).ChangeMembershipModal,
}));
const PayOverdueModal = lazy(async () => ({
  default: (await import('../modals/PayOverdueModal.tsx')).PayOverdueModal,
}));
const EditMembershipModal = lazy(async () => ({
  default: (await import('../modals/EditMembershipModal.tsx')).EditMembershipModal,
}));
const EditExternalPayerModal = lazy(async () => ({
  default: (await import('../modals/EditExternalPayerModal.tsx')).EditExternalPayerModal,
}));
const SynchroniseModal = lazy(async () => ({
  default: (await import('../modals/SynchroniseModal.tsx')).SynchroniseModal,
}));
const UnblockModal = lazy(async () => ({
  default: (await import('../modals/UnblockModal.tsx')).UnblockModal,
}));
const FreePeriodModal = lazy(async () => ({
  default: (await import('../modals/FreePeriodModal.tsx')).FreePeriodModal,
}));
const SuspendModal = lazy(async () => ({
  default: (await import('../modals/SuspendModal.tsx')).SuspendModal,
}));
const EditSuspensionModal = lazy(async () => ({
  default: (await import('../modals/EditSuspensionModal.tsx')).EditSuspensionModal,
}));
const RemoveSuspensionModal = lazy(async () => ({
  default: (await import('../modals/RemoveSuspensionModal.tsx')).RemoveSuspensionModal,
}));

/** Spec 2 §9: the membership is read again this long after a sync finished. */
const SYNC_REFETCH_DELAY_MS = 2000;

const MembershipDetailsFragment = graphql(`
  fragment MembershipDetails_membership on Membership {
    ...MembershipFacts
    ...SuspensionsSection_membership
    id
    branchId
    signupLink
    signupLinkEmailedTo
    accountBillingStatusReason
    accountBillingStatusDate
    paymentMethodSummary
    totalPayment
    joinFee
    accessCardFee
    numberOfVisitsLeft
    oneOffPaymentType
    externalPayerRefNumber
    minimumTermEndDate
    cancellationReason
    allowAccessUntil
    freePeriodHistory {
      id
      startDate
      endDate
    }
    lastDishonour {
      reason
      label
      action
      date
    }
    nextPayments(count: 6) {
      ...DebitsTable_debit
    }
  }
`);

type OpenModal =
  | 'none'
  | 'end'
  | 'change'
  | 'pay'
  | 'edit'
  | 'payer'
  | 'sync'
  | 'unblock'
  | 'suspend'
  | 'free';

interface MembershipDetailsProps {
  membership: FragmentType<typeof MembershipDetailsFragment>;
  memberTags: readonly string[];
  overdueReferences: readonly string[];
  onChanged: () => void;
}

/** The membership's details, billing, overdue notice and actions (spec 2 §2, §4). */
export function MembershipDetails({
  memberTags,
  overdueReferences,
  onChanged,
  ...props
}: MembershipDetailsProps) {
  const membership = getFragmentData(MembershipDetailsFragment, props.membership);
  const facts = getFragmentData(MembershipFactsFragment, membership);
  // today: the server's (billing clock), the day its statuses and actions stand on.
  const { personId, homeBranchId, timeZone, today } = useMemberArea();
  const permissions = usePermissions();
  const [open, setOpen] = useState<OpenModal>('none');
  const [suspensionAction, setSuspensionAction] = useState<{
    kind: 'edit' | 'remove';
    row: SuspensionRow;
  } | null>(null);
  const { suspensionHistory } = getFragmentData(SuspensionsSectionFragment, membership);
  const rules = toFacts(facts);
  const country = countryOf(facts);
  const branchId = homeBranchId ?? membership.branchId;
  const canManage = can(permissions, 'manage-membership', branchId);
  const synchroniseFlag = useFeatureFlag('synchronise');
  const unblockFlag = useFeatureFlag('unblock_membership');
  const freePeriodFlag = useFeatureFlag('free_period');
  // Every action's availability comes from the domain (the server refuses the same ones).
  const offered = membershipActions(rules, {
    today,
    memberHasOverdueTag: memberTags.includes('overdue'),
    ...suspendFacts({ suspensions: suspensionHistory, freePeriods: membership.freePeriodHistory }, today),
  });
  const end = offered.end;
  const editOperation = offered.edit;
  const actions = {
    end: canManage && end === 'offered',
    change: canManage && offered.change,
    pay: canManage && offered.payOverdue,
    edit: editOperation !== null && can(permissions, editOperation, branchId),
    payer: canManage && offered.editExternalPayer,
    sync: canManage && synchroniseFlag && offered.synchronise,
    unblock: canManage && unblockFlag && offered.unblock,
    suspend: canManage && offered.suspend,
    free: canManage && freePeriodFlag && offered.freePeriod,
  };
  // No direct debit authority yet (rejected, or the member has not set up payment): nothing is
  // debited, and staff may send a new payment setup link (docs/billing.md).
  const awaitingSetup =
    !facts.isHistory &&
    facts.kind === 'BILLING' &&
    (facts.accountBillingStatus === 'DDR_REJECTED' || facts.accountBillingStatus === 'DDR_PENDING');
  const refetchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(refetchTimer.current), []);
  const refetchSoon = () => {
    window.clearTimeout(refetchTimer.current);
    refetchTimer.current = window.setTimeout(onChanged, SYNC_REFETCH_DELAY_MS);
  };
  const target: ActionMembership = {
    id: membership.id,
    status: facts.status,
    kind: facts.kind,
    billingProvider: facts.billingProvider,
    startDate: facts.startDate,
    endDate: facts.endDate,
    cancellationReason: membership.cancellationReason,
    minimumTermEndDate: membership.minimumTermEndDate,
    customerReference: facts.customerReference,
    overdueAmount: facts.overdueAmount,
    externalPayerRefNumber: membership.externalPayerRefNumber,
    planId: facts.membershipPlan.id,
    planName: facts.membershipPlan.name,
    planType: facts.membershipPlan.type,
    optionId: facts.paymentOption.id,
    country,
    nextPayments: membership.nextPayments,
  };
  const close = () => {
    setOpen('none');
    setSuspensionAction(null);
  };
  const done = () => {
    close();
    onChanged();
  };

  const details = [
    { label: 'Plan', value: facts.membershipPlan.name },
    { label: 'Payment option', value: facts.paymentOption.name },
    { label: 'Start date', value: formatCalendarDate(facts.startDate) },
    { label: 'End date', value: formatCalendarDate(facts.endDate) },
    { label: 'First payment date', value: formatCalendarDate(facts.firstPaymentDate) },
    { label: 'Minimum term ends', value: formatCalendarDate(membership.minimumTermEndDate) },
    { label: 'Join fee', value: formatMoney(membership.joinFee, country) },
    { label: 'Access card fee', value: formatMoney(membership.accessCardFee, country) },
    { label: 'Total paid', value: formatMoney(membership.totalPayment, country) },
    ...(membership.numberOfVisitsLeft !== null
      ? [{ label: 'Visits left', value: String(membership.numberOfVisitsLeft) }]
      : []),
    ...(membership.externalPayerRefNumber !== null
      ? [{ label: 'External payer reference', value: membership.externalPayerRefNumber }]
      : []),
    ...membership.freePeriodHistory
      .filter((period) => period.endDate > today)
      .map((period) => ({
        label: 'Free period',
        value: `${formatCalendarDate(period.startDate)} until midnight before ${formatCalendarDate(period.endDate)}`,
      })),
    ...(membership.cancellationReason !== null
      ? [{ label: 'Reason for ending', value: CANCELLATION_REASON_LABELS[membership.cancellationReason] }]
      : []),
  ];
  const billing = [
    {
      label: 'Provider',
      value: facts.billingProvider === null ? null : providerLabel(facts.billingProvider),
    },
    { label: 'Customer reference', value: facts.customerReference },
    { label: 'Payment method', value: membership.paymentMethodSummary },
    { label: 'Status reason', value: statusReasonLabel(membership.accountBillingStatusReason) },
    { label: 'Status date', value: formatInstant(membership.accountBillingStatusDate, timeZone) },
    { label: 'One-off payment type', value: membership.oneOffPaymentType },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <MembershipTags
          status={facts.status}
          billingStatus={null}
          overdue={showsOverdueTag(facts, overdueReferences)}
          allowAccessUntil={membership.allowAccessUntil}
        />
        <Group gap="xs">
          {actions.edit && (
            <Button variant="default" size="sm" onClick={() => setOpen('edit')}>
              Edit membership
            </Button>
          )}
          {actions.payer && (
            <Button variant="default" size="sm" onClick={() => setOpen('payer')}>
              Edit external payer
            </Button>
          )}
          {actions.sync && (
            <Button variant="default" size="sm" onClick={() => setOpen('sync')}>
              Synchronise
            </Button>
          )}
          {actions.unblock && (
            <Button variant="default" size="sm" onClick={() => setOpen('unblock')}>
              Unblock
            </Button>
          )}
          {actions.suspend && (
            <Button variant="default" size="sm" onClick={() => setOpen('suspend')}>
              Suspend
            </Button>
          )}
          {actions.free && (
            <Button variant="default" size="sm" onClick={() => setOpen('free')}>
              Free period
            </Button>
          )}
          {actions.change && (
            <Button variant="default" size="sm" onClick={() => setOpen('change')}>
              Change membership
            </Button>
          )}
          {actions.end && (
            <Button color="red" variant="light" size="sm" onClick={() => setOpen('end')}>
              End membership
            </Button>
          )}
        </Group>
      </Group>
      {canPayOverdue(rules) && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
          <Group justify="space-between" gap="sm">
            <Stack gap={2}>
              <Text fw={500}>
                Membership has {withArticle(formatMoney(facts.overdueAmount, country))} overdue payment
              </Text>
              {membership.lastDishonour && (
                <Text size="sm">
                  {membership.lastDishonour.label} ({formatCalendarDate(membership.lastDishonour.date)}):{' '}
                  {membership.lastDishonour.action}
                </Text>
              )}
            </Stack>
            {actions.pay && (
              <Button color="red" size="sm" onClick={() => setOpen('pay')}>
                Pay overdue
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {!canPayOverdue(rules) && membership.lastDishonour && (
        <Alert color="red" variant="light" role="status">
          {membership.lastDishonour.label} ({formatCalendarDate(membership.lastDishonour.date)}):{' '}
          {membership.lastDishonour.action}
        </Alert>
      )}
      {membership.allowAccessUntil && (
        <Alert color="blue" variant="light" role="status">
          Access allowed by an admin until {formatCalendarDate(membership.allowAccessUntil)}
        </Alert>
      )}
      {canManage && end === 'remove-via-provider' && (
        <Alert color="yellow" variant="light" role="status">
          {END_VIA_PROVIDER_NOTICE}
        </Alert>
      )}
      {awaitingSetup && (
        <PaymentSetupActions
          membershipId={membership.id}
          rejected={facts.accountBillingStatus === 'DDR_REJECTED'}
          reason={membership.accountBillingStatusReason}
          canSend={canManage}
          onSent={onChanged}
        />
      )}
      {membership.signupLink && (
        <SignupPanel
          createdAt={facts.createdAt}
          signupLink={membership.signupLink}
          emailedTo={membership.signupLinkEmailedTo}
          timeZone={timeZone}
        />
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder component="section" aria-label="Membership">
            <Title order={2} size="h4" mb="sm">
              Membership
            </Title>
            <DetailList items={details} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder component="section" aria-label="Billing">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                Billing
              </Title>
              {facts.accountBillingStatus && <BillingStatusBadge status={facts.accountBillingStatus} />}
            </Group>
            <DetailList items={billing} />
            {facts.customerReference && can(permissions, 'view-member', branchId) && (
              <PaymentHistoryLink branchId={branchId} customerReference={facts.customerReference} />
            )}
          </Card>
        </Grid.Col>
      </Grid>
      {facts.kind === 'BILLING' && !facts.isHistory && (
        <Card withBorder component="section" aria-label="Next payments">
          <Title order={2} size="h4" mb="sm">
            Next payments
          </Title>
          {awaitingSetup && membership.nextPayments.length > 0 && (
            <Text size="sm" c="dimmed" mb="xs">
              Will not be taken until payment is set up: the member has no direct debit in place yet.
            </Text>
          )}
          <DebitsTable
            label="Next payments"
            debits={membership.nextPayments}
            country={country}
            empty="No payments are scheduled."
          />
        </Card>
      )}
      {!facts.isHistory && (
        <SuspensionsSection
          membership={membership}
          country={country}
          canManage={canManage}
          onEdit={(row) => setSuspensionAction({ kind: 'edit', row })}
          onRemove={(row) => setSuspensionAction({ kind: 'remove', row })}
        />
      )}
      <Suspense fallback={null}>
        {open === 'free' && (
          <FreePeriodModal
            membership={target}
            personId={personId}
            branchId={branchId}
            onClose={close}
            onDone={done}
          />
        )}
        {open === 'suspend' && (
          <SuspendModal
            membership={target}
            personId={personId}
            branchId={branchId}
            onClose={close}
            onDone={done}
          />
        )}
        {suspensionAction?.kind === 'edit' && (
          <EditSuspensionModal
            membershipId={membership.id}
            billing={facts.kind === 'BILLING'}
            membership={target}
            suspension={suspensionAction.row}
            personId={personId}
            branchId={branchId}
            onClose={close}
            onDone={done}
          />
        )}
        {suspensionAction?.kind === 'remove' && (
          <RemoveSuspensionModal
            membershipId={membership.id}
            suspension={suspensionAction.row}
            personId={personId}
            branchId={branchId}
            onClose={close}
            onDone={done}
          />
        )}
        {open === 'end' && (
          <EndMembershipModal
            membership={target}
            personId={personId}
            branchId={branchId}
            onClose={close}
            onDone={done}
          />
        )}
        {open === 'change' && (
          <ChangeMembershipModal
            membership={target}
            personId={personId}
            branchId={branchId}
            onClose={close}
          />
        )}
        {open === 'pay' && (
          <PayOverdueModal
            membership={target}
            personId={personId}
            branchId={branchId}
            onClose={close}
            onDone={done}
          />
        )}
        {open === 'edit' && (
          <EditMembershipModal membership={target} personId={personId} onClose={close} onDone={done} />
        )}
        {open === 'sync' && facts.customerReference && (
          <SynchroniseModal
            branchId={branchId}
            customerReference={facts.customerReference}
            onClose={close}
            onFinished={refetchSoon}
          />
        )}
        {open === 'unblock' && (
          <UnblockModal membership={target} personId={personId} onClose={close} onDone={done} />
        )}
        {open === 'payer' && (
          <EditExternalPayerModal membership={target} personId={personId} onClose={close} onDone={done} />
        )}
      </Suspense>
    </Stack>
  );
}

function providerLabel(provider: string): string {
  return provider === 'DEBITSUCCESS' ? 'Debitsuccess' : 'Paysmart';
}

/** A dishonour's reason in words (the bank's code otherwise, as the provider sent it). */
function statusReasonLabel(reason: string | null): string | null {
  return reason !== null && isOneOf(DISHONOUR_REASONS, reason) ? DISHONOUR_REASON_LABELS[reason] : reason;
}
