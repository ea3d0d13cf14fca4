import { Stack } from '@mantine/core';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { SAVED_SUCCESSFULLY } from '../../../ui/notifications.ts';
import { CreateSessionMutation, SessionOperationStatusQuery } from '../sessions-api.ts';
import { SessionFields } from './SessionFields.tsx';
import {
  checkSessionForm,
  defaultTimes,
  emptySessionForm,
  type NewSessionTimes,
  SESSION_FORM_FIELDS,
  toSessionDefinitionInput,
} from './session-form.ts';

export type { NewSessionTimes } from './session-form.ts';

interface SessionFormModalProps {
  opened: boolean;
  branchId: string;
  timeZone: string;
  /** The slot picked; null: today (in the branch's zone) at the default times. */
  times: NewSessionTimes | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Create session' (spec 2 §2, §5): createSession, an asynchronous operation of the SESSION domain. */
export function SessionFormModal({ opened, onClose, ...props }: SessionFormModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Create session">
      <CreateSessionForm {...props} onClose={onClose} />
    </FormModal>
  );
}

function CreateSessionForm({
  branchId,
  timeZone,
  times,
  onClose,
  onSaved,
}: Omit<SessionFormModalProps, 'opened'>) {
  const { form, onSubmit } = useCheckedForm(
    emptySessionForm(times ?? defaultTimes(timeZone), timeZone),
    checkSessionForm(branchId),
  );
  const create = useAsyncOperation({
    mutation: CreateSessionMutation,
    ticketOf: (data) => data.createSession,
    status: SessionOperationStatusQuery,
    success: SAVED_SUCCESSFULLY,
    fields: SESSION_FORM_FIELDS,
  });
  const submit = onSubmit(async (session) => {
    const outcome = await create.run({ input: toSessionDefinitionInput(branchId, session) });
    if (outcome.kind === 'invalid') form.setErrors(outcome.fieldErrors);
    if (outcome.kind === 'done') {
      onSaved();
      onClose();
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.failure && <SubmitError title="The session was not created" message={create.failure} />}
        <SessionFields form={form} branchId={branchId} withRepeat />
        <FormActions submitLabel="Create session" onCancel={onClose} busy={create.running} />
      </Stack>
    </form>
  );
}
