import {
  billingAccountMessages,
  type TermsAndConditionsInput,
  termsAndConditionsSchema,
} from '@clubline/domain';
import { Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useMutation } from 'urql';
import { fieldErrorsOf } from '../../app/graphql/errors.ts';
import { graphql } from '../../gql/index.ts';
import { FormActions } from '../../ui/FormActions.tsx';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifyError, notifySuccess } from '../../ui/notifications.ts';

const UpdateTermsMutation = graphql(`
  mutation UpdateBranchTerms($input: UpdateBranchBillingAccountTermsAndConditionsInput!) {
    updateBranchBillingAccountTermsAndConditions(input: $input) {
      branchBillingAccountId
      termsAndConditions {
        text
        isEditable
      }
    }
  }
`);

interface EditTermsModalProps {
  opened: boolean;
  onClose: () => void;
  branchId: string;
  branchBillingAccountId: string;
  /** The current terms (sanitised HTML), the text area's starting value. */
  text: string;
}

/** Spec 3 §2: the terms edit modal; a 30-row text area of HTML or plain text. */
export function EditTermsModal({ opened, onClose, ...props }: EditTermsModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit terms and conditions" size="xl">
      <EditTermsForm {...props} onDone={onClose} />
    </FormModal>
  );
}

function EditTermsForm({
  branchId,
  branchBillingAccountId,
  text,
  onDone,
}: Omit<EditTermsModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const [, update] = useMutation(UpdateTermsMutation);
  const [saving, setSaving] = useState(false);
  const form = useForm<TermsAndConditionsInput>({
    initialValues: { text },
    validate: (values) => {
      const result = termsAndConditionsSchema.safeParse(values);
      return result.success ? {} : { text: result.error.issues[0]?.message };
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    const result = await update({
      input: { branchId, branchBillingAccountId, termsAndConditions: termsAndConditionsSchema.parse(values) },
    });
    setSaving(false);
    if (result.error) {
      // Blank after sanitising is the user's to fix; anything else is spec 3 §8's generic notice.
      const { text: textError } = fieldErrorsOf(result.error);
      if (textError) {
        form.setErrors({ text: textError });
        return;
      }
      notifyError();
      onDone();
      return;
    }
    notifySuccess(billingAccountMessages.termsSaved);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label="Terms and conditions"
          description="HTML or plain text; blank lines start new paragraphs. Scripts and styles are removed."
          placeholder="Click here to input"
          rows={30}
          withAsterisk
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('text')}
        />
        {saving && (
          <Text size="sm" c="dimmed" role="status">
            {billingAccountMessages.termsSaving}
          </Text>
        )}
        <FormActions submitLabel="Save" onCancel={onDone} busy={saving} />
      </Stack>
    </form>
  );
}
