import type { PlanType } from '@clubline/domain';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { fieldErrorsOf } from '../../../app/graphql/errors.ts';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { CHANGES_HAVE_BEEN_MADE, notifySuccess } from '../../../ui/notifications.ts';
import { PlanDetailsFields } from '../form/PlanDetailsFields.tsx';
import { numberOfVisitsOf, type PlanDetailsValues, validatePlanDetails } from '../form/plan-details-form.ts';

export const EditPlanFragment = graphql(`
  fragment EditPlan_plan on MembershipPlan {
    id
    name
    description
    country
    type
    numberOfVisits
    accessType
  }
`);

const UpdateMembershipPlanMutation = graphql(`
  mutation UpdateMembershipPlan($plan: UpdateMembershipPlanInput!) {
    updateMembershipPlan(plan: $plan) {
      id
      ...EditPlan_plan
    }
  }
`);

/** Spec 3 §2, §7: edit a plan's details (organisation level); its type stays. */
export function EditPlanModal({
  opened,
  onClose,
  plan,
}: {
  opened: boolean;
  onClose: () => void;
  plan: FragmentType<typeof EditPlanFragment>;
}) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit membership plan" size="lg">
      <EditPlanForm plan={getFragmentData(EditPlanFragment, plan)} onDone={onClose} />
    </FormModal>
  );
}

function EditPlanForm({
  plan,
  onDone,
}: {
  plan: {
    id: string;
    name: string;
    description: string;
    country: string;
    type: PlanType;
    numberOfVisits?: number | null;
    accessType: string;
  };
  onDone: () => void;
}) {
  const [, update] = useMutation(UpdateMembershipPlanMutation);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PlanDetailsValues>({
    initialValues: {
      name: plan.name,
      description: plan.description,
      country: plan.country,
      type: plan.type,
      numberOfVisits: plan.numberOfVisits?.toString() ?? '',
      accessType: plan.accessType,
    },
    validate: validatePlanDetails,
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    const result = await update({
      plan: {
        id: plan.id,
        name: values.name,
        description: values.description,
        country: values.country ?? '',
        accessType: values.accessType ?? '',
        numberOfVisits: numberOfVisitsOf(values),
      },
    });
    setSaving(false);
    if (result.error) {
      const fieldErrors = Object.fromEntries(
        Object.entries(fieldErrorsOf(result.error)).filter(([field]) => Object.hasOwn(values, field)),
      );
      form.setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setFailure(errorTextOf(result.error));
      return;
    }
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit membership plan">
      <Stack gap="lg">
        <PlanDetailsFields form={form} typeFixed />
        {failure && <SubmitError title="Error" message={failure} />}
        <FormActions submitLabel="Save" onCancel={onDone} busy={saving} />
      </Stack>
    </form>
  );
}
