import { Alert, Loader, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useQuery } from 'urql';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { SessionPersonSearchQuery } from '../sessions-api.ts';

/** Spec 2 §7 searchPersons: as the arrival search, 50 at most. */
const PERSON_SEARCH_LIMIT = 50;

const PERSON_PICKER_MESSAGES = {
  noMatch: 'Sorry, no matching record found.',
  searchFailed: 'An error occurred while obtaining the member list',
  pickSomeone: 'Choose a member',
} as const;

interface PersonPickerModalProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  branchId: string;
  /** The operation is under way. */
  busy: boolean;
  /** Why the last attempt failed. */
  failure: string | null;
  onClose: () => void;
  onPick: (personId: string) => void;
}

/** Find a member of the branch (name, email or #card) and choose them: a booking or a waitlist place. */
export function PersonPickerModal({ opened, title, onClose, ...props }: PersonPickerModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      <PersonPickerForm {...props} onClose={onClose} />
    </FormModal>
  );
}

function PersonPickerForm({
  submitLabel,
  branchId,
  busy,
  failure,
  onClose,
  onPick,
}: Omit<PersonPickerModalProps, 'opened' | 'title'>) {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term.trim(), 300);
  const [personId, setPersonId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [{ data, error, fetching }] = useQuery({
    query: SessionPersonSearchQuery,
    variables: { term: debounced, branches: [branchId], limit: PERSON_SEARCH_LIMIT },
    pause: debounced === '',
  });
  const persons = debounced === '' ? [] : (data?.searchPersons.persons ?? []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!personId) {
      setMissing(true);
      return;
    }
    onPick(personId);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && <SubmitError title="Not done" message={failure} />}
        <TextInput
          label="Search member"
          placeholder="Name, email or #card"
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            setPersonId(null);
          }}
          rightSection={fetching ? <Loader size="xs" /> : null}
          data-autofocus
        />
        {error ? (
          <Alert color="red" role="alert">
            {PERSON_PICKER_MESSAGES.searchFailed}
          </Alert>
        ) : debounced !== '' && !fetching && persons.length === 0 ? (
          <Text c="dimmed">{PERSON_PICKER_MESSAGES.noMatch}</Text>
        ) : null}
        {persons.length > 0 && (
          <Radio.Group
            label="Member"
            value={personId}
            onChange={(value) => {
              setPersonId(value);
              setMissing(false);
            }}
            error={missing ? PERSON_PICKER_MESSAGES.pickSomeone : undefined}
          >
            <ScrollArea.Autosize mah={280} mt="xs">
              <Stack gap="xs">
                {persons.map((person) => (
                  <Radio
                    key={person.id}
                    value={person.id}
                    label={`${person.firstName} ${person.lastName}`}
                    description={person.email ?? undefined}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
        )}
        {missing && persons.length === 0 && (
          <Text c="red" size="sm" role="alert">
            {PERSON_PICKER_MESSAGES.pickSomeone}
          </Text>
        )}
        <FormActions submitLabel={submitLabel} onCancel={onClose} busy={busy} />
      </Stack>
    </form>
  );
}
