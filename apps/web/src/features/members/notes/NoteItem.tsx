import { ActionIcon, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import { errorTextOf } from '../../../app/errors/error-text.ts';
import { type FragmentType, getFragmentData, graphql } from '../../../gql/index.ts';
import { openConfirm } from '../../../ui/confirm.tsx';
import { formatInstant } from '../../../ui/format.ts';
import { notifyError } from '../../../ui/notifications.ts';
import { personName } from '../person-name.ts';
import { EditNoteModal } from './EditNoteModal.tsx';

const NoteItemFragment = graphql(`
  fragment NoteItem_note on Note {
    id
    contents
    category
    status
    modifiedAt
    modifiedByService
    modifiedBy {
      firstName
      lastName
      email
    }
  }
`);

const RemoveNoteMutation = graphql(`
  mutation RemoveNote($personId: ID!, $id: ID!) {
    removeNote(personId: $personId, id: $id)
  }
`);

interface NoteItemProps {
  note: FragmentType<typeof NoteItemFragment>;
  personId: string;
  timeZone: string;
  /** Whether the user may edit and remove notes. */
  editable: boolean;
  onChanged: () => void;
}

/** One note or SMS record: text, who and when; notes (not SMS) may be edited or removed. */
export function NoteItem({ personId, timeZone, editable, onChanged, ...props }: NoteItemProps) {
  const note = getFragmentData(NoteItemFragment, props.note);
  const [, removeNote] = useMutation(RemoveNoteMutation);
  const [editing, setEditing] = useState(false);
  const author = note.modifiedBy ? personName(note.modifiedBy) : (note.modifiedByService ?? 'System');
  const isSms = note.category === 'SMS';

  const confirmRemove = () =>
    openConfirm({
      title: 'Remove note',
      children: <Text size="sm">Remove this note? This cannot be undone.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const result = await removeNote({ personId, id: note.id });
        if (result.error) notifyError(errorTextOf(result.error));
        onChanged();
      },
    });

  return (
    <Stack
      component="li"
      gap={4}
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      aria-label={isSms ? 'SMS' : 'Note'}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Group gap={6}>
          <Badge size="xs" variant="light" color={isSms ? 'grape' : 'teal'}>
            {isSms ? 'SMS' : 'Note'}
          </Badge>
          {isSms && note.status === 'PENDING' && (
            <Badge size="xs" variant="outline" color="gray">
              Sending
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {author} · {formatInstant(note.modifiedAt, timeZone, 'dateTime')}
          </Text>
        </Group>
        {editable && !isSms && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Note actions">
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)}>
                Edit
              </Menu.Item>
              <Menu.Item leftSection={<IconTrash size={14} />} color="red" onClick={confirmRemove}>
                Remove
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.contents}
      </Text>
      {editable && !isSms && (
        <EditNoteModal
          opened={editing}
          onClose={() => setEditing(false)}
          personId={personId}
          note={note}
          onSaved={onChanged}
        />
      )}
    </Stack>
  );
}
