import { checkFields, unblockInputSchemaFor } from '@clubline/domain';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { fieldErrorsOf } from '../../../app/graphql/errors.ts';
import { graphql } from '../../../gql/index.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { CHANGES_HAVE_BEEN_MADE, notifySuccess } from '../../../ui/notifications.ts';
import { useMemberArea } from '../../members/public.ts';
import type { ActionMembership } from './action-membership.ts';

const SetAllowAccessByAdminMutation = graphql(`
  mutation SetAllowAccessByAdmin($personId: ID!, $membershipId: ID!, $allowAccessUntil: String) {
    setAllowAccessByAdmin(personId: $personId, membershipId: $membershipId, allowAccessUntil: $allowAccessUntil) {
      id
      status
      allowAccessUntil
    }
  }
`);

interface UnblockModalProps {
  membership: ActionMembership;
  personId: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Unblock (spec 2 §5, flag 2582): allow access until a date, from today (the home branch's) to a
 * month ahead; the domain's schema gives the spec's messages here and on the server.
 */
export function UnblockModal({ membership, personId, onClose, onDone }: UnblockModalProps) {
  return (
    <FormModal opened onClose={onClose} title="Unblock membership">
      <UnblockForm membership={membership} personId={personId} onCancel={onClose} onDone={onDone} />
    </FormModal>
  );
}

function UnblockForm({
  membership,
  personId,
  onCancel,
  onDone,
}: Omit<UnblockModalProps, 'onClose'> & { onCancel: () => void }) {
  // The server's today (billing clock): the dates are judged as the server will judge them.
  const { today } = useMemberArea();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [, save] = useMutation(SetAllowAccessByAdminMutation);
  const initial: { allowAccessUntil: string } = { allowAccessUntil: '' };
  const { form, onSubmit } = useCheckedForm(initial, (values) =>
    checkFields(unblockInputSchemaFor(today), values),
  );

  const submit = onSubmit(async (input) => {
    setSaving(true);
    setFailure(null);
    const result = await save({
      personId,
      membershipId: membership.id,
      allowAccessUntil: input.allowAccessUntil,
    });
    setSaving(false);
    if (result.error) {
      // The server's message for the date goes under it (its today may be a day on from the
      // page's near midnight); anything else above the form.
      const fieldError = fieldErrorsOf(result.error).allowAccessUntil;
      if (fieldError === undefined) setFailure(errorTextOf(result.error));
      else form.setFieldError('allowAccessUntil', fieldError);
      return;
    }
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Unblock membership">
      {failure && <SubmitError title="Error" message={failure} />}
      <Text size="sm" mb="sm">
        Access is allowed from today until the date chosen, then the membership is blocked again.
      </Text>
      <DateField
        label="Allow access until"
        withAsterisk
        {...form.getInputProps('allowAccessUntil')}
        mb="md"
      />
      <FormActions submitLabel="Unblock" onCancel={onCancel} busy={saving} />
    </form>
  );
}
