import { billingAccountMessages } from '@clubline/domain';
import { Checkbox, NumberInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../app/errors/error-text.ts';
import { fieldErrorsOf } from '../../app/graphql/errors.ts';
import { type FragmentType, getFragmentData, graphql } from '../../gql/index.ts';
import { FormActions, SubmitError } from '../../ui/FormActions.tsx';
import { FormModal } from '../../ui/FormModal.tsx';
import { CHANGES_HAVE_BEEN_MADE, notifySuccess } from '../../ui/notifications.ts';
import {
  type BillingAccountFormValues,
  billingAccountFormValues,
  toBillingAccountEdit,
  validateBillingAccount,
} from './billing-account-form.ts';

const EditBillingAccountFragment = graphql(`
  fragment EditBillingAccount_account on BranchBillingAccount {
    branchBillingAccountId
    name
    cancellationFee
    suspensionFee
    isDefault
  }
`);

const UpdateBranchBillingAccountMutation = graphql(`
  mutation UpdateBranchBillingAccount($input: UpdateBranchBillingAccountInput!) {
    updateBranchBillingAccount(input: $input) {
      branchBillingAccountId
      ...EditBillingAccount_account
    }
  }
`);

interface EditBillingAccountModalProps {
  opened: boolean;
  onClose: () => void;
  branchId: string;
  account: FragmentType<typeof EditBillingAccountFragment> | null;
}

/** Spec 3 §2, §5: the small modal that changes an account's cancellation and suspension fees and default. */
export function EditBillingAccountModal({
  opened,
  onClose,
  branchId,
  ...props
}: EditBillingAccountModalProps) {
  const account = props.account ? getFragmentData(EditBillingAccountFragment, props.account) : null;
  return (
    <FormModal
      opened={opened && account !== null}
      onClose={onClose}
      title={`Edit ${account?.name ?? 'billing account'}`}
    >
      {account && <EditBillingAccountForm branchId={branchId} account={account} onDone={onClose} />}
    </FormModal>
  );
}

function EditBillingAccountForm({
  branchId,
  account,
  onDone,
}: {
  branchId: string;
  account: {
    branchBillingAccountId: string;
    cancellationFee: number;
    suspensionFee: number;
    isDefault: boolean;
  };
  onDone: () => void;
}) {
  const [, update] = useMutation(UpdateBranchBillingAccountMutation);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BillingAccountFormValues>({
    initialValues: billingAccountFormValues(account),
    validate: validateBillingAccount,
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    const result = await update({
      input: {
        branchId,
        branchBillingAccountId: account.branchBillingAccountId,
        ...toBillingAccountEdit(values),
      },
    });
    setSaving(false);
    if (result.error) {
      const fieldErrors = fieldErrorsOf(result.error);
      if (Object.keys(fieldErrors).some((field) => Object.hasOwn(values, field))) {
        form.setErrors(fieldErrors);
        return;
      }
      setFailure(errorTextOf(result.error));
      return;
    }
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && <SubmitError title="Not saved" message={failure} />}
        <NumberInput
          label="Cancellation fee"
          withAsterisk
          prefix="$"
          decimalScale={2}
          fixedDecimalScale
          min={0}
          // Keep what was typed: clamping a negative fee to 0 on blur saved "-3" silently as Free;
          // the form's rules say what is wrong instead.
          clampBehavior="none"
          thousandSeparator=","
          {...form.getInputProps('cancellationFee')}
        />
        <NumberInput
          label="Suspension fee"
          description="Charged per week while a membership is suspended"
          withAsterisk
          prefix="$"
          decimalScale={2}
          fixedDecimalScale
          min={0}
          // Keep what was typed: clamping a negative fee to 0 on blur saved "-3" silently as Free;
          // the form's rules say what is wrong instead.
          clampBehavior="none"
          thousandSeparator=","
          {...form.getInputProps('suspensionFee')}
        />
        <Checkbox
          label="Default account"
          description={
            account.isDefault
              ? billingAccountMessages.defaultCannotBeUnset
              : "Makes this the branch's default account instead of the current one"
          }
          disabled={account.isDefault}
          {...form.getInputProps('isDefault', { type: 'checkbox' })}
        />
        <FormActions submitLabel="Save" onCancel={onDone} busy={saving} />
      </Stack>
    </form>
  );
}
