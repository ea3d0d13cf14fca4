import { checkFields, editMembershipSchema, type FieldCheck } from '@clubline/domain';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { graphql } from '../../../gql/index.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { CHANGES_HAVE_BEEN_MADE, notifyError, notifySuccess } from '../../../ui/notifications.ts';
import { MEMBERSHIP_MESSAGES } from '../membership-messages.ts';
import type { ActionMembership } from './action-membership.ts';

const UpdateMembershipMutation = graphql(`
  mutation UpdateMembership($personId: ID!, $update: MembershipUpdate!) {
    updateMembership(personId: $personId, membershipUpdate: $update) {
      id
      endDate
      customerReference
    }
  }
`);

interface EditMembershipModalProps {
  membership: ActionMembership;
  personId: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Spec 2 §5 "Edit membership": the end date (which 'Remove' clears) and, for a billing membership,
 * the customer reference; only the fields that changed are sent. An end-date failure shows the
 * generic notification, a customer-reference failure the server's text in an alert (spec 2 §8).
 */
export function EditMembershipModal({ membership, personId, onClose, onDone }: EditMembershipModalProps) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [, update] = useMutation(UpdateMembershipMutation);
  const billing = membership.kind === 'BILLING';
  const initial: EditMembershipValues = {
    endDate: membership.endDate ?? '',
    customerReference: membership.customerReference ?? '',
  };
  const { form, onSubmit } = useCheckedForm(initial, (values) => checkEdit(values, membership, billing));
  const { endDate } = form.getValues();

  const submit = onSubmit(async (changed) => {
    if (changed === null) {
      onClose();
      return;
    }
    setSaving(true);
    setFailure(null);
    const result = await update({ personId, update: { membershipId: membership.id, ...changed } });
    setSaving(false);
    if (result.error) {
      if (changed.customerReference !== undefined) setFailure(errorTextOf(result.error));
      else notifyError();
      return;
    }
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    onDone();
  });

  return (
    <FormModal opened onClose={onClose} title="Edit membership">
      <form onSubmit={submit} noValidate aria-label="Edit membership">
        <Stack gap="md">
          {failure && <SubmitError title="Error" message={failure} />}
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <DateField label="End date" {...form.getInputProps('endDate')} style={{ flex: 1 }} />
            <Button
              variant="default"
              onClick={() => form.setFieldValue('endDate', '')}
              disabled={endDate === ''}
            >
              Remove
            </Button>
          </Group>
          {billing && <TextInput label="Customer reference" {...form.getInputProps('customerReference')} />}
          <Alert color="blue" variant="light">
            {MEMBERSHIP_MESSAGES.datesNote}
          </Alert>
          <FormActions submitLabel="Save" onCancel={onClose} busy={saving} />
        </Stack>
      </form>
    </FormModal>
  );
}

type EditMembershipValues = { endDate: string; customerReference: string };

/**
 * Only what changed is sent (spec 2 §5), checked by the server's schema: null when nothing
 * changed (Save just closes). The end date's message shows under it.
 */
function checkEdit(
  values: EditMembershipValues,
  membership: ActionMembership,
  billing: boolean,
): FieldCheck<{ newMembershipEndDate?: string | null; customerReference?: string } | null> {
  const endChanged = values.endDate !== (membership.endDate ?? '');
  const referenceChanged =
    billing && values.customerReference.trim() !== (membership.customerReference ?? '');
  if (!endChanged && !referenceChanged) return { ok: true, value: null };
  return checkFields(
    editMembershipSchema,
    {
      ...(endChanged ? { newMembershipEndDate: values.endDate === '' ? null : values.endDate } : {}),
      ...(referenceChanged ? { customerReference: values.customerReference } : {}),
    },
    (path) => (path === 'newMembershipEndDate' ? 'endDate' : path),
  );
}
