import { Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useQuery } from 'urql';
import { useAsyncOperation } from '../../app/async/useAsyncOperation.ts';
import { graphql } from '../../gql/index.ts';
import { FormActions, SubmitError } from '../../ui/FormActions.tsx';
import { FormModal } from '../../ui/FormModal.tsx';
import { PersonSearchPicker, usePersonPick } from '../../ui/PersonSearchPicker.tsx';

/** Spec 2 §7 searchPersons: the arrival search asks for 50. */
const ARRIVAL_SEARCH_LIMIT = 50;

const ADD_ARRIVAL_MESSAGES = {
  added: 'The arrival has been added',
  noMatch: 'Sorry, no matching record found.',
  searchFailed: 'An error occurred while searching for members',
  pickSomeone: 'Choose who arrived',
} as const;

const ArrivalPersonSearchQuery = graphql(`
  query ArrivalPersonSearch($term: String!, $limit: Int!) {
    searchPersons(term: $term, limit: $limit) {
      persons {
        id
        firstName
        lastName
        email
      }
    }
  }
`);

const AddArrivalMutation = graphql(`
  mutation AddArrival($input: AddArrivalInput!) {
    addArrival(addArrivalInput: $input) {
      ticketId
      operationDomain
    }
  }
`);

const AddArrivalStatusQuery = graphql(`
  query AddArrivalStatus($operationDomain: AsyncOperationDomain!, $ticketId: ID!) {
    getAsyncOperationStatus(operationDomain: $operationDomain, ticketId: $ticketId) {
      status
      message
      arrival {
        id
      }
    }
  }
`);

interface AddArrivalModalProps {
  opened: boolean;
  branchId: string;
  onClose: () => void;
  /** The arrival was stored: the list reads itself again. */
  onAdded: () => void;
}

/** Spec 2 §2: the modal 'Add arrival' of the arrivals page. */
export function AddArrivalModal({ opened, branchId, onClose, onAdded }: AddArrivalModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Add arrival">
      <AddArrivalForm branchId={branchId} onClose={onClose} onAdded={onAdded} />
    </FormModal>
  );
}

/**
 * Find the person (name, email or #card, 50 at most), choose them, add: a manual arrival, an async
 * operation tagged MANUAL (spec 2 §4). The server decides whether the user may record them.
 */
function AddArrivalForm({ branchId, onClose, onAdded }: Omit<AddArrivalModalProps, 'opened'>) {
  const pick = usePersonPick();
  const [{ data, error, fetching }] = useQuery({
    query: ArrivalPersonSearchQuery,
    variables: { term: pick.searchTerm, limit: ARRIVAL_SEARCH_LIMIT },
    pause: pick.searchTerm === '',
  });
  const add = useAsyncOperation({
    mutation: AddArrivalMutation,
    ticketOf: (result) => result.addArrival,
    status: AddArrivalStatusQuery,
    success: ADD_ARRIVAL_MESSAGES.added,
  });
  const persons = pick.searchTerm === '' ? [] : (data?.searchPersons.persons ?? []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const personId = pick.chosen();
    if (!personId) return;
    const outcome = await add.run({ input: { branchId, personId } });
    if (outcome.kind === 'done') {
      onAdded();
      onClose();
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {add.failure && <SubmitError title="The arrival was not added" message={add.failure} />}
        <PersonSearchPicker
          pick={pick}
          persons={persons}
          fetching={fetching}
          failed={error !== undefined}
          searchLabel="Search person"
          pickLabel="Who arrived"
          messages={ADD_ARRIVAL_MESSAGES}
        />
        <FormActions submitLabel="Add arrival" onCancel={onClose} busy={add.running} />
      </Stack>
    </form>
  );
}
