import { Button, Group, Loader, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useClient } from 'urql';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { CHANGES_HAVE_BEEN_MADE } from '../../../ui/notifications.ts';
import {
  PreviewSessionChangeQuery,
  SessionOperationStatusQuery,
  UpdateSessionMutation,
} from '../sessions-api.ts';
import { type ChangePreview, SessionChangePreview } from './SessionChangePreview.tsx';
import { SessionFields } from './SessionFields.tsx';
import {
  checkSessionForm,
  type EditedSession,
  editSessionForm,
  SESSION_FORM_FIELDS,
  type SessionChangeScope,
  toUpdateSessionInput,
} from './session-form.ts';

interface EditSessionModalProps {
  opened: boolean;
  session: EditedSession & { branchId: string };
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Edit session (spec 2 §5, §6): this session, or this and following of a weekly series. Saving
 * first shows the bookings the change would move or cancel (previewSessionChange), then updates.
 */
export function EditSessionModal({ opened, onClose, ...props }: EditSessionModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit session">
      <EditSessionForm {...props} onClose={onClose} />
    </FormModal>
  );
}

type UpdateInput = ReturnType<typeof toUpdateSessionInput>;

function EditSessionForm({ session, onClose, onSaved }: Omit<EditSessionModalProps, 'opened'>) {
  const client = useClient();
  const { form, onSubmit } = useCheckedForm(editSessionForm(session), checkSessionForm(session.branchId));
  const [scope, setScope] = useState<SessionChangeScope>('THIS_SESSION');
  const [review, setReview] = useState<{ input: UpdateInput; preview: ChangePreview } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [previewFailure, setPreviewFailure] = useState<string | null>(null);
  const update = useAsyncOperation({
    mutation: UpdateSessionMutation,
    ticketOf: (data) => data.updateSession,
    status: SessionOperationStatusQuery,
    success: CHANGES_HAVE_BEEN_MADE,
    fields: SESSION_FORM_FIELDS,
  });

  const reviewChanges = onSubmit(async (checked) => {
    const input = toUpdateSessionInput(session, checked, scope);
    setPreviewFailure(null);
    setPreviewing(true);
    const answer = await client
      .query(PreviewSessionChangeQuery, { input }, { requestPolicy: 'network-only' })
      .toPromise();
    setPreviewing(false);
    if (answer.error || !answer.data) {
      setPreviewFailure(errorTextOf(answer.error));
      return;
    }
    setReview({ input, preview: answer.data.previewSessionChange });
  });

  async function save() {
    if (!review) return;
    const outcome = await update.run({ input: review.input });
    if (outcome.kind === 'invalid') {
      form.setErrors(outcome.fieldErrors);
      setReview(null);
    }
    if (outcome.kind === 'done') {
      onSaved();
      onClose();
    }
  }

  if (review) {
    return (
      <Stack gap="md">
        {update.failure && <SubmitError title="The session was not changed" message={update.failure} />}
        <SessionChangePreview preview={review.preview} removal={false} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setReview(null)} disabled={update.running}>
            Back
          </Button>
          <Button onClick={save} loading={update.running}>
            Save changes
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={reviewChanges} noValidate>
      <Stack gap="md">
        {previewFailure && <SubmitError title="The change could not be previewed" message={previewFailure} />}
        {session.isRecurring && (
          <Radio.Group
            label="Apply to"
            value={scope}
            onChange={(value) =>
              setScope(value === 'THIS_AND_FOLLOWING' ? 'THIS_AND_FOLLOWING' : 'THIS_SESSION')
            }
          >
            <Group gap="lg" mt={4}>
              <Radio value="THIS_SESSION" label="This session" />
              <Radio value="THIS_AND_FOLLOWING" label="This and following" />
            </Group>
          </Radio.Group>
        )}
        <SessionFields
          form={form}
          branchId={session.branchId}
          editingSessionId={session.id}
          withRepeat={false}
        />
        {previewing && <Loader size="sm" aria-label="Loading preview" />}
        <FormActions submitLabel="Review changes" onCancel={onClose} busy={previewing} />
      </Stack>
    </form>
  );
}
