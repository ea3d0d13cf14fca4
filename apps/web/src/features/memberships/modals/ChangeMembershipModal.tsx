import {
  CHANGE_MEMBERSHIP_CANCELLATION_REASON,
  changeMembershipInputSchema,
  checkFields,
} from '@clubline/domain';
import { Alert, Loader, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { useMemberArea } from '../../members/public.ts';
import { MEMBERSHIP_MESSAGES } from '../membership-messages.ts';
import { memberMembershipsPath } from '../paths.ts';
import { isOngoingOption, optionsOnSale, SellablePlansQuery } from '../sellable-plans.ts';
import { ActionPreview } from './ActionPreview.tsx';
import type { ActionMembership } from './action-membership.ts';
import { MembershipOperationStatusQuery } from './membership-operation.ts';

const PreviewChangeMembershipQuery = graphql(`
  query PreviewChangeMembership($personId: ID!, $membershipId: ID!, $membershipPlanId: ID!, $paymentOptionId: ID!) {
    previewChangeMembership(
      personId: $personId
      membershipId: $membershipId
      membershipPlanId: $membershipPlanId
      paymentOptionId: $paymentOptionId
    ) {
      ...ActionPreview_preview
    }
  }
`);

const ChangeMembershipMutation = graphql(`
  mutation ChangeMembership($branchId: ID!, $input: ChangeMembershipInput!) {
    changeMembership(branchId: $branchId, changeMembershipInput: $input) {
      ticketId
      operationDomain
    }
  }
`);

interface ChangeMembershipModalProps {
  membership: ActionMembership;
  personId: string;
  branchId: string;
  onClose: () => void;
}

/**
 * Spec 2 §4, §5 "Change membership" (paysmart only): another ongoing option of a plan of the same
 * type; the reason is fixed to upgrade/downgrade. Opens the memberships page after (spec 2 §2).
 */
export function ChangeMembershipModal({ onClose, ...props }: ChangeMembershipModalProps) {
  return (
    <FormModal opened onClose={onClose} title="Change membership" size="lg">
      <ChangeMembershipForm {...props} onCancel={onClose} />
    </FormModal>
  );
}

function ChangeMembershipForm({
  membership,
  personId,
  branchId,
  onCancel,
}: Omit<ChangeMembershipModalProps, 'onClose'> & { onCancel: () => void }) {
  const { branchId: routeBranchId } = useMemberArea();
  const navigate = useNavigate();
  const change = useAsyncOperation({
    mutation: ChangeMembershipMutation,
    ticketOf: (data) => data.changeMembership,
    status: MembershipOperationStatusQuery,
    success: MEMBERSHIP_MESSAGES.membershipChanged,
  });
  const initial: { membershipPlanId: string | null; paymentOptionId: string | null } = {
    membershipPlanId: null,
    paymentOptionId: null,
  };
  const { form, onSubmit } = useCheckedForm(initial, (values) =>
    checkFields(changeMembershipInputSchema, {
      membershipPlanId: values.membershipPlanId ?? '',
      paymentOptionId: values.paymentOptionId ?? '',
    }),
  );
  const { membershipPlanId: planId, paymentOptionId: optionId } = form.getValues();
  const [plans] = useQuery({ query: SellablePlansQuery, variables: { branches: [branchId] } });
  const [now] = useState(() => Date.now());

  const candidates = (plans.data?.getMembershipPlans ?? [])
    .filter((plan) => plan.type === membership.planType)
    .map((plan) => ({ plan, options: optionsOnSale(plan, branchId, now).filter(isOngoingOption) }))
    .filter(({ options }) => options.length > 0);
  const chosen = candidates.find(({ plan }) => plan.id === planId);
  const optionChoices = (chosen?.options ?? [])
    .filter((option) => option.id !== membership.optionId)
    .map((option) => ({ value: option.id, label: option.name }));
  const [preview] = useQuery({
    query: PreviewChangeMembershipQuery,
    variables: {
      personId,
      membershipId: membership.id,
      membershipPlanId: planId ?? '',
      paymentOptionId: optionId ?? '',
    },
    pause: !planId || !optionId,
  });

  const submit = onSubmit(async (input) => {
    const outcome = await change.run({
      branchId,
      input: {
        membershipId: membership.id,
        membershipPlanId: input.membershipPlanId,
        paymentOptionId: input.paymentOptionId,
        cancellationReason: CHANGE_MEMBERSHIP_CANCELLATION_REASON,
        personId,
      },
    });
    // Spec 2 §2: the memberships page, where the new membership is listed.
    if (outcome.kind === 'done') navigate(memberMembershipsPath(personId, routeBranchId));
  });

  if (plans.error)
    return (
      <Alert color="red" role="alert">
        {MEMBERSHIP_MESSAGES.loadPlansFailed}
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate aria-label="Change membership">
      <Stack gap="md">
        {change.failure && <SubmitError title="Error" message={change.failure} />}
        <Text size="sm">
          Moves the member from {membership.planName} to another ongoing option. The current membership ends
          and the new one keeps the member's payment details.
        </Text>
        <Select
          label="Membership plan"
          withAsterisk
          placeholder={plans.fetching ? 'Loading...' : 'Choose a plan'}
          data={candidates.map(({ plan }) => ({ value: plan.id, label: plan.name }))}
          value={planId}
          onChange={(value) => form.setValues({ membershipPlanId: value, paymentOptionId: null })}
          error={form.errors.membershipPlanId}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Payment option"
          withAsterisk
          placeholder="Choose a payment option"
          data={optionChoices}
          {...form.getInputProps('paymentOptionId')}
          disabled={!planId}
          comboboxProps={{ withinPortal: true }}
        />
        {planId && optionId && (
          <ActionPreview
            preview={preview.data?.previewChangeMembership}
            loading={preview.fetching}
            failed={preview.error !== undefined}
            country={membership.country}
          />
        )}
        {change.running && (
          <Text size="sm" c="dimmed" role="status">
            <Loader size="xs" mr="xs" />
            {MEMBERSHIP_MESSAGES.changingMembership}
          </Text>
        )}
        <FormActions submitLabel="Change membership" onCancel={onCancel} busy={change.running} holdCancel />
      </Stack>
    </form>
  );
}
