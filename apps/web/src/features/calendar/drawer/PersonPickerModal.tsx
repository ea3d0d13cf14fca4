import { Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useQuery } from 'urql';
import { FormActions, SubmitError } from '../../../ui/FormActions.tsx';
import { FormModal } from '../../../ui/FormModal.tsx';
import { PersonSearchPicker, usePersonPick } from '../../../ui/PersonSearchPicker.tsx';
import { SessionBookingEligibilityQuery, SessionPersonSearchQuery } from '../sessions-api.ts';
import { splitByEligibility } from './booking-eligibility.ts';

/** Spec 2 §7 searchPersons: as the arrival search, 50 at most. */
const PERSON_SEARCH_LIMIT = 50;

const PERSON_PICKER_MESSAGES = {
  noMatch: 'Sorry, no matching record found.',
  searchFailed: 'An error occurred while obtaining the member list',
  pickSomeone: 'Choose a member',
  refused: 'Found, but cannot book this session',
} as const;

interface PersonPickerModalProps {
  opened: boolean;
  title: string;
  submitLabel: string;
  /** The session booked: the picker offers only who its class lets book. */
  sessionId: string;
  branchId: string;
  /** The operation is under way. */
  busy: boolean;
  /** Why the last attempt failed. */
  failure: string | null;
  onClose: () => void;
  onPick: (personId: string) => void;
}

/**
 * Find a member of the branch (name, email or #card) and choose them: a booking or a waitlist place.
 * Only those the session's class lets book are offered; the others found are listed with why.
 */
export function PersonPickerModal({ opened, title, onClose, ...props }: PersonPickerModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      <PersonPickerForm {...props} onClose={onClose} />
    </FormModal>
  );
}

function PersonPickerForm({
  submitLabel,
  sessionId,
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
  const found = pick.searchTerm === '' ? [] : (data?.searchPersons.persons ?? []);
  const [eligibility] = useQuery({
    query: SessionBookingEligibilityQuery,
    variables: { id: sessionId, personIds: found.map((person) => person.id) },
    pause: found.length === 0,
  });
  // Nobody is offered until the server has said who of these may book (while it answers a new
  // search the answer held is the last search's); a failure offers everyone.
  const waiting = found.length > 0 && (eligibility.fetching || (!eligibility.data && !eligibility.error));
  const { offered, refused } = waiting
    ? { offered: [], refused: [] }
    : splitByEligibility(found, eligibility.data?.getSessionBookingEligibility);

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
          persons={offered}
          refused={{ label: PERSON_PICKER_MESSAGES.refused, persons: refused }}
          fetching={fetching || waiting}
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
