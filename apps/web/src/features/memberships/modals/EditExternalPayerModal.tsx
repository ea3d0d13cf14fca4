import { externalPayerUpdateSchema, fieldErrorsFromIssues } from '@clubline/domain';
import { TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
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
  const [value, setValue] = useState(membership.externalPayerRefNumber ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [, update] = useMutation(UpdateExternalPayerMutation);
  const checked = externalPayerUpdateSchema.safeParse({ externalPayerRefNumber: value });
  const error = fieldErrorsFromIssues(checked.error?.issues ?? []).externalPayerRefNumber;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.success) return;
    setSaving(true);
    const result = await update({
      personId,
      input: { membershipId: membership.id, externalPayerRefNumber: checked.data.externalPayerRefNumber },
    });
    setSaving(false);
    if (result.error) {
      notifyError();
      return;
    }
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    onDone();
  };

  return (
    <FormModal opened onClose={onClose} title="Edit external payer">
      <form onSubmit={submit} noValidate aria-label="Edit external payer">
        <TextInput
          label="External payer reference number"
          withAsterisk
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={submitted ? error : undefined}
          mb="md"
        />
        <FormActions submitLabel="Save" onCancel={onClose} busy={saving} />
      </form>
    </FormModal>
  );
}
