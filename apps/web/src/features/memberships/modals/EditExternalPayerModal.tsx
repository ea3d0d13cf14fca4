import { checkFields, externalPayerUpdateSchema } from '@clubline/domain';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from 'urql';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { graphql } from '../../../gql/index.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { CHANGES_HAVE_BEEN_MADE, notifyError, notifySuccess } from '../../../ui/notifications.ts';
import type { ActionMembership } from './action-membership.ts';

const UpdateExternalPayerMutation = graphql(`
  mutation UpdateExternalPayer($personId: ID!, $input: ExternalPayerUpdateInput!) {
    updateExternalPayer(personId: $personId, externalPayerUpdateInput: $input) {
      id
      externalPayerRefNumber
    }
  }
`);

interface EditExternalPayerModalProps {
  membership: ActionMembership;
  personId: string;
  onClose: () => void;
  onDone: () => void;
}

/** Spec 2 §5 "Edit external payer": a failure shows the generic error notification (spec 2 §8). */
export function EditExternalPayerModal({
  membership,
  personId,
  onClose,
  onDone,
}: EditExternalPayerModalProps) {
  const [saving, setSaving] = useState(false);
  const [, update] = useMutation(UpdateExternalPayerMutation);
  const initial: { externalPayerRefNumber: string } = {
    externalPayerRefNumber: membership.externalPayerRefNumber ?? '',
  };
  const { form, onSubmit } = useCheckedForm(initial, (values) =>
    checkFields(externalPayerUpdateSchema, values),
  );

  const submit = onSubmit(async (input) => {
    setSaving(true);
    const result = await update({
      personId,
      input: { membershipId: membership.id, externalPayerRefNumber: input.externalPayerRefNumber },
    });
    setSaving(false);
    if (result.error) {
      notifyError();
      return;
    }
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    onDone();
  });

  return (
    <FormModal opened onClose={onClose} title="Edit external payer">
      <form onSubmit={submit} noValidate aria-label="Edit external payer">
        <TextInput
          label="External payer reference number"
          withAsterisk
          {...form.getInputProps('externalPayerRefNumber')}
          mb="md"
        />
        <FormActions submitLabel="Save" onCancel={onClose} busy={saving} />
      </form>
    </FormModal>
  );
}
