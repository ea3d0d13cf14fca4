import { Alert, List, Loader, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';

/** A person a search found, as the picker lists them. */
interface PickablePerson {
  id: string;
  firstName: string;
  lastName: string;
  email?: string | null;
}

/**
 * The state of a "find a person, choose one" form: the typed term, the term to search for (trimmed,
 * after 300 ms), the chosen person and whether submitting found none chosen. Typing forgets the
 * choice (the list it was made from is gone). Submitting with none chosen focuses where the choice
 * is made, as the other forms focus their first message: the first person found, else the search
 * field, which then carries the message (focus stayed on the submit button, and typing went nowhere).
 */
export function usePersonPick() {
  const [term, setTypedTerm] = useState('');
  const [searchTerm] = useDebouncedValue(term.trim(), 300);
  const [personId, setPersonId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const searchField = useRef<HTMLInputElement>(null);
  const found = useRef<HTMLDivElement>(null);
  return {
    term,
    searchTerm,
    personId,
    missing,
    type(value: string) {
      setTypedTerm(value);
      setPersonId(null);
    },
    pick(id: string) {
      setPersonId(id);
      setMissing(false);
    },
    /** The chosen person; none marks the choice missing, so the form says so. */
    chosen(): string | null {
      if (!personId) {
        setMissing(true);
        (
          found.current?.querySelector<HTMLInputElement>('input[type="radio"]') ?? searchField.current
        )?.focus();
      }
      return personId;
    },
    searchField,
    found,
  };
}

/** Someone found who cannot be chosen here, and why. */
interface RefusedPerson extends PickablePerson {
  reason: string;
}

interface PersonSearchPickerProps {
  pick: ReturnType<typeof usePersonPick>;
  /** What the search found for `pick.searchTerm` (none while it is empty): the ones to choose from. */
  persons: readonly PickablePerson[];
  /**
   * Others it found who cannot be chosen, listed under their own label with why (not offered, so
   * they are not picked only to be refused; listed, so the desk does not think the search missed them).
   */
  refused?: { label: string; persons: readonly RefusedPerson[] };
  fetching: boolean;
  failed: boolean;
  searchLabel: string;
  pickLabel: string;
  messages: { searchFailed: string; noMatch: string; pickSomeone: string };
}

/** The search field (name, email or #card) and the found people to choose one of. */
export function PersonSearchPicker({
  pick,
  persons,
  fetching,
  failed,
  searchLabel,
  pickLabel,
  messages,
  refused,
}: PersonSearchPickerProps) {
  const refusedPersons = refused?.persons ?? [];
  const foundNone = persons.length === 0 && refusedPersons.length === 0;
  return (
    <>
      <TextInput
        label={searchLabel}
        placeholder="Name, email or #card"
        value={pick.term}
        onChange={(event) => pick.type(event.currentTarget.value)}
        rightSection={fetching ? <Loader size="xs" /> : null}
        ref={pick.searchField}
        error={pick.missing && persons.length === 0 ? messages.pickSomeone : undefined}
        data-autofocus
      />
      {failed ? (
        <Alert color="red" role="alert">
          {messages.searchFailed}
        </Alert>
      ) : pick.searchTerm !== '' && !fetching && foundNone ? (
        <Text c="dimmed">{messages.noMatch}</Text>
      ) : null}
      {persons.length > 0 && (
        <Radio.Group
          ref={pick.found}
          label={pickLabel}
          value={pick.personId}
          onChange={pick.pick}
          error={pick.missing ? messages.pickSomeone : undefined}
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
      {refused && refusedPersons.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {refused.label}
          </Text>
          <ScrollArea.Autosize mah={160}>
            <List size="sm" c="dimmed" spacing={2}>
              {refusedPersons.map((person) => (
                <List.Item key={person.id}>
                  {person.firstName} {person.lastName}: {person.reason}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </Stack>
      )}
    </>
  );
}
