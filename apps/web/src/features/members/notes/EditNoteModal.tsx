import { NOTE_MAX_LENGTH } from '@clubline/domain';
import { Button, Group, Loader, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { graphql } from '../../../gql/index.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { CHANGES_HAVE_BEEN_MADE, notifyError, notifySuccess } from '../../../ui/notifications.ts';
import { checkNote, NOTES_MESSAGES } from './notes.ts';

const UpdateNoteMutation = graphql(`
  mutation UpdateNote($personId: ID!, $id: ID!, $contents: String!) {
    updateNote(personId: $personId, id: $id, contents: $contents) {
      id
      contents
      modifiedAt
    }
  }
`);

interface EditNoteModalProps {
  opened: boolean;
  onClose: () => void;
  personId: string;
  note: { id: string; contents: string };
  onSaved: () => void;
}

/** Spec 2 §2: the edit-note modal. */
export function EditNoteModal({ opened, onClose, ...props }: EditNoteModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Edit note">
      <EditNoteForm {...props} onDone={onClose} />
    </FormModal>
  );
}

function EditNoteForm({
  personId,
  note,
  onSaved,
  onDone,
}: Omit<EditNoteModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const [, updateNote] = useMutation(UpdateNoteMutation);
  const [saving, setSaving] = useState(false);
  const { form, onSubmit } = useCheckedForm({ contents: note.contents }, checkNote);
  const submit = onSubmit(async ({ contents }) => {
    setSaving(true);
    const result = await updateNote({ personId, id: note.id, contents });
    setSaving(false);
    if (result.error) {
      notifyError(errorTextOf(result.error));
      return;
    }
    notifySuccess(CHANGES_HAVE_BEEN_MADE);
    onSaved();
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Edit note">
      <Stack gap="md">
        <Textarea
          label="Note"
          autosize
          minRows={3}
          maxRows={10}
          description={`Up to ${NOTE_MAX_LENGTH} characters`}
          data-autofocus
          {...form.getInputProps('contents')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving} leftSection={saving ? <Loader size={14} /> : undefined}>
            {saving ? NOTES_MESSAGES.editing : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
