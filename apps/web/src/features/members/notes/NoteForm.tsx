import { NOTE_MAX_LENGTH } from '@clubline/domain';
import { Button, Group, Loader, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { useCheckedForm } from '../../../app/forms/useCheckedForm.ts';
import { graphql } from '../../../gql/index.ts';
import { notifyError, notifySuccess } from '../../../ui/notifications.ts';
import { checkNote, NOTES_MESSAGES } from './notes.ts';

const AddNoteMutation = graphql(`
  mutation AddNote($personId: ID!, $contents: String!) {
    addNote(personId: $personId, contents: $contents) {
      id
    }
  }
`);

/** Adds a note (spec 2 §4: the form resets after adding). */
export function NoteForm({ personId, onAdded }: { personId: string; onAdded: () => void }) {
  const [, addNote] = useMutation(AddNoteMutation);
  const [saving, setSaving] = useState(false);
  const { form, onSubmit, reset } = useCheckedForm({ contents: '' }, checkNote);

  const submit = onSubmit(async ({ contents }) => {
    setSaving(true);
    const result = await addNote({ personId, contents });
    setSaving(false);
    if (result.error) {
      notifyError(errorTextOf(result.error));
      return;
    }
    reset();
    notifySuccess();
    onAdded();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add a note">
      <Textarea
        label="Note"
        placeholder="Write a note about the member"
        autosize
        minRows={2}
        maxRows={6}
        description={`Up to ${NOTE_MAX_LENGTH} characters`}
        {...form.getInputProps('contents')}
      />
      <Group justify="flex-end" mt="xs">
        <Button
          type="submit"
          size="sm"
          disabled={saving}
          leftSection={saving ? <Loader size={14} /> : undefined}
        >
          {saving ? NOTES_MESSAGES.adding : 'Add note'}
        </Button>
      </Group>
    </form>
  );
}
