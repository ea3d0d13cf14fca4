import { billingAccountMessages, branchSettingInputSchema, fieldErrorsFromIssues } from '@clubline/domain';
import { Checkbox, Select, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { focusFirstMessage } from '../../../app/forms/useCheckedForm.ts';
import { graphql } from '../../../gql/index.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { CHANGES_HAVE_BEEN_MADE, notifySuccess } from '../../../ui/notifications.ts';

const PlanBranchBillingAccountsQuery = graphql(`
  query PlanBranchBillingAccounts($branchId: ID!) {
    getBranchBillingAccounts(branchId: $branchId) {
      branchBillingAccountId
      name
      isDefault
    }
  }
`);

const UpdateBranchSettingMutation = graphql(`
  mutation UpdateBranchSetting(
    $membershipPlanId: ID!
    $paymentOptionId: ID!
    $branchSettingInput: BranchSettingInput!
  ) {
    updateBranchSetting(
      membershipPlanId: $membershipPlanId
      paymentOptionId: $paymentOptionId
      branchSettingInput: $branchSettingInput
    ) {
      id
      branchSettings {
        branch {
          id
        }
        branchBillingAccountId
        waiveAdminFee
      }
    }
  }
`);

/** Spec 3 §8. */

interface BranchSettingOption {
  id: string;
  membershipPlanId: string;
  name: string;
  branchSettings: readonly {
    branch: { id: string };
    branchBillingAccountId?: string | null;
    waiveAdminFee: boolean;
  }[];
}

interface BranchSettingModalProps {
  opened: boolean;
  option: BranchSettingOption;
  branchId: string;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Spec 3 §2, §7: at branch level, Edit of a payment option amends the branch's billing for it:
 * which of the branch's billing accounts it bills through, and whether the admin fee is waived.
 */
export function BranchSettingModal({ opened, onClose, ...props }: BranchSettingModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Branch billing account">
      <BranchSettingForm {...props} onCancel={onClose} />
    </FormModal>
  );
}

function BranchSettingForm({
  option,
  branchId,
  onCancel,
  onSaved,
}: Omit<BranchSettingModalProps, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const current = option.branchSettings.find((setting) => setting.branch.id === branchId);
  const [{ data, error }] = useQuery({ query: PlanBranchBillingAccountsQuery, variables: { branchId } });
  const [, save] = useMutation(UpdateBranchSettingMutation);
  const [accountId, setAccountId] = useState<string | null>(current?.branchBillingAccountId ?? null);
  const [waiveAdminFee, setWaiveAdminFee] = useState(current?.waiveAdminFee ?? false);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const accounts = data?.getBranchBillingAccounts ?? [];
  // The domain's schema, the one the server parses updateBranchSetting with.
  const checked = branchSettingInputSchema.safeParse({
    branchId,
    branchBillingAccountId: accountId,
    waiveAdminFee,
  });
  const accountError = submitted
    ? fieldErrorsFromIssues(checked.error?.issues ?? []).branchBillingAccountId
    : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.success) {
      // As every form: the focus goes to the message (the account list), not left on Save.
      focusFirstMessage(event.currentTarget);
      return;
    }
    setSaving(true);
    setFailure(null);
    const result = await save({
      membershipPlanId: option.membershipPlanId,
      paymentOptionId: option.id,
      branchSettingInput: { ...checked.data, waiveAdminFee: checked.data.waiveAdminFee === true },
    });
    setSaving(false);
    if (result.error) {
      setFailure(errorTextOf(result.error));
      return;
    }
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    onSaved();
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Branch billing account">
      <Stack gap="md">
        <Text size="sm">How {option.name} is billed at this branch.</Text>
        <Select
          label="Branch billing account"
          withAsterisk
          data={accounts.map((account) => ({
            value: account.branchBillingAccountId,
            label: account.isDefault ? `${account.name} (default)` : account.name,
          }))}
          value={accountId}
          onChange={setAccountId}
          error={error ? billingAccountMessages.listLoadFailed : accountError}
          comboboxProps={{ withinPortal: true }}
        />
        <Checkbox
          label="Waive admin fee"
          checked={waiveAdminFee}
          onChange={(event) => setWaiveAdminFee(event.currentTarget.checked)}
        />
        {failure && <SubmitError title="Error" message={failure} />}
        <FormActions submitLabel="Save" onCancel={onCancel} busy={saving} />
      </Stack>
    </form>
  );
}
