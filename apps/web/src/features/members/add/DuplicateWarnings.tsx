import {
  COUNT_PERSONS_BY_EMAIL_LIMIT,
  countPersonsByEmailSchema,
  findExistingPersonsSchema,
  SEARCH_DEBOUNCE_MS,
} from '@clubline/domain';
import { Alert } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from 'urql';
import { graphql } from '../../../gql/index.ts';

const ExistingPersonsQuery = graphql(`
  query ExistingPersons($firstName: String!, $lastName: String!, $dateOfBirth: String) {
    findExistingPersons(firstName: $firstName, lastName: $lastName, dateOfBirth: $dateOfBirth) {
      count
    }
  }
`);

const PersonsByEmailQuery = graphql(`
  query PersonsByEmail($email: String!, $limit: Int) {
    countPersonsByEmail(email: $email, limit: $limit)
  }
`);

/** The warning texts (spec 2 §5 gives the rule, not the words). */
function sameNameWarning(count: number, withDateOfBirth: boolean): string {
  const what = withDateOfBirth ? 'this name and date of birth' : 'this name';
  return count === 1
    ? `There is already 1 person with ${what}.`
    : `There are already ${count} people with ${what}.`;
}

function sameEmailWarning(count: number): string {
  if (count >= COUNT_PERSONS_BY_EMAIL_LIMIT) return `${count} or more people already use this email address.`;
  return count === 1
    ? '1 person already uses this email address.'
    : `${count} people already use this email address.`;
}

function Warning({ children }: { children: string }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} mt="sm" py="xs">
      {children}
    </Alert>
  );
}

/** Spec 2 §5: how many people already have this name (and date of birth), once both names are typed. */
export function SameNameWarning(props: { firstName: string; lastName: string; dateOfBirth: string }) {
  // One text for the three fields, so the pause restarts only when one of them changes.
  const [typed] = useDebouncedValue(
    JSON.stringify([props.firstName, props.lastName, props.dateOfBirth]),
    SEARCH_DEBOUNCE_MS,
  );
  const [firstName, lastName, dateOfBirth] = JSON.parse(typed) as [string, string, string];
  const parsed = findExistingPersonsSchema.safeParse({
    firstName,
    lastName,
    dateOfBirth: dateOfBirth === '' ? undefined : dateOfBirth,
  });
  const variables = parsed.success
    ? {
        firstName: parsed.data.firstName,
        lastName: parsed.data.lastName,
        dateOfBirth: parsed.data.dateOfBirth ?? null,
      }
    : { firstName: '', lastName: '', dateOfBirth: null };
  const [{ data }] = useQuery({
    query: ExistingPersonsQuery,
    variables,
    pause: !parsed.success,
    requestPolicy: 'network-only',
  });
  const count = parsed.success ? (data?.findExistingPersons.count ?? 0) : 0;
  if (count === 0) return null;
  return <Warning>{sameNameWarning(count, variables.dateOfBirth !== null)}</Warning>;
}

/** Spec 2 §5: how many people already use this email address (counted up to 10000). */
export function SameEmailWarning({ email }: { email: string }) {
  const [typed] = useDebouncedValue(email, SEARCH_DEBOUNCE_MS);
  const parsed = countPersonsByEmailSchema.safeParse({ email: typed, limit: COUNT_PERSONS_BY_EMAIL_LIMIT });
  const [{ data }] = useQuery({
    query: PersonsByEmailQuery,
    variables: parsed.success ? parsed.data : { email: '', limit: COUNT_PERSONS_BY_EMAIL_LIMIT },
    pause: !parsed.success,
    requestPolicy: 'network-only',
  });
  const count = parsed.success ? (data?.countPersonsByEmail ?? 0) : 0;
  if (count === 0) return null;
  return <Warning>{sameEmailWarning(count)}</Warning>;
}
