import { Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useQuery } from 'urql';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { PersonSearchPicker, usePersonPick } from '../../../ui/PersonSearchPicker.tsx';
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
  const pick = usePersonPick();
  const [{ data, error, fetching }] = useQuery({
    query: SessionPersonSearchQuery,
    variables: { term: pick.searchTerm, branches: [branchId], limit: PERSON_SEARCH_LIMIT },
    pause: pick.searchTerm === '',
  });
  const persons = pick.searchTerm === '' ? [] : (data?.searchPersons.persons ?? []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const personId = pick.chosen();
    if (personId) onPick(personId);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && <SubmitError title="Not done" message={failure} />}
        <PersonSearchPicker
          pick={pick}
          persons={persons}
          fetching={fetching}
          failed={error !== undefined}
          searchLabel="Search member"
          pickLabel="Member"
          messages={PERSON_PICKER_MESSAGES}
        />
        <FormActions submitLabel={submitLabel} onCancel={onClose} busy={busy} />
      </Stack>
    </form>
  );
}
