import { Alert, Button, Group, Loader, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useQuery } from 'urql';
import { useAsyncOperation } from '../../../app/async/useAsyncOperation.ts';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { CHANGES_HAVE_BEEN_MADE } from '../../../ui/notifications.ts';
import {
  PreviewSessionRemovalQuery,
  RemoveFollowingSessionsMutation,
  RemoveSessionMutation,
  SessionOperationStatusQuery,
} from '../sessions-api.ts';
import { SessionChangePreview } from './SessionChangePreview.tsx';
import type { SessionChangeScope } from './session-form.ts';

interface RemoveSessionModalProps {
  opened: boolean;
  session: { id: string; isRecurring: boolean };
  onClose: () => void;
  onRemoved: () => void;
}

/**
 * Remove session (spec 2 §4, §6): this session, or this and following of a weekly series, after
 * the preview of the bookings it cancels; refused while a member has ATTENDED (the server refuses
 * it too).
 */
export function RemoveSessionModal({ opened, onClose, ...props }: RemoveSessionModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Remove session">
      <RemoveSessionForm {...props} onClose={onClose} />
    </FormModal>
  );
}

function RemoveSessionForm({ session, onClose, onRemoved }: Omit<RemoveSessionModalProps, 'opened'>) {
  const [scope, setScope] = useState<SessionChangeScope>('THIS_SESSION');
  const [{ data, error, fetching }] = useQuery({
    query: PreviewSessionRemovalQuery,
    variables: { sessionId: session.id, scope },
    requestPolicy: 'network-only',
  });
  const removeOne = useAsyncOperation({
    mutation: RemoveSessionMutation,
    ticketOf: (answer) => answer.removeSession,
    status: SessionOperationStatusQuery,
    success: CHANGES_HAVE_BEEN_MADE,
  });
  const removeFollowing = useAsyncOperation({
    mutation: RemoveFollowingSessionsMutation,
    ticketOf: (answer) => answer.removeThisAndFollowingSessions,
    status: SessionOperationStatusQuery,
    success: CHANGES_HAVE_BEEN_MADE,
  });
  const remove = scope === 'THIS_AND_FOLLOWING' ? removeFollowing : removeOne;
  const preview = data?.previewSessionRemoval;

  async function confirm() {
    const outcome = await remove.run({ sessionId: session.id });
    if (outcome.kind === 'done') {
      onRemoved();
      onClose();
    }
  }

  return (
    <Stack gap="md">
      {remove.failure && <SubmitError title="The session was not removed" message={remove.failure} />}
      {session.isRecurring && (
        <Radio.Group
          label="Remove"
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
      {error ? (
        <Alert color="red" role="alert">
          {errorTextOf(error)}
        </Alert>
      ) : fetching || !preview ? (
        <Loader size="sm" aria-label="Loading preview" />
      ) : (
        <SessionChangePreview preview={preview} removal />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={remove.running}>
          Cancel
        </Button>
        <Button
          color="red"
          onClick={confirm}
          loading={remove.running}
          disabled={!preview || preview.blockedByAttendance || fetching}
        >
          Remove session
        </Button>
      </Group>
    </Stack>
  );
}
