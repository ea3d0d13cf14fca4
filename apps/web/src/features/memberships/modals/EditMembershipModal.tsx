import { editMembershipSchema, fieldErrorsFromIssues } from '@clubline/domain';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { graphql } from '../../../gql/index.ts';
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
  const [endDate, setEndDate] = useState(membership.endDate ?? '');
  const [customerReference, setCustomerReference] = useState(membership.customerReference ?? '');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [, update] = useMutation(UpdateMembershipMutation);
  const billing = membership.kind === 'BILLING';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const endChanged = endDate !== (membership.endDate ?? '');
    const referenceChanged = billing && customerReference.trim() !== (membership.customerReference ?? '');
    if (!endChanged && !referenceChanged) {
      onClose();
      return;
    }
    // Only what changed is sent (spec 2 §5); the server checks it with the same schema.
    const checked = editMembershipSchema.safeParse({
      ...(endChanged ? { newMembershipEndDate: endDate === '' ? null : endDate } : {}),
      ...(referenceChanged ? { customerReference } : {}),
    });
    if (!checked.success) {
      setDateError(fieldErrorsFromIssues(checked.error.issues).newMembershipEndDate ?? null);
      return;
    }
    setDateError(null);
    setSaving(true);
    setFailure(null);
    const result = await update({ personId, update: { membershipId: membership.id, ...checked.data } });
    setSaving(false);
    if (result.error) {
      if (referenceChanged) setFailure(errorTextOf(result.error));
      else notifyError();
      return;
    }
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    onDone();
  };

  return (
    <FormModal opened onClose={onClose} title="Edit membership">
      <form onSubmit={submit} noValidate aria-label="Edit membership">
        <Stack gap="md">
          {failure && <SubmitError title="Error" message={failure} />}
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label="End date"
              type="date"
              value={endDate}
              onChange={(event) => setEndDate(event.currentTarget.value)}
              error={dateError}
              style={{ flex: 1 }}
            />
            <Button variant="default" onClick={() => setEndDate('')} disabled={endDate === ''}>
              Remove
            </Button>
          </Group>
          {billing && (
            <TextInput
              label="Customer reference"
              value={customerReference}
              onChange={(event) => setCustomerReference(event.currentTarget.value)}
            />
          )}
          <Alert color="blue" variant="light">
            {MEMBERSHIP_MESSAGES.datesNote}
          </Alert>
          <FormActions submitLabel="Save" onCancel={onClose} busy={saving} />
        </Stack>
      </form>
    </FormModal>
  );
}
