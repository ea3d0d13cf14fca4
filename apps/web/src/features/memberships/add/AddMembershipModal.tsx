import { can, isAddMembershipDisabled, needsFirstPaymentDateOptions } from '@clubline/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { useFeatureFlag } from '../../../app/flags/useFeatureFlag.ts';
import { focusFirstMessage } from '../../../app/forms/useCheckedForm.ts';
import { usePermissions } from '../../../app/session/SessionContext.tsx';
import { graphql } from '../../../gql/index.ts';
import { SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { SAVED_SUCCESSFULLY } from '../../../ui/notifications.ts';
import { useMemberArea } from '../../members/public.ts';
import { currencyCountry } from '../../plans/public.ts';
import { MEMBERSHIP_MESSAGES } from '../membership-messages.ts';
import { MembershipOperationStatusQuery } from '../modals/membership-operation.ts';
import { membershipPath } from '../paths.ts';
import { ZERO_CASH_PAYMENT_TYPE } from '../payment-types.ts';
import { optionsOnSale, SellablePlansQuery } from '../sellable-plans.ts';
import {
  type AddMembershipValues,
  addMembershipErrors,
  checkUpfront,
  hasSomethingDueUpfront,
  NO_UPFRONT,
  paidInBranchOf,
  saleShapeOf,
  toCents,
  type UpfrontValues,
} from './add-membership-form.ts';
import { FirstPaymentPreview } from './FirstPaymentPreview.tsx';
import { DirectPaymentStep, UpfrontPaymentStep } from './PaymentSteps.tsx';
import { StepOneFields } from './StepOneFields.tsx';

const AddMembershipProviderQuery = graphql(`
  query AddMembershipProvider {
    getBillingProviderInfo {
      billingProvider
    }
  }
`);

const FirstPaymentDateOptionsQuery = graphql(`
  query FirstPaymentDateOptions($branchId: ID!, $paymentFrequency: PaymentFrequency!, $startDate: String!) {
    getFirstPaymentDateOptions(branchId: $branchId, paymentFrequency: $paymentFrequency, startDate: $startDate)
  }
`);

const FirstPaymentDetailsQuery = graphql(`
  query FirstPaymentDetails($branchId: ID!, $input: FirstPaymentDetailsInput!) {
    getFirstPaymentDetails(branchId: $branchId, input: $input) {
      earliestPayment {
        paymentDate
        firstPaymentAmountPlusAllFees
        partialPaymentAmount
        partialPaymentStartDate
        partialPaymentEndDate
        firstRecurringPaymentAmount
        firstRecurringPaymentStartDate
        firstRecurringPaymentEndDate
      }
      recurringPayment {
        amount
        startDate
        endDate
      }
      paidInBranchAmount
      nextDebits {
        ...DebitsTable_debit
      }
    }
  }
`);

const AttachMembershipMutation = graphql(`
  mutation AttachMembership($branchId: ID!, $input: MembershipInput!) {
    attachMembership(branchId: $branchId, membershipInput: $input) {
      ticketId
      operationDomain
    }
  }
`);

/** "2.0.0" paysmart, "3.0.0" debitsuccess (with the chosen first payment date and frequency). */
const PREVIEW_VERSION = { PAYSMART: '2.0.0', DEBITSUCCESS: '3.0.0' } as const;

interface AddMembershipModalProps {
  personId: string;
  /** The member's home branch, which sells the membership. */
  branchId: string;
  onClose: () => void;
}

/**
 * Spec 2 §4, §5 "Add membership": step 1 the details, step 2 'Upfront payment' (billing) or
 * 'Direct payment'; the first payment and the next six debits show before the sale is saved.
 * Opens the new membership's page after (spec 2 §2).
 */
export function AddMembershipModal({ personId, branchId, onClose }: AddMembershipModalProps) {
  return (
    <FormModal opened onClose={onClose} title="Add a membership" size="lg">
      <AddMembershipForm personId={personId} branchId={branchId} onCancel={onClose} />
    </FormModal>
  );
}

/**
 * The one form of the area that keeps its values by hand rather than in useCheckedForm: its rules
 * read the live previews (the partial may not pass what the schedule's days cost) on every render,
 * and it is the heaviest route's first render, which @mantine/form would take past its budget
 * (tools/bundle-budget.ts). The sale itself runs through useAsyncOperation like every other.
 */
function AddMembershipForm({
  personId,
  branchId,
  onCancel,
}: Omit<AddMembershipModalProps, 'onClose'> & { onCancel: () => void }) {
  const { branchId: routeBranchId, today } = useMemberArea();
  const navigate = useNavigate();
  const permissions = usePermissions();
  // Spec 1 §6: without these the option's fees are shown read-only (the server refuses others).
  const feesEditable = {
    joinFee: can(permissions, 'manage-join-fee', branchId),
    accessCardFee: can(permissions, 'manage-access-card-fee', branchId),
  };
  // Flag 2271 (spec 1: on by default): off, nothing is paid at the desk at a billing sale.
  const inBranchPayments = useFeatureFlag('in_branch_payments');
  const [now] = useState(() => Date.now());
  const [values, setValues] = useState<AddMembershipValues>(() => ({
    planId: null,
    optionId: null,
    // The server's today (billing clock): the start date is judged as the sale will judge it.
    startDate: today,
    firstPaymentDate: null,
    joinFee: 0,
    accessCardFee: 0,
    overridePartial: false,
    partialPaymentAmount: 0,
    externalPayerRefNumber: '',
    oneOffPaymentType: '',
  }));
  const [upfront, setUpfront] = useState<UpfrontValues>(NO_UPFRONT);
  const [step, setStep] = useState<1 | 2>(1);
  const [submitted, setSubmitted] = useState(false);
  const [upfrontSubmitted, setUpfrontSubmitted] = useState(false);
  const attach = useAsyncOperation({
    mutation: AttachMembershipMutation,
    ticketOf: (data) => data.attachMembership,
    status: MembershipOperationStatusQuery,
    success: SAVED_SUCCESSFULLY,
  });

  const [plans] = useQuery({ query: SellablePlansQuery, variables: { branches: [branchId] } });
  const [providerInfo] = useQuery({ query: AddMembershipProviderQuery });
  const provider = providerInfo.data?.getBillingProviderInfo.billingProvider ?? null;
  const sellable = (plans.data?.getMembershipPlans ?? [])
    .map((plan) => ({ plan, options: optionsOnSale(plan, branchId, now) }))
    .filter(({ options }) => options.length > 0);
  const chosen = sellable.find(({ plan }) => plan.id === values.planId);
  const plan = chosen?.plan;
  const option = chosen?.options.find((candidate) => candidate.id === values.optionId);
  const fees = { joinFee: toCents(values.joinFee) || 0, accessCardFee: toCents(values.accessCardFee) || 0 };
  const shape = saleShapeOf(plan, option, values.oneOffPaymentType, fees);
  const asksFirstPaymentDate = needsFirstPaymentDateOptions(shape.billing, provider);
  const plainErrors = addMembershipErrors(values, shape, asksFirstPaymentDate, { today });
  const country = plan ? currencyCountry(plan.country) : undefined;

  const [dateOptions] = useQuery({
    query: FirstPaymentDateOptionsQuery,
    variables: {
      branchId,
      paymentFrequency: option?.paymentFrequency ?? 'WEEKLY',
      startDate: values.startDate,
    },
    pause: !asksFirstPaymentDate || !option || values.startDate === '',
  });
  // Everything the preview needs but the partial override (which is checked against it).
  const scheduleReady =
    shape.billing &&
    plan !== undefined &&
    option !== undefined &&
    provider !== null &&
    values.startDate !== '' &&
    (!asksFirstPaymentDate || values.firstPaymentDate !== null) &&
    plainErrors.startDate === undefined &&
    plainErrors.joinFee === undefined &&
    plainErrors.accessCardFee === undefined;
  const paidInBranch = paidInBranchOf(step === 2 ? upfront : NO_UPFRONT);
  const previewInput = {
    version: provider === 'DEBITSUCCESS' ? PREVIEW_VERSION.DEBITSUCCESS : PREVIEW_VERSION.PAYSMART,
    membershipPlanId: plan?.id ?? '',
    paymentOptionId: option?.id ?? '',
    membershipStartDate: values.startDate,
    ...(asksFirstPaymentDate && values.firstPaymentDate
      ? { firstPaymentDate: values.firstPaymentDate, paymentFrequency: option?.paymentFrequency }
      : {}),
    joinFee: fees.joinFee,
    accessCardFee: fees.accessCardFee,
    includeJoinFee: paidInBranch.includeJoinFee,
    includeAccessCardFee: paidInBranch.includeAccessCardFee,
    includePartialPayment: paidInBranch.includePartialPayment,
  };
  // The schedule's own partial (what its days cost): an override may not be more.
  const [scheduled] = useQuery({
    query: FirstPaymentDetailsQuery,
    variables: { branchId, input: previewInput },
    pause: !scheduleReady,
  });
  const scheduledPartial = scheduled.data?.getFirstPaymentDetails.earliestPayment?.partialPaymentAmount;
  const errors = addMembershipErrors(values, shape, asksFirstPaymentDate, {
    today,
    partialPaymentMax: values.overridePartial ? scheduledPartial : null,
  });
  const previewReady = scheduleReady && errors.partialPaymentAmount === undefined;
  const [overridden] = useQuery({
    query: FirstPaymentDetailsQuery,
    variables: {
      branchId,
      input: { ...previewInput, overridenPartialPayment: toCents(values.partialPaymentAmount) },
    },
    pause: !previewReady || !values.overridePartial,
  });
  // What is shown and what Add waits for: the preview with the override when there is one.
  const details = values.overridePartial ? overridden : scheduled;
  const partial = values.overridePartial ? toCents(values.partialPaymentAmount) : (scheduledPartial ?? 0);
  const disabled = isAddMembershipDisabled({
    plansLoading: plans.fetching,
    submitting: attach.running,
    paymentsLoading: previewReady && details.fetching,
    paymentsError: previewReady && details.error !== undefined,
  });

  // A billing sale with nothing payable upfront, and a free, external-payer or no-fee sale, skip step 2.
  // With in-branch payments off (flag 2271) a billing sale has no Upfront payment step either.
  const submitsFromStepOne =
    option !== undefined &&
    (shape.billing
      ? !inBranchPayments || !hasSomethingDueUpfront({ ...fees, partial })
      : shape.attachedWithZeroCash);

  const change = (patch: Partial<AddMembershipValues>) => setValues((current) => ({ ...current, ...patch }));

  const save = async () => {
    if (!plan || !option) return;
    const zeroCash = shape.attachedWithZeroCash;
    const paid = paidInBranchOf(step === 2 && shape.billing && inBranchPayments ? upfront : NO_UPFRONT);
    const oneOffAmount = (option.paymentAmount ?? 0) + fees.joinFee + fees.accessCardFee;
    const outcome = await attach.run({
      branchId,
      input: {
        personId,
        membershipPlanId: plan.id,
        paymentOptionId: option.id,
        startDate: values.startDate,
        firstPaymentDate: asksFirstPaymentDate ? values.firstPaymentDate : null,
        joinFee: fees.joinFee,
        accessCardFee: fees.accessCardFee,
        ...(values.overridePartial
          ? { partialPaymentAmount: toCents(values.partialPaymentAmount), isPartialAmountOverridden: true }
          : {}),
        ...(shape.externalPayer ? { externalPayerRefNumber: values.externalPayerRefNumber.trim() } : {}),
        ...(shape.billing ? { paidInBranch: paid } : {}),
        ...(zeroCash
          ? { oneOffPaymentType: ZERO_CASH_PAYMENT_TYPE, oneOffPaymentAmount: 0 }
          : !shape.billing
            ? {
                oneOffPaymentType: values.oneOffPaymentType || ZERO_CASH_PAYMENT_TYPE,
                oneOffPaymentAmount: oneOffAmount,
              }
            : shape.asksPaymentType
              ? { oneOffPaymentType: values.oneOffPaymentType }
              : {}),
      },
    });
    if (outcome.kind !== 'done') return;
    // Spec 2 §2: the new membership's page.
    const membershipId = outcome.status.membership?.id ?? outcome.status.resultId;
    // It opens the receipt of what the sale took at the desk, if it took anything.
    if (membershipId)
      navigate(membershipPath(personId, routeBranchId, membershipId), { state: { showReceipt: true } });
    else onCancel();
  };

  const upfrontCheck = checkUpfront(upfront, shape.billing);
  const upfrontError = upfrontCheck.ok ? undefined : upfrontCheck.errors.inBranchPaymentType;

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 2) {
      setUpfrontSubmitted(true);
      if (!upfrontCheck.ok) return focusFirstMessage(event.currentTarget);
      void save();
      return;
    }
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return focusFirstMessage(event.currentTarget);
    if (disabled) return;
    if (submitsFromStepOne) void save();
    else setStep(2);
  };

  if (plans.error)
    return (
      <Alert color="red" role="alert">
        {MEMBERSHIP_MESSAGES.loadPlansFailed}
      </Alert>
    );
  return (
    <form onSubmit={next} noValidate aria-label="Add a membership">
      <Stack gap="md">
        {attach.failure && <SubmitError title="Error" message={attach.failure} />}
        {providerInfo.error && (
          <Alert color="red" variant="light" role="alert">
            {MEMBERSHIP_MESSAGES.loadPaymentDetailsFailed}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Step {step} of 2{step === 2 ? `: ${shape.stepTwoTitle}` : ': Membership details'}
        </Text>
        {step === 1 ? (
          <StepOneFields
            values={values}
            errors={submitted ? errors : {}}
            onChange={change}
            plans={sellable}
            plansLoading={plans.fetching}
            shape={shape}
            option={option}
            firstPaymentDates={
              asksFirstPaymentDate ? (dateOptions.data?.getFirstPaymentDateOptions ?? []) : null
            }
            firstPaymentDatesFailed={dateOptions.error !== undefined}
            defaultPartial={scheduledPartial ?? 0}
            feesEditable={feesEditable}
            country={country}
          />
        ) : shape.billing ? (
          <UpfrontPaymentStep
            upfront={upfront}
            onChange={(patch) => setUpfront((current) => ({ ...current, ...patch }))}
            fees={{ ...fees, partial }}
            country={country}
            paymentTypeError={upfrontSubmitted ? upfrontError : undefined}
          />
        ) : (
          <DirectPaymentStep
            amount={(option?.paymentAmount ?? 0) + fees.joinFee + fees.accessCardFee}
            paymentType={values.oneOffPaymentType}
            country={country}
          />
        )}
        {shape.billing && (
          <FirstPaymentPreview
            details={details.data?.getFirstPaymentDetails}
            loading={details.fetching}
            failed={details.error !== undefined}
            country={country}
          />
        )}
        <Group justify="flex-end" gap="sm">
          {step === 2 && (
            <Button variant="default" onClick={() => setStep(1)} disabled={attach.running} mr="auto">
              Back
            </Button>
          )}
          <Button variant="default" onClick={onCancel} disabled={attach.running}>
            Cancel
          </Button>
          <Button type="submit" loading={attach.running} disabled={disabled}>
            {step === 1 && !submitsFromStepOne ? 'Next' : 'Add'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
