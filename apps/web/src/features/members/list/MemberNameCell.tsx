import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { personName } from '../person-name.ts';

/** A member's name, linking to their profile when `to` is given, with the email under it. */
export function MemberNameCell({
  person,
  to,
}: {
  person: { firstName: string; lastName: string; email?: string | null };
  to: string | null;
}) {
  const name = personName(person);
  return (
    <Stack gap={0}>
      {to ? (
        <Anchor component={Link} to={to} fw={500} size="sm">
          {name}
        </Anchor>
      ) : (
        <Text fw={500} size="sm">
          {name}
        </Text>
      )}
      {person.email && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {person.email}
        </Text>
      )}
    </Stack>
  );
}
