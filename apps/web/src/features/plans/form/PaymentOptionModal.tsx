import { Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import type { PaymentOptionModal_OptionFragment } from '../../../gql/graphql.ts';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { CHANGES_HAVE_BEEN_MADE, notifySuccess, SAVED_SUCCESSFULLY } from '../../../ui/notifications.ts';
import { PaymentOptionFields } from './PaymentOptionFields.tsx';
import { toGraphQLPaymentOptionInput } from './payment-option-form.ts';
import { usePaymentOptionForm } from './usePaymentOptionForm.ts';
import { useSellingBranchOptions } from './useSellingBranchOptions.ts';

export const PaymentOptionModalPlanFragment = graphql(`
  fragment PaymentOptionModal_plan on MembershipPlan {
    id
    type
    country
  }
`);

export const PaymentOptionModalOptionFragment = graphql(`
  fragment PaymentOptionModal_option on PaymentOption {
    id
    name
    description
    notes
    paymentAmount
    paymentFrequency
    joinFee
    accessCardFee
    suspensionFee
    suspensionFeeFrequency
    term
    termType
    ongoing
    ongoingTermType
    validityPeriod
    visitPassTermType
    freePeriod
    freePeriodFrequency
    freePeriodUntilDate
    freePromotion
    promotion {
      termCount
      paymentAmount
    }
    membershipStartDate
    sellingBranches {
      id
      name
    }
    saleStartDate
    saleEndDate
    isAvailableOnline
  }
`);

const AddPaymentOptionMutation = graphql(`
  mutation AddPaymentOption($input: PaymentOptionInput!) {
    addPaymentOption(input: $input) {
      id
    }
  }
`);

const UpdatePaymentOptionMutation = graphql(`
  mutation UpdatePaymentOption($input: PaymentOptionInput!) {
    updatePaymentOption(input: $input) {
      id
      ...PaymentOptionModal_option
    }
  }
`);

interface PaymentOptionModalProps {
  opened: boolean;
  plan: FragmentType<typeof PaymentOptionModalPlanFragment>;
  /** The option to edit; none to add one. */
  option?: FragmentType<typeof PaymentOptionModalOptionFragment> | undefined;
  /** A published option: the server refuses any change to its price and term, so they are read-only. */
  priceLocked?: boolean;
  /** At branch level a new option is sold at the branch to begin with. */
  defaultBranchId?: string | null;
  onClose: () => void;
  onSaved: (optionId: string) => void;
}

/** Spec 3 §2: Add payment option, and Edit of a draft or published option. */
export function PaymentOptionModal({ opened, onClose, ...props }: PaymentOptionModalProps) {
  const option = props.option ? getFragmentData(PaymentOptionModalOptionFragment, props.option) : undefined;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={option ? 'Edit payment option' : 'Add payment option'}
      long
    >
      <PaymentOptionForm {...props} option={option} onCancel={onClose} />
    </FormModal>
  );
}

function PaymentOptionForm(
  props: Omit<PaymentOptionModalProps, 'opened' | 'onClose' | 'option'> & {
    option: PaymentOptionModal_OptionFragment | undefined;
    onCancel: () => void;
  },
) {
  const plan = getFragmentData(PaymentOptionModalPlanFragment, props.plan);
  const { option } = props;
  const { form, context, check, serverError, setServerError, showFailure } = usePaymentOptionForm({
    option,
    planType: plan.type,
    country: plan.country,
    membershipPlanId: plan.id,
    defaultBranchId: props.defaultBranchId,
  });
  const branchOptions = useSellingBranchOptions(option?.sellingBranches);
  const [, add] = useMutation(AddPaymentOptionMutation);
  const [, update] = useMutation(UpdatePaymentOptionMutation);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    const input = toGraphQLPaymentOptionInput(form.getValues(), context);
    if (input === null) return;
    setSaving(true);
    setServerError(null);
    const result = option ? await update({ input }) : await add({ input });
    setSaving(false);
    const savedId = result.data
      ? 'addPaymentOption' in result.data
        ? result.data.addPaymentOption.id
        : result.data.updatePaymentOption.id
      : undefined;
    if (result.error || savedId === undefined) {
      showFailure(result.error);
      return;
    }
    notifySuccess(option ? CHANGES_HAVE_BEEN_MADE : SAVED_SUCCESSFULLY);
    props.onSaved(savedId);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={option ? 'Edit payment option' : 'Add payment option'}>
      <Stack gap="lg">
        <PaymentOptionFields
          form={form}
          planType={plan.type}
          branchOptions={branchOptions}
          priceLocked={props.priceLocked ?? false}
        />
        {serverError && <SubmitError title="Error" message={serverError} />}
        <FormActions submitLabel={option ? 'Save' : 'Add'} onCancel={props.onCancel} busy={saving} />
      </Stack>
    </form>
  );
}
