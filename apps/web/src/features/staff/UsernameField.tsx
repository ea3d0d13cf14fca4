import { isCheckableUsername, STAFF_SEARCH_DEBOUNCE_MS, staffMessages } from '@clubline/domain';
import { Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../gql/index.ts';

const CheckUsernameQuery = graphql(`
  query CheckUsername($username: String!) {
    checkUsernameExists(username: $username)
  }
`);

interface UsernameFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The form's own message (the username rules). */
  error?: string | null | undefined;
  /** Tells the form whether the name is known to be taken, so it is not submitted. */
  onTaken: (taken: boolean) => void;
}

/**
 * Spec 3 §5: once the username passes its rules, the server says whether it exists: a tick when
 * it is free, a warning icon and "Username already exists" when it is taken.
 */
export function UsernameField({ value, onChange, error, onTaken }: UsernameFieldProps) {
  const [debounced] = useDebouncedValue(value.trim(), STAFF_SEARCH_DEBOUNCE_MS);
  const checkable = isCheckableUsername(debounced) && debounced === value.trim();
  const [{ data, fetching }] = useQuery({
    query: CheckUsernameQuery,
    variables: { username: debounced },
    pause: !checkable,
    requestPolicy: 'network-only',
  });
  const taken = checkable && data?.checkUsernameExists === true;
  const free = checkable && data?.checkUsernameExists === false;
  useEffect(() => onTaken(taken), [taken, onTaken]);
  const icon = !checkable ? null : fetching ? (
    <Loader size={14} aria-label="Checking the username" />
  ) : taken ? (
    <IconAlertTriangle
      size={16}
      color="var(--mantine-color-red-7)"
      aria-label={staffMessages.usernameTaken}
    />
  ) : free ? (
    <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-label="Username is available" />
  ) : null;
  return (
    <TextInput
      label="Username"
      withAsterisk
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={icon}
      error={error ?? (taken ? staffMessages.usernameTaken : undefined)}
      data-taken={taken || undefined}
    />
  );
}
