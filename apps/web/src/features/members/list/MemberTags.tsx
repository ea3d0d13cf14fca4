import { Badge, Group, Text } from '@mantine/core';

/** A person's tags as small badges; 'overdue' in red. */
export function MemberTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} size="sm" variant="light" color={tag.toLowerCase() === 'overdue' ? 'red' : 'gray'}>
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
