import type { PlanType } from '@clubline/domain';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { fieldErrorsOf } from '../../../app/graphql/errors.ts';
import { graphql } from '../../../gql/index.ts';
import { SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { notifySuccess } from '../../../ui/notifications.ts';
import { PaymentOptionFields } from '../form/PaymentOptionFields.tsx';
import { PlanDetailsFields } from '../form/PlanDetailsFields.tsx';
import { toGraphQLPaymentOptionInput } from '../form/payment-option-form.ts';
import {
  EMPTY_PLAN_DETAILS,
  numberOfVisitsOf,
  type PlanDetailsValues,
  validatePlanDetails,
} from '../form/plan-details-form.ts';
import { usePaymentOptionForm } from '../form/usePaymentOptionForm.ts';
import { useSellingBranchOptions } from '../form/useSellingBranchOptions.ts';
import { planPath } from '../paths.ts';

const AddMembershipPlanMutation = graphql(`
  mutation AddMembershipPlan($plan: MembershipPlanInput!) {
    addMembershipPlan(plan: $plan) {
      id
    }
  }
`);

const FIRST_OPTION = 'firstPaymentOption.';

/**
 * Spec 3 §2: Create membership plan, in two steps: the plan's details (Next), then its first
 * payment option (Back, Create). On success the user goes to the new plan's page; the list
 * query is refetched by the cache's invalidation of MembershipPlan.
 */
export function CreatePlanModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Create membership plan" long>
      <CreatePlanForm onCancel={onClose} />
    </FormModal>
  );
}

function CreatePlanForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const details = useForm<PlanDetailsValues>({
    initialValues: EMPTY_PLAN_DETAILS,
    validate: validatePlanDetails,
  });
  const planType: PlanType = details.values.type ?? 'ONGOING';
  const country = details.values.country ?? 'NZ';
  const option = usePaymentOptionForm({ planType, country });
  const branchOptions = useSellingBranchOptions();
  const [, addPlan] = useMutation(AddMembershipPlanMutation);
  const [saving, setSaving] = useState(false);

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!details.validate().hasErrors) setStep(1);
  };

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstPaymentOption = option.check()
      ? toGraphQLPaymentOptionInput(option.form.getValues(), option.context)
      : null;
    if (firstPaymentOption === null) return;
    const values = details.getValues();
    setSaving(true);
    option.setServerError(null);
    const result = await addPlan({
      plan: {
        name: values.name,
        description: values.description,
        country,
        type: planType,
        accessType: values.accessType ?? '',
        numberOfVisits: numberOfVisitsOf(values),
        firstPaymentOption,
      },
    });
    setSaving(false);
    const id = result.data?.addMembershipPlan.id;
    if (result.error || !id) {
      // A message about the plan's own details sends the user back to step 1 to see it.
      const planErrors = Object.entries(fieldErrorsOf(result.error)).filter(
        ([path]) => !path.startsWith(FIRST_OPTION) && Object.hasOwn(values, path),
      );
      if (planErrors.length > 0) {
        details.setErrors(Object.fromEntries(planErrors));
        setStep(0);
        return;
      }
      option.showFailure(result.error, FIRST_OPTION);
      return;
    }
    notifySuccess();
    navigate(planPath(id));
  };

  return (
    <Stack gap="lg">
      <Stepper active={step} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Plan details" />
        <Stepper.Step label="First payment option" />
      </Stepper>
      {step === 0 ? (
        <form onSubmit={next} noValidate aria-label="Plan details">
          <Stack gap="lg">
            <PlanDetailsFields form={details} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit">Next</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={create} noValidate aria-label="First payment option">
          <Stack gap="lg">
            <PaymentOptionFields form={option.form} planType={planType} branchOptions={branchOptions} />
            {option.serverError && <SubmitError title="Error" message={option.serverError} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setStep(0)} disabled={saving}>
                Back
              </Button>
              <Button type="submit" loading={saving}>
                Create
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
